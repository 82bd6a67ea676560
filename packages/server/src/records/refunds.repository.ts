import type { ListSort, RecordScope, refundSortFields } from '@backdesk/domain';
import { ORDER_STATUS_DELETED } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../access/record-scope.js';
import type { Tx } from '../db/client.js';
import { inIntegers, readTogether, sortedBy } from '../db/helpers.js';
import {
  orderLines,
  orders,
  packageLines,
  packages,
  problemLabels,
  products,
  users,
} from '../db/schema/index.js';
import {
  refundLines,
  refundPayments,
  refundRequests,
  refundRouteConfigs,
  refunds,
} from '../db/schema/refunds.js';

export type RefundRow = typeof refunds.$inferSelect;

const creators = alias(users, 'creators');
const reviewers = alias(users, 'reviewers');

/** The columns of a refund in lists and views: the refund with its order, package and people. */
const listColumns = {
  refund: refunds,
  orderNo: orders.orderNo,
  packageNo: packages.packageNo,
  creatorName: creators.name,
  creatorEnName: creators.enName,
  reviewerName: reviewers.name,
  reviewerEnName: reviewers.enName,
};

const selectRefunds = (db: Tx) =>
  db
    .select(listColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(packages, eq(packages.id, refunds.packageId))
    .innerJoin(creators, eq(creators.id, refunds.createdBy))
    .leftJoin(reviewers, eq(reviewers.id, refunds.reviewedBy));

export type RefundFilter = {
  platformIds: number[];
  statuses?: number[];
  keyword?: string | null;
  from: Date;
  to: Date;
  createdBy?: number;
  /** Whose refunds the caller reaches (the creator inside the caller's record scope). */
  scope: RecordScope;
};

function refundWhere(f: RefundFilter): SQL | undefined {
  const conds: SQL[] = [
    inIntegers(refunds.platformId, f.platformIds),
    gte(refunds.createdAt, f.from),
    lte(refunds.createdAt, f.to),
  ];
  if (f.statuses?.length) conds.push(inArray(refunds.status, f.statuses));
  if (f.createdBy) conds.push(eq(refunds.createdBy, f.createdBy));
  const inScope = userColumnInScope(f.scope, refunds.createdBy);
  if (inScope) conds.push(inScope);
  if (f.keyword) {
    const k = f.keyword;
    conds.push(
      or(
        eq(refunds.refundNo, k),
        sql`${refunds.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${k})`,
        sql`${refunds.packageId} IN (SELECT ${packages.id} FROM ${packages} WHERE ${packages.packageNo} = ${k})`,
      )!,
    );
  }
  return and(...conds);
}

/** The refund list's sortable fields and their columns. */
const sortColumns = {
  refundNo: refunds.refundNo,
  status: refunds.status,
  totalAmount: refunds.totalAmount,
  percent: refunds.percent,
  createdAt: refunds.createdAt,
};

export async function listRefunds(
  db: Tx,
  f: RefundFilter,
  sort: ListSort<(typeof refundSortFields)[number]>,
  page: { limit: number; offset: number },
) {
  const where = refundWhere(f);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectRefunds(db)
        .where(where)
        .orderBy(...sortedBy(sort, sortColumns, refunds.id, [desc(refunds.createdAt), desc(refunds.id)]))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(refunds).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findRefund(db: Tx, id: number) {
  const [row] = await selectRefunds(db).where(eq(refunds.id, id));
  return row;
}

/** The refunds of an order whose creator is inside the caller's scope. */
export async function refundsOfOrder(db: Tx, orderId: number, scope: RecordScope) {
  return selectRefunds(db)
    .where(and(eq(refunds.orderId, orderId), userColumnInScope(scope, refunds.createdBy)))
    .orderBy(asc(refunds.id));
}

/** The refunds one user made with one serial number (keys are the creator's own). */
export async function refundsBySerial(db: Tx, createdBy: number, serialNumber: string) {
  return selectRefunds(db)
    .where(and(eq(refunds.createdBy, createdBy), eq(refunds.serialNumber, serialNumber)))
    .orderBy(asc(refunds.id));
}

/** The index that makes a user's serial number one createRefund request. */
export const REFUND_REQUEST_KEY = 'refund_requests_creator_serial_key';

export async function findRefundRequest(db: Tx, createdBy: number, serialNumber: string) {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.createdBy, createdBy), eq(refundRequests.serialNumber, serialNumber)));
  return row;
}

export async function insertRefundRequest(db: Tx, values: typeof refundRequests.$inferInsert) {
  await db.insert(refundRequests).values(values);
}

export async function linesOfRefunds(db: Tx, refundIds: number[]) {
  if (!refundIds.length) return [];
  return db
    .select()
    .from(refundLines)
    .where(inArray(refundLines.refundId, refundIds))
    .orderBy(asc(refundLines.id));
}

/** A refund's products with their titles on the order, in the refund's order. */
export async function linesWithTitles(db: Tx, refundId: number) {
  return db
    .select({
      id: refundLines.id,
      orderLineId: refundLines.orderLineId,
      sku: refundLines.sku,
      title: orderLines.title,
      quantity: refundLines.quantity,
      unitPrice: refundLines.unitPrice,
      discount: refundLines.discount,
      deposit: refundLines.deposit,
      amount: refundLines.amount,
    })
    .from(refundLines)
    .innerJoin(orderLines, eq(orderLines.id, refundLines.orderLineId))
    .where(eq(refundLines.refundId, refundId))
    .orderBy(asc(refundLines.id));
}

export async function paymentsOfRefunds(db: Tx, refundIds: number[]) {
  if (!refundIds.length) return [];
  return db
    .select()
    .from(refundPayments)
    .where(inArray(refundPayments.refundId, refundIds))
    .orderBy(asc(refundPayments.refundPriority));
}

/**
 * Locks an order row for the refund write that follows, so that two refunds of one order (or a refund and an
 * edit) read what was refunded so far one after the other and cannot together pass the order's amount.
 */
export async function lockOrder(tx: Tx, orderId: number) {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

/** What earlier refunds of an order took: per refund total, per package, per order line and per payment. */
/** What earlier refunds of the order took; `exceptId` leaves out the refund being edited. */
export async function refundedSoFar(db: Tx, orderId: number, exceptId?: number) {
  const ofOrder = exceptId
    ? and(eq(refunds.orderId, orderId), ne(refunds.id, exceptId))
    : eq(refunds.orderId, orderId);
  const [rows, lines, pays] = await readTogether(
    db,
    () =>
      db
        .select({
          id: refunds.id,
          refundNo: refunds.refundNo,
          packageId: refunds.packageId,
          total: refunds.totalAmount,
          /** The payment provider already paid (part of) it back. */
          // written out: Drizzle leaves the table name off columns of a one-table select
          providerPaid: sql<boolean>`exists (select 1 from refund_payments rp where rp.refund_id = "refunds"."id" and rp.provider_refund_id is not null)`,
        })
        .from(refunds)
        .where(ofOrder)
        .orderBy(asc(refunds.id)),
    () =>
      db
        .select({
          orderLineId: refundLines.orderLineId,
          quantity: sql<number>`sum(${refundLines.quantity})::int`,
        })
        .from(refundLines)
        .innerJoin(refunds, eq(refunds.id, refundLines.refundId))
        .where(ofOrder)
        .groupBy(refundLines.orderLineId),
    () =>
      db
        .select({ paymentId: refundPayments.paymentId, amount: sql<string>`sum(${refundPayments.amount})` })
        .from(refundPayments)
        .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
        .where(ofOrder)
        .groupBy(refundPayments.paymentId),
  );
  return { refunds: rows, lines, payments: pays };
}

export async function routeConfigsOf(db: Tx, platformId: number) {
  return db
    .select()
    .from(refundRouteConfigs)
    .where(eq(refundRouteConfigs.platformId, platformId))
    .orderBy(asc(refundRouteConfigs.routeId));
}

export async function insertRefund(db: Tx, values: typeof refunds.$inferInsert) {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function insertRefundLines(db: Tx, values: (typeof refundLines.$inferInsert)[]) {
  if (values.length) await db.insert(refundLines).values(values);
}

export async function insertRefundPayments(db: Tx, values: (typeof refundPayments.$inferInsert)[]) {
  if (values.length) await db.insert(refundPayments).values(values);
}

export async function updateRefundStatus(
  db: Tx,
  id: number,
  fromStatus: number,
  values: Partial<typeof refunds.$inferInsert>,
) {
  const rows = await db
    .update(refunds)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, fromStatus)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export async function deleteRefund(db: Tx, id: number) {
  await db.delete(refunds).where(eq(refunds.id, id));
}

/** A refund that cancels the order moves it to 13 (cancel order). */
export async function cancelOrder(db: Tx, orderId: number) {
  await db.update(orders).set({ status: 13, updatedAt: new Date() }).where(eq(orders.id, orderId));
}

/**
 * The dashboard's refund figures: of the orders created in the range on the platforms, how many have a refund,
 * and the refunded amount per currency.
 */
export async function refundAggregate(db: Tx, scope: { platformIds: number[]; from: Date; to: Date }) {
  const rows = await db
    .select({
      currency: refunds.currency,
      orderCount: sql<number>`count(DISTINCT ${refunds.orderId})::int`,
      amount: sql<string>`sum(${refunds.totalAmount})::numeric(18,4)::text`,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        inIntegers(orders.platformId, scope.platformIds),
        gte(orders.createdAt, scope.from),
        lte(orders.createdAt, scope.to),
        // deleted orders never count (the order side leaves them out too)
        ne(orders.status, ORDER_STATUS_DELETED),
      ),
    )
    .groupBy(refunds.currency)
    .orderBy(asc(refunds.currency));
  return {
    refundedOrderCount: rows.reduce((n, r) => n + Number(r.orderCount), 0),
    amount: rows.map((r) => ({ currency: r.currency, amount: r.amount })),
  };
}

/** An edited refund's products and payment split are written again. */
export async function clearRefundLinesAndPayments(db: Tx, refundId: number) {
  await db.delete(refundLines).where(eq(refundLines.refundId, refundId));
  await db.delete(refundPayments).where(eq(refundPayments.refundId, refundId));
}

/** A question label by id (the reason generation reads its Chinese and English names). */
export async function findProblemLabel(db: Tx, id: number) {
  const [row] = await db
    .select({ id: problemLabels.id, name: problemLabels.name, enName: problemLabels.enName })
    .from(problemLabels)
    .where(eq(problemLabels.id, id));
  return row;
}

/** Whether each product of a package is a test product (lines without a catalogue product count as not). */
export async function testFlagsOfPackage(db: Tx, packageId: number) {
  return db
    .select({ isTest: sql<boolean>`coalesce(${products.isTest}, false)` })
    .from(packageLines)
    .leftJoin(products, eq(products.id, packageLines.productId))
    .where(eq(packageLines.packageId, packageId));
}
