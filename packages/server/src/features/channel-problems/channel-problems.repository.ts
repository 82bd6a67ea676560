import type { channelProblemSortFields, ListSort, RecordScope } from '@backdesk/domain';
import { CHANNEL_COMPLETED } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether, sortedBy } from '../../db/helpers.js';
import { channelProblemLogs, channelProblems } from '../../db/schema/channel-problems.js';
import { orders, packages, users } from '../../db/schema/index.js';

export type ChannelProblemRow = typeof channelProblems.$inferSelect;

const assigners = alias(users, 'assigners');
const creators = alias(users, 'creators');

const selectItems = (db: Tx) =>
  db
    .select({
      item: channelProblems,
      orderNo: orders.orderNo,
      packageNo: packages.packageNo,
      trackingNo: packages.trackingNo,
      assignerName: assigners.name,
      assignerEnName: assigners.enName,
      creatorName: creators.name,
      creatorEnName: creators.enName,
    })
    .from(channelProblems)
    .innerJoin(orders, eq(orders.id, channelProblems.orderId))
    .innerJoin(packages, eq(packages.id, channelProblems.packageId))
    .innerJoin(assigners, eq(assigners.id, channelProblems.assignerId))
    .innerJoin(creators, eq(creators.id, channelProblems.createdBy));

export type ChannelProblemFilter = {
  platformIds: number[];
  from: Date;
  to: Date;
  keyword?: string | null;
  processingStatuses?: number[];
  returnStatuses?: number[];
  /** Whose items the caller reaches (creator or assignee inside the caller's scope). */
  scope: RecordScope;
};

/** An item is inside a scope when its creator or its assignee is (its owners, `channelProblemOwners`). */
function itemInScope(scope: RecordScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(
    userColumnInScope(scope, channelProblems.createdBy),
    userColumnInScope(scope, channelProblems.assignerId),
  );
}

function where(f: ChannelProblemFilter): SQL | undefined {
  const conds: SQL[] = [
    inIntegers(channelProblems.platformId, f.platformIds),
    gte(channelProblems.createdAt, f.from),
    lte(channelProblems.createdAt, f.to),
  ];
  const inScope = itemInScope(f.scope);
  if (inScope) conds.push(inScope);
  if (f.processingStatuses?.length)
    conds.push(inArray(channelProblems.processingStatus, f.processingStatuses));
  if (f.returnStatuses?.length) conds.push(inArray(channelProblems.returnStatus, f.returnStatuses));
  if (f.keyword) {
    const k = f.keyword;
    conds.push(
      or(
        eq(channelProblems.foreignReturnTrackingNumber, k),
        sql`${channelProblems.packageId} IN (SELECT ${packages.id} FROM ${packages} WHERE ${packages.packageNo} = ${k} OR ${packages.trackingNo} = ${k})`,
        sql`${channelProblems.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${k})`,
      )!,
    );
  }
  return and(...conds);
}

/** The list's sortable fields and their columns. */
const sortColumns = {
  processingDeadline: channelProblems.processingDeadline,
  returnStatus: channelProblems.returnStatus,
  processingStatus: channelProblems.processingStatus,
  createdAt: channelProblems.createdAt,
};

export async function listItems(
  db: Tx,
  f: ChannelProblemFilter,
  sort: ListSort<(typeof channelProblemSortFields)[number]>,
  page: { limit: number; offset: number },
  cap: number,
) {
  const w = where(f);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectItems(db)
        .where(w)
        .orderBy(
          ...sortedBy(sort, sortColumns, channelProblems.id, [
            desc(channelProblems.createdAt),
            desc(channelProblems.id),
          ]),
        )
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(db.select({ id: channelProblems.id }).from(channelProblems).where(w).limit(cap).as('capped')),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findItem(db: Tx, id: number) {
  const [row] = await selectItems(db).where(eq(channelProblems.id, id));
  return row;
}

export async function itemsOfOrder(db: Tx, orderId: number, scope: RecordScope) {
  return selectItems(db)
    .where(and(eq(channelProblems.orderId, orderId), itemInScope(scope)))
    .orderBy(asc(channelProblems.id));
}

/**
 * The unfinished item of an order (spec 3 §4: saving overwrites it), locked for the save's transaction. The
 * partial unique index channel_problems_order_unfinished_uq keeps it to one.
 */
export async function unfinishedOfOrder(db: Tx, orderId: number) {
  const [row] = await db
    .select()
    .from(channelProblems)
    .where(and(eq(channelProblems.orderId, orderId), ne(channelProblems.processingStatus, CHANNEL_COMPLETED)))
    .orderBy(desc(channelProblems.createdAt), desc(channelProblems.id))
    .limit(1)
    .for('update');
  return row;
}

/** The unique index that allows one unfinished item per order. */
export const UNFINISHED_OF_ORDER_INDEX = 'channel_problems_order_unfinished_uq';

/** A package by its number or its tracking number. */
export async function packageByNoOrTracking(db: Tx, text: string) {
  const [row] = await db
    .select({
      id: packages.id,
      orderId: packages.orderId,
      platformId: packages.platformId,
      packageNo: packages.packageNo,
    })
    .from(packages)
    .where(or(eq(packages.packageNo, text), eq(packages.trackingNo, text)))
    .orderBy(desc(packages.id))
    .limit(1);
  return row;
}

export async function insertItem(db: Tx, values: typeof channelProblems.$inferInsert) {
  const [row] = await db.insert(channelProblems).values(values).returning();
  return row!;
}

/** Updates an item the transaction has locked (`lockItem`, `unfinishedOfOrder`): true when changed. */
export async function updateItem(
  db: Tx,
  id: number,
  values: Partial<typeof channelProblems.$inferInsert>,
): Promise<boolean> {
  const changed = await db
    .update(channelProblems)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(channelProblems.id, id))
    .returning({ id: channelProblems.id });
  return changed.length === 1;
}

export async function lockItem(db: Tx, id: number) {
  const [row] = await db.select().from(channelProblems).where(eq(channelProblems.id, id)).for('update');
  return row;
}

export async function writeLog(db: Tx, values: typeof channelProblemLogs.$inferInsert) {
  await db.insert(channelProblemLogs).values(values);
}

export async function logOf(db: Tx, id: number) {
  return db
    .select({
      id: channelProblemLogs.id,
      action: channelProblemLogs.action,
      detail: channelProblemLogs.detail,
      at: channelProblemLogs.at,
      userId: channelProblemLogs.userId,
      userName: users.name,
      userEnName: users.enName,
    })
    .from(channelProblemLogs)
    .leftJoin(users, eq(users.id, channelProblemLogs.userId))
    .where(eq(channelProblemLogs.channelProblemId, id))
    .orderBy(asc(channelProblemLogs.at), asc(channelProblemLogs.id));
}

export async function userName(db: Tx, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, enName: users.enName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Active users an item may be assigned to, by the start of the name, English name or e-mail (20 at most). */
export async function searchAssigners(db: Tx, keyword: string) {
  const k = `${keyword
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: users.id, name: users.name, enName: users.enName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        keyword.trim()
          ? or(
              sql`lower(${users.name}) LIKE ${k}`,
              sql`lower(coalesce(${users.enName}, '')) LIKE ${k}`,
              sql`lower(${users.email}) LIKE ${k}`,
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(20);
}
