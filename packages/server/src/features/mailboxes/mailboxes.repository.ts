import type { MailboxSearchInput } from '@backdesk/domain';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { readTogether } from '../../db/helpers.js';
import { mailboxes, mailboxOperators, mailCases } from '../../db/schema/mail.js';
import { shops } from '../../db/schema/orders.js';
import { teams, users } from '../../db/schema/org.js';
import { platforms } from '../../db/schema/system.js';

export type MailboxRow = typeof mailboxes.$inferSelect;
export type MailboxValues = Omit<typeof mailboxes.$inferInsert, 'id' | 'createdAt'>;

const visible = (platformIds: readonly number[]) =>
  platformIds.length
    ? or(isNull(mailboxes.platformId), inArray(mailboxes.platformId, [...platformIds]))
    : isNull(mailboxes.platformId);

/** A page of mailboxes on the caller's platforms (and those of no platform), by address. */
export async function searchMailboxes(db: Tx, input: MailboxSearchInput, platformIds: readonly number[]) {
  const where: SQL[] = [visible(platformIds)!];
  if (input.keyword) {
    const like = `%${input.keyword.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(or(ilike(mailboxes.address, like), ilike(mailboxes.senderName, like))!);
  }
  if (input.platformId) where.push(eq(mailboxes.platformId, input.platformId));
  if (input.shopId) where.push(eq(mailboxes.shopId, input.shopId));
  if (input.enabled !== undefined) where.push(eq(mailboxes.enabled, input.enabled));
  const [total] = await db
    .select({ n: count() })
    .from(mailboxes)
    .where(and(...where));
  const rows = await withNames(db)
    .where(and(...where))
    .orderBy(asc(mailboxes.address))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize);
  return { rows, total: total?.n ?? 0 };
}

function withNames(db: Tx) {
  return db
    .select({
      mailbox: mailboxes,
      platformName: platforms.enName,
      shopName: shops.name,
      teamName: teams.name,
      teamEnName: teams.enName,
    })
    .from(mailboxes)
    .leftJoin(platforms, eq(platforms.id, mailboxes.platformId))
    .leftJoin(shops, eq(shops.id, mailboxes.shopId))
    .leftJoin(teams, eq(teams.id, mailboxes.teamId))
    .$dynamic();
}
export type MailboxListRow = Awaited<ReturnType<typeof searchMailboxes>>['rows'][number];

/** One mailbox the caller may see, with its names; undefined when unknown or on another platform. */
export async function findVisible(db: Tx, id: number, platformIds: readonly number[]) {
  const [row] = await withNames(db).where(and(eq(mailboxes.id, id), visible(platformIds)));
  return row;
}

/** The mailbox row itself, locked for the write that reads it. */
export async function lockMailbox(db: Tx, id: number) {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, id)).for('update');
  return row;
}

export async function addressTaken(db: Tx, address: string, exceptId?: number) {
  const [row] = await db
    .select({ id: mailboxes.id })
    .from(mailboxes)
    .where(
      and(
        sql`lower(${mailboxes.address}) = ${address.toLowerCase()}`,
        exceptId ? ne(mailboxes.id, exceptId) : undefined,
      ),
    );
  return !!row;
}

export async function insertMailbox(db: Tx, values: MailboxValues) {
  const [row] = await db.insert(mailboxes).values(values).returning();
  return row!;
}

export async function updateMailbox(db: Tx, id: number, values: Partial<MailboxValues>) {
  const [row] = await db
    .update(mailboxes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mailboxes.id, id))
    .returning();
  return row!;
}

export async function deleteMailbox(db: Tx, id: number) {
  await db.delete(mailboxes).where(eq(mailboxes.id, id));
}

/** Mail cases per mailbox (a mailbox with cases is disabled, never deleted). */
export async function caseCounts(db: Tx, ids: readonly number[]) {
  if (!ids.length) return new Map<number, number>();
  const rows = await db
    .select({ id: mailCases.mailboxId, n: count() })
    .from(mailCases)
    .where(inArray(mailCases.mailboxId, [...ids]))
    .groupBy(mailCases.mailboxId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The operators of the mailboxes, with their names, by mailbox. */
export async function operatorsOf(db: Tx, ids: readonly number[]) {
  if (!ids.length)
    return new Map<number, { userId: number; name: string; enName: string | null; isDefault: boolean }[]>();
  const rows = await db
    .select({
      mailboxId: mailboxOperators.mailboxId,
      userId: mailboxOperators.userId,
      isDefault: mailboxOperators.isDefault,
      name: users.name,
      enName: users.enName,
    })
    .from(mailboxOperators)
    .innerJoin(users, eq(users.id, mailboxOperators.userId))
    .where(inArray(mailboxOperators.mailboxId, [...ids]))
    .orderBy(asc(users.name));
  const out = new Map<
    number,
    { userId: number; name: string; enName: string | null; isDefault: boolean }[]
  >();
  for (const r of rows) {
    const list = out.get(r.mailboxId) ?? [];
    list.push({ userId: r.userId, name: r.name, enName: r.enName, isDefault: r.isDefault });
    out.set(r.mailboxId, list);
  }
  return out;
}

/** The active users among the ids (operators must be active users). */
export async function activeUserIds(db: Tx, ids: readonly number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.status, 'active')));
  return new Set(rows.map((r) => r.id));
}

/**
 * Replaces the operators of a mailbox. An operator marked default here stops being the default elsewhere; an
 * operator left with mailboxes but no default gets their oldest one as default, so each has exactly one.
 */
export async function replaceOperators(
  db: Tx,
  mailboxId: number,
  operators: readonly { userId: number; isDefault: boolean }[],
) {
  const before = await db
    .select({ userId: mailboxOperators.userId })
    .from(mailboxOperators)
    .where(eq(mailboxOperators.mailboxId, mailboxId));
  await db.delete(mailboxOperators).where(eq(mailboxOperators.mailboxId, mailboxId));
  const defaults = operators.filter((o) => o.isDefault).map((o) => o.userId);
  if (defaults.length)
    await db
      .update(mailboxOperators)
      .set({ isDefault: false })
      .where(inArray(mailboxOperators.userId, defaults));
  if (operators.length)
    await db
      .insert(mailboxOperators)
      .values(operators.map((o) => ({ mailboxId, userId: o.userId, isDefault: o.isDefault })));
  await settleDefaults(db, [...before.map((b) => b.userId), ...operators.map((o) => o.userId)]);
}

/** Gives every listed operator who has mailboxes but no default one their oldest mailbox as default. */
export async function settleDefaults(db: Tx, userIds: readonly number[]) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  await db.execute(sql`
    UPDATE mailbox_operators o SET is_default = true
    WHERE o.user_id IN ${sql.raw(`(${ids.map(Number).join(',')})`)}
      AND o.mailbox_id = (SELECT min(x.mailbox_id) FROM mailbox_operators x WHERE x.user_id = o.user_id)
      AND NOT EXISTS (SELECT 1 FROM mailbox_operators d WHERE d.user_id = o.user_id AND d.is_default)`);
}

export async function operatorIdsOfMailbox(db: Tx, mailboxId: number) {
  const rows = await db
    .select({ userId: mailboxOperators.userId })
    .from(mailboxOperators)
    .where(eq(mailboxOperators.mailboxId, mailboxId));
  return rows.map((r) => r.userId);
}

/** The mailboxes an operator may send from, oldest first, with whether each is their default. */
export async function mailboxesOfOperator(db: Tx, userId: number) {
  return db
    .select({
      id: mailboxes.id,
      address: mailboxes.address,
      senderName: mailboxes.senderName,
      platformId: mailboxes.platformId,
      shopId: mailboxes.shopId,
      enabled: mailboxes.enabled,
      isDefault: mailboxOperators.isDefault,
    })
    .from(mailboxOperators)
    .innerJoin(mailboxes, eq(mailboxes.id, mailboxOperators.mailboxId))
    .where(eq(mailboxOperators.userId, userId))
    .orderBy(asc(mailboxes.id));
}

/** Does the installation have any mailbox yet (before the first one, MAIL_FROM is everyone's sender)? */
export async function hasAnyMailbox(db: Tx) {
  const [row] = await db.select({ id: mailboxes.id }).from(mailboxes).limit(1);
  return !!row;
}

export async function findMailbox(db: Tx, id: number) {
  const [row] = await db.select().from(mailboxes).where(eq(mailboxes.id, id));
  return row;
}

export async function platformExists(db: Tx, id: number) {
  const [row] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, id));
  return !!row;
}

export async function shopOf(db: Tx, id: number) {
  const [row] = await db
    .select({ id: shops.id, platformId: shops.platformId })
    .from(shops)
    .where(eq(shops.id, id));
  return row;
}

export async function teamExists(db: Tx, id: number) {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id));
  return !!row;
}

/** What the mailbox form picks from: platforms, their shops, teams and the active users. */
export async function formOptions(db: Tx, platformIds: readonly number[]) {
  const ids = [...platformIds];
  const [platformRows, shopRows, teamRows, userRows] = await readTogether(
    db,
    () =>
      ids.length
        ? db
            .select({ id: platforms.id, name: platforms.name, enName: platforms.enName })
            .from(platforms)
            .where(inArray(platforms.id, ids))
            .orderBy(asc(platforms.id))
        : [],
    () =>
      ids.length
        ? db
            .select({ id: shops.id, name: shops.name, platformId: shops.platformId })
            .from(shops)
            .where(inArray(shops.platformId, ids))
            .orderBy(asc(shops.name))
        : [],
    () =>
      db
        .select({ id: teams.id, name: teams.name, enName: teams.enName })
        .from(teams)
        .orderBy(asc(teams.name)),
    () =>
      db
        .select({ id: users.id, name: users.name, enName: users.enName, email: users.email })
        .from(users)
        .where(eq(users.status, 'active'))
        .orderBy(asc(users.name)),
  );
  return { platforms: platformRows, shops: shopRows, teams: teamRows, users: userRows };
}
