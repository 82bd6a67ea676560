import type { ListSort, RecordScope } from '@backdesk/domain';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether, sortedBy } from '../../db/helpers.js';
import {
  coupons,
  customerBlacklist,
  customers,
  exchangeRates,
  orders,
  pointsGrants,
  systemDictionary,
  users,
} from '../../db/schema/index.js';

export type PointsRow = typeof pointsGrants.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
type GrantTable = typeof pointsGrants | typeof coupons;

/** The customer of a grant, locked: requests for one customer are checked for repeats one after the other. */
export async function lockCustomer(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: customers.id, platformId: customers.platformId })
    .from(customers)
    .where(eq(customers.id, id))
    .for('update');
  return row;
}

/** The currency list (the currencies with an exchange rate). */
export async function currencyCodes(tx: Tx) {
  return (await tx.select({ currency: exchangeRates.currency }).from(exchangeRates)).map((r) => r.currency);
}

/** A customer's platform, for a read. */
export async function customerOf(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: customers.id, platformId: customers.platformId })
    .from(customers)
    .where(eq(customers.id, id));
  return row;
}

export async function orderByNo(tx: Tx, orderNo: string) {
  const [row] = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      customerId: orders.customerId,
      platformId: orders.platformId,
    })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  return row;
}

export async function blacklistTypeOf(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ type: customerBlacklist.blacklistType })
    .from(customerBlacklist)
    .where(eq(customerBlacklist.customerId, customerId));
  return row?.type ?? null;
}

export async function dictionaryValue(tx: Tx, code: string) {
  const [row] = await tx
    .select({ value: systemDictionary.value })
    .from(systemDictionary)
    .where(eq(systemDictionary.code, code));
  return row?.value;
}

export async function setBlacklist(
  tx: Tx,
  values: { customerId: number; blacklistType: string | null; note: string | null; createdBy: number },
) {
  if (!values.blacklistType) {
    await tx.delete(customerBlacklist).where(eq(customerBlacklist.customerId, values.customerId));
    return;
  }
  const row = { ...values, blacklistType: values.blacklistType };
  await tx
    .insert(customerBlacklist)
    .values(row)
    .onConflictDoUpdate({
      target: customerBlacklist.customerId,
      set: {
        blacklistType: row.blacklistType,
        note: row.note,
        createdBy: row.createdBy,
        createdAt: new Date(),
      },
    });
}

/** The grants of a customer asked for since a time (the repeat window). */
export async function grantsSince(tx: Tx, table: GrantTable, customerId: number, since: Date) {
  return tx
    .select({
      id: table.id,
      customerId: table.customerId,
      reason: table.reason,
      createdAt: table.createdAt,
      status: table.status,
    })
    .from(table)
    .where(and(eq(table.customerId, customerId), gte(table.createdAt, since)));
}

export async function insertPoints(tx: Tx, values: typeof pointsGrants.$inferInsert) {
  const [row] = await tx.insert(pointsGrants).values(values).returning();
  return row!;
}

export async function insertCoupon(tx: Tx, values: typeof coupons.$inferInsert) {
  const [row] = await tx.insert(coupons).values(values).returning();
  return row!;
}

export async function lockPoints(tx: Tx, id: number) {
  const [row] = await tx.select().from(pointsGrants).where(eq(pointsGrants.id, id)).for('update');
  return row;
}

export async function lockCoupon(tx: Tx, id: number) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** Moves a points grant from one status to another; false when it was no longer in the first. */
export async function updatePoints(tx: Tx, id: number, from: string, values: Partial<PointsRow>) {
  const rows = await tx
    .update(pointsGrants)
    .set(values)
    .where(and(eq(pointsGrants.id, id), eq(pointsGrants.status, from)))
    .returning({ id: pointsGrants.id });
  return rows.length > 0;
}

export async function updateCoupon(tx: Tx, id: number, from: string, values: Partial<CouponRow>) {
  const rows = await tx
    .update(coupons)
    .set(values)
    .where(and(eq(coupons.id, id), eq(coupons.status, from)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** A customer's balance: the sum of the approved and released ledger rows. */
export async function pointsBalanceOf(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${pointsGrants.points})` })
    .from(pointsGrants)
    .where(
      and(eq(pointsGrants.customerId, customerId), inArray(pointsGrants.status, ['approved', 'released'])),
    );
  return Number(row?.sum ?? 0);
}

/** The grants of an order, locked, for its reversal when the order is refunded. */
export async function grantsOfOrderForUpdate(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(pointsGrants)
    .where(eq(pointsGrants.orderId, orderId))
    .orderBy(pointsGrants.id)
    .for('update');
}

/** The approved grants whose release time has come. */
export async function dueReleases(tx: Tx, now: Date) {
  return tx
    .select({ id: pointsGrants.id })
    .from(pointsGrants)
    .where(and(eq(pointsGrants.status, 'approved'), lte(pointsGrants.releaseAt, now)));
}

export type GrantFilter = {
  platformIds: number[];
  from: Date;
  to: Date;
  status?: string;
  customerId?: number;
  orderNo?: string;
  requestedBy?: number;
  /** Whose requests the caller reaches. */
  scope: RecordScope;
};

const requesters = alias(users, 'requesters');
const reviewers = alias(users, 'reviewers');

function grantWhere(table: GrantTable, f: GrantFilter, extra: SQL[] = []) {
  const conds: SQL[] = [
    inIntegers(table.platformId, f.platformIds),
    gte(table.createdAt, f.from),
    lte(table.createdAt, f.to),
    ...extra,
  ];
  if (f.customerId) conds.push(eq(table.customerId, f.customerId));
  if (f.requestedBy) conds.push(eq(table.requestedBy, f.requestedBy));
  if (f.orderNo)
    conds.push(
      sql`${table.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${f.orderNo})`,
    );
  const inScope = userColumnInScope(f.scope, table.requestedBy);
  if (inScope) conds.push(inScope);
  return and(...conds);
}

const joined = {
  customerName: customers.name,
  orderNo: orders.orderNo,
  requesterName: requesters.name,
  requesterEnName: requesters.enName,
  reviewerName: reviewers.name,
  reviewerEnName: reviewers.enName,
};

const selectPoints = (db: Tx) =>
  db
    .select({ row: pointsGrants, ...joined })
    .from(pointsGrants)
    .innerJoin(customers, eq(customers.id, pointsGrants.customerId))
    .leftJoin(orders, eq(orders.id, pointsGrants.orderId))
    .innerJoin(requesters, eq(requesters.id, pointsGrants.requestedBy))
    .leftJoin(reviewers, eq(reviewers.id, pointsGrants.reviewedBy));
export type FoundPoints = Awaited<ReturnType<typeof findPoints>>[number];

const selectCoupons = (db: Tx) =>
  db
    .select({ row: coupons, ...joined })
    .from(coupons)
    .innerJoin(customers, eq(customers.id, coupons.customerId))
    .leftJoin(orders, eq(orders.id, coupons.orderId))
    .innerJoin(requesters, eq(requesters.id, coupons.requestedBy))
    .leftJoin(reviewers, eq(reviewers.id, coupons.reviewedBy));
export type FoundCoupon = Awaited<ReturnType<typeof findCoupons>>[number];

export const findPoints = (db: Tx, ids: number[]) => selectPoints(db).where(inArray(pointsGrants.id, ids));
export const findCoupons = (db: Tx, ids: number[]) => selectCoupons(db).where(inArray(coupons.id, ids));

type Page = { limit: number; offset: number };
type Sort = ListSort<'createdAt' | 'status'>;

export async function listPoints(db: Tx, f: GrantFilter, sort: Sort, page: Page) {
  const statusCond = f.status ? [eq(pointsGrants.status, f.status)] : [];
  const where = grantWhere(pointsGrants, f, statusCond);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectPoints(db)
        .where(where)
        .orderBy(
          ...sortedBy(
            sort,
            { createdAt: pointsGrants.createdAt, status: pointsGrants.status },
            pointsGrants.id,
            [desc(pointsGrants.createdAt), desc(pointsGrants.id)],
          ),
        )
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(pointsGrants).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/** The stored condition of a shown coupon status: expired and issued are told apart by the validity date. */
function couponStatusCond(status: string | undefined, today: string): SQL[] {
  if (!status) return [];
  if (status === 'expired') return [eq(coupons.status, 'issued'), sql`${coupons.validityDate} < ${today}`];
  if (status === 'issued') return [eq(coupons.status, 'issued'), sql`${coupons.validityDate} >= ${today}`];
  return [eq(coupons.status, status)];
}

export async function listCoupons(db: Tx, f: GrantFilter, today: string, sort: Sort, page: Page) {
  const where = grantWhere(coupons, f, couponStatusCond(f.status, today));
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectCoupons(db)
        .where(where)
        .orderBy(
          ...sortedBy(sort, { createdAt: coupons.createdAt, status: coupons.status }, coupons.id, [
            desc(coupons.createdAt),
            desc(coupons.id),
          ]),
        )
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(coupons).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}
