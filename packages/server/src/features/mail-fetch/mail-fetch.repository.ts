import { MAIL_CLOSED, MAIL_IN, MAIL_SPAM, MAIL_WORK_ORDER_KIND } from '@backdesk/domain';
import { and, desc, eq, gte, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  customers,
  mailboxes,
  mailCases,
  mailFolderStates,
  mailMessages,
  orders,
  packages,
  workOrders,
} from '../../db/schema/index.js';

export type MailboxRow = typeof mailboxes.$inferSelect;
export type OrderMatch = {
  id: number;
  platformId: number;
  shopId: number;
  lang: string;
  customerId: number | null;
  packageId: number | null;
};

export async function findMailbox(db: Tx, id: number): Promise<MailboxRow | null> {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
  return row ?? null;
}

/** The mailboxes fetched: enabled, with download on, real (demo mode's made-up mailboxes have no server). */
export async function fetchedMailboxIds(db: Tx): Promise<number[]> {
  const rows = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(and(eq(mailboxes.enabled, true), eq(mailboxes.downloadEnabled, true), eq(mailboxes.demo, false)));
  return rows.map((r) => r.id);
}

export async function markFetched(db: Tx, id: number, at: Date, error: string | null) {
  await db.update(mailboxes).set({ lastFetchedAt: at, lastFetchError: error }).where(eq(mailboxes.id, id));
}

/**
 * Where fetching a folder goes on from. A folder seen first starts at UID 0; a changed UIDVALIDITY starts it again
 * (whoever notices first resets it; the Message-ID index recognises what was already stored).
 */
export async function folderStart(db: Tx, mailboxId: number, folder: string, uidValidity: number) {
  await db
    .insert(mailFolderStates)
    .values({ mailboxId, folder, uidValidity, lastUid: 0 })
    .onConflictDoNothing();
  await db
    .update(mailFolderStates)
    .set({ uidValidity, lastUid: 0, updatedAt: new Date() })
    .where(
      and(
        eq(mailFolderStates.mailboxId, mailboxId),
        eq(mailFolderStates.folder, folder),
        sql`${mailFolderStates.uidValidity} <> ${uidValidity}`,
      ),
    );
  const [row] = await db
    .select({ lastUid: mailFolderStates.lastUid })
    .from(mailFolderStates)
    .where(and(eq(mailFolderStates.mailboxId, mailboxId), eq(mailFolderStates.folder, folder)));
  return row?.lastUid ?? 0;
}

/** Moves the folder's mark past this UID (never back), unless its UIDVALIDITY changed meanwhile. */
export async function advanceFolder(
  tx: Tx,
  at: { mailboxId: number; folder: string; uidValidity: number; uid: number },
) {
  await tx
    .update(mailFolderStates)
    .set({ lastUid: sql`greatest(${mailFolderStates.lastUid}, ${at.uid})`, updatedAt: new Date() })
    .where(
      and(
        eq(mailFolderStates.mailboxId, at.mailboxId),
        eq(mailFolderStates.folder, at.folder),
        eq(mailFolderStates.uidValidity, at.uidValidity),
      ),
    );
}

/** One mailbox's message writes go one at a time, across instances (held until the transaction ends). */
export async function lockMailbox(tx: Tx, mailboxId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`mail-fetch:${mailboxId}`}))`);
}

/** Is this message stored already: by its place in the folder, or by its Message-ID in the mailbox? */
export async function isStored(
  db: Tx,
  at: { mailboxId: number; folder: string; uidValidity: number; uid: number; messageId: string },
) {
  const [row] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.mailboxId, at.mailboxId),
        sql`(${mailMessages.messageId} = ${at.messageId} OR (${mailMessages.folder} = ${at.folder} AND ${mailMessages.uidValidity} = ${at.uidValidity} AND ${mailMessages.uid} = ${at.uid}))`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The UIDs of a folder already stored, from this one on (a restarted fetch skips them without downloading). */
export async function storedUids(
  db: Tx,
  at: { mailboxId: number; folder: string; uidValidity: number },
  from: number,
) {
  const rows = await db
    .select({ uid: mailMessages.uid })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.mailboxId, at.mailboxId),
        eq(mailMessages.folder, at.folder),
        eq(mailMessages.uidValidity, at.uidValidity),
        gte(mailMessages.uid, from),
      ),
    );
  return new Set(rows.map((r) => r.uid));
}

/**
 * The case a mail answers: the case of the nearest Message-ID it names (In-Reply-To, then References newest
 * first), among the mails fetched and the mails sent from cases; the mailbox's own thread wins over another's.
 */
export async function caseOfThread(db: Tx, mailboxId: number, keys: string[]) {
  if (!keys.length) return null;
  const rows = await db
    .select({
      caseId: mailMessages.caseId,
      messageId: mailMessages.messageId,
      mailboxId: mailMessages.mailboxId,
    })
    .from(mailMessages)
    .where(and(inArray(mailMessages.messageId, keys), sql`${mailMessages.caseId} IS NOT NULL`));
  const rank = (r: (typeof rows)[number]) =>
    keys.indexOf(r.messageId) * 2 + (r.mailboxId === mailboxId ? 0 : 1);
  const best = rows.sort((a, b) => rank(a) - rank(b))[0];
  return best?.caseId ?? null;
}

/** The customer's newest open case in this mailbox about this order (threading by customer and order). */
export async function openCaseOfCustomer(db: Tx, mailboxId: number, address: string, orderId: number) {
  const [row] = await db
    .select({ id: mailCases.workOrderId })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .where(
      and(
        eq(mailCases.customerAddress, address),
        eq(mailCases.mailboxId, mailboxId),
        notInArray(mailCases.caseStatus, [MAIL_CLOSED, MAIL_SPAM]),
        eq(workOrders.orderId, orderId),
        eq(workOrders.kind, MAIL_WORK_ORDER_KIND),
      ),
    )
    .orderBy(desc(mailCases.workOrderId))
    .limit(1);
  return row?.id ?? null;
}

const orderFields = {
  id: orders.id,
  platformId: orders.platformId,
  shopId: orders.shopId,
  lang: orders.lang,
  customerId: orders.customerId,
};

/**
 * The orders and packages these numbers name (order numbers, platform order ids, package numbers), by the
 * numbers as written upper-case (how they are stored), so each lookup is one index probe.
 */
export async function ordersByNumbers(db: Tx, numbers: string[]): Promise<Map<string, OrderMatch>> {
  const found = new Map<string, OrderMatch>();
  if (!numbers.length) return found;
  const byOrder = await db
    .select({ ...orderFields, orderNo: orders.orderNo, originalOrderId: orders.originalOrderId })
    .from(orders)
    .where(or(inArray(orders.orderNo, numbers), inArray(orders.originalOrderId, numbers)));
  for (const o of byOrder) {
    const match = { ...o, packageId: null };
    found.set(o.orderNo.toUpperCase(), match);
    if (o.originalOrderId) found.set(o.originalOrderId.toUpperCase(), match);
  }
  const byPackage = await db
    .select({ ...orderFields, packageNo: packages.packageNo, packageId: packages.id })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .where(inArray(packages.packageNo, numbers));
  for (const p of byPackage) found.set(p.packageNo.toUpperCase(), p);
  return found;
}

/** The customer's orders since `since` by their address (on the mailbox's platform when it has one), two at most. */
export async function recentOrdersOf(db: Tx, address: string, since: Date, platformId: number | null) {
  return db
    .select({ ...orderFields, packageId: sql<number | null>`NULL::bigint` })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        sql`lower(${customers.email}) = ${address}`,
        gte(orders.createdAt, since),
        platformId === null ? undefined : eq(orders.platformId, platformId),
      ),
    )
    .limit(2);
}

/** The customer a mail's address belongs to, when exactly one has it. */
export async function customerIdOf(db: Tx, address: string, platformId: number | null) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        sql`lower(${customers.email}) = ${address}`,
        platformId === null ? undefined : eq(customers.platformId, platformId),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

export async function lockCase(tx: Tx, id: number) {
  const [row] = await tx
    .select({ mailCase: mailCases, workOrder: workOrders })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .where(eq(mailCases.workOrderId, id))
    .for('update');
  return row ?? null;
}

/** Inserts a fetched mail unless it is there already (same place in the folder, or same Message-ID). */
export async function insertInbound(tx: Tx, values: Omit<typeof mailMessages.$inferInsert, 'direction'>) {
  const [row] = await tx
    .insert(mailMessages)
    .values({ ...values, direction: MAIL_IN })
    .onConflictDoNothing()
    .returning({ id: mailMessages.id });
  return row?.id ?? null;
}
