import type { ListSort, RecordScope, returnSortFields } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether, sortedBy } from '../../db/helpers.js';
import { orderLines, orders, packages, users } from '../../db/schema/index.js';
import { returnLines, returnStatusLog, returns } from '../../db/schema/returns.js';

export type ReturnRow = typeof returns.$inferSelect;

const listColumns = {
  ret: returns,
  orderNo: orders.orderNo,
  packageNo: packages.packageNo,
  creatorName: users.name,
  creatorEnName: users.enName,
};

const selectReturns = (db: Tx) =>
  db
    .select(listColumns)
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .innerJoin(packages, eq(packages.id, returns.packageId))
    .innerJoin(users, eq(users.id, returns.createdBy));

export type ReturnFilter = {
  platformIds: number[];
  statuses?: number[];
  returnTypes?: number[];
  warehouseLabel?: string | null;
  keyword?: string | null;
  from?: Date;
  to?: Date;
  /** Only the returns this user filed. */
  createdBy?: number;
  /** Whose returns the caller reaches (its creator inside the caller's scope). */
  scope: RecordScope;
};

function returnWhere(f: ReturnFilter): SQL | undefined {
  const conds: SQL[] = [inIntegers(returns.platformId, f.platformIds)];
  const inScope = userColumnInScope(f.scope, returns.createdBy);
  if (inScope) conds.push(inScope);
  if (f.createdBy !== undefined) conds.push(eq(returns.createdBy, f.createdBy));
  if (f.statuses?.length) conds.push(inArray(returns.status, f.statuses));
  if (f.returnTypes?.length) conds.push(inArray(returns.returnType, f.returnTypes));
  if (f.warehouseLabel) conds.push(eq(returns.warehouseLabel, f.warehouseLabel));
  if (f.from) conds.push(gte(returns.createdAt, f.from));
  if (f.to) conds.push(lte(returns.createdAt, f.to));
  if (f.keyword) {
    const k = f.keyword;
    conds.push(
      or(
        eq(returns.returnNo, k),
        eq(returns.returnTrackingNo, k),
        sql`${returns.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${k})`,
        sql`${returns.packageId} IN (SELECT ${packages.id} FROM ${packages} WHERE ${packages.packageNo} = ${k})`,
      )!,
    );
  }
  return and(...conds);
}

/** The return lists' sortable fields and their columns. */
const sortColumns = {
  returnNo: returns.returnNo,
  status: returns.status,
  returnType: returns.returnType,
  maintenanceCost: returns.maintenanceCost,
  createdAt: returns.createdAt,
};

/**
 * Newest first (served by the (platform_id, created_at, id) index), or by a sort field within the month's range;
 * the total is capped by the caller.
 */
export async function listReturns(
  db: Tx,
  f: ReturnFilter,
  sort: ListSort<(typeof returnSortFields)[number]>,
  page: { limit: number; offset: number },
  cap: number,
) {
  const where = returnWhere(f);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectReturns(db)
        .where(where)
        .orderBy(...sortedBy(sort, sortColumns, returns.id, [desc(returns.createdAt), desc(returns.id)]))
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(db.select({ id: returns.id }).from(returns).where(where).limit(cap).as('capped')),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findReturn(db: Tx, id: number) {
  const [row] = await selectReturns(db).where(eq(returns.id, id));
  return row;
}

export async function findReturns(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return selectReturns(db).where(inArray(returns.id, ids)).orderBy(asc(returns.id));
}

/** Locks the returns of a batch for the transaction's length (a concurrent transfer waits). */
export async function lockReturn(db: Tx, id: number) {
  const [row] = await db.select().from(returns).where(eq(returns.id, id)).for('update');
  return row;
}

export async function linesOfReturns(db: Tx, returnIds: number[]) {
  if (!returnIds.length) return [];
  return db
    .select()
    .from(returnLines)
    .where(inArray(returnLines.returnId, returnIds))
    .orderBy(asc(returnLines.id));
}

/** Quantities already on returns of these order lines that are still open or ended in stock or repair. */
export async function returnedQuantities(db: Tx, orderLineIds: number[], excludeStatuses: number[]) {
  if (!orderLineIds.length) return new Map<number, number>();
  const rows = await db
    .select({
      orderLineId: returnLines.orderLineId,
      quantity: sql<number>`sum(${returnLines.quantity})::int`,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .where(and(inArray(returnLines.orderLineId, orderLineIds), notInArray(returns.status, excludeStatuses)))
    .groupBy(returnLines.orderLineId);
  return new Map(rows.map((r) => [r.orderLineId, Number(r.quantity)]));
}

export async function insertReturn(db: Tx, values: typeof returns.$inferInsert) {
  const [row] = await db.insert(returns).values(values).returning();
  return row!;
}

export async function insertLines(db: Tx, rows: (typeof returnLines.$inferInsert)[]) {
  if (rows.length) await db.insert(returnLines).values(rows);
}

/** Updates a return only if it still has the status read (else someone else moved it): true when changed. */
export async function updateReturn(
  db: Tx,
  id: number,
  expectedStatus: number,
  values: Partial<typeof returns.$inferInsert>,
): Promise<boolean> {
  const changed = await db
    .update(returns)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(returns.id, id), eq(returns.status, expectedStatus)))
    .returning({ id: returns.id });
  return changed.length === 1;
}

export async function writeLog(db: Tx, values: typeof returnStatusLog.$inferInsert) {
  await db.insert(returnStatusLog).values(values);
}

export async function logOfReturn(db: Tx, returnId: number) {
  return db
    .select({
      id: returnStatusLog.id,
      action: returnStatusLog.action,
      fromStatus: returnStatusLog.fromStatus,
      toStatus: returnStatusLog.toStatus,
      note: returnStatusLog.note,
      at: returnStatusLog.at,
      userId: returnStatusLog.userId,
      userName: users.name,
      userEnName: users.enName,
    })
    .from(returnStatusLog)
    .leftJoin(users, eq(users.id, returnStatusLog.userId))
    .where(eq(returnStatusLog.returnId, returnId))
    .orderBy(asc(returnStatusLog.at), asc(returnStatusLog.id));
}

/** A batch number for printing labels together: PB + the day + a running number (unique without a lock). */
export async function nextBatchNumber(db: Tx): Promise<string> {
  const result = await db.execute<{ n: string }>(
    sql`SELECT 'PB' || to_char(now() AT TIME ZONE 'UTC', 'YYMMDD') || lpad(nextval('return_batch_no_seq')::text, 7, '0') AS n`,
  );
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as { n: string };
  return row.n;
}

/**
 * Locks order lines for the transaction's length, in id order: two returns of the same lines are checked against
 * the returnable quantity one after the other.
 */
export async function lockOrderLines(db: Tx, orderLineIds: number[]) {
  if (!orderLineIds.length) return;
  await db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(inArray(orderLines.id, orderLineIds))
    .orderBy(asc(orderLines.id))
    .for('update');
}
