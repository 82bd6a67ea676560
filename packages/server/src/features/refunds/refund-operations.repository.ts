import type { RecordScope } from '@backdesk/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether } from '../../db/helpers.js';
import { orders, packages, payments, platforms, users } from '../../db/schema/index.js';
import { refundPayments, refundRouteConfigs, refunds } from '../../db/schema/refunds.js';

/** Every route configuration row of the platforms, with the platform's names. */
export async function routeConfigsOfPlatforms(db: Tx, platformIds: readonly number[]) {
  return db
    .select({
      config: refundRouteConfigs,
      platformName: platforms.enName,
      platformNameZh: platforms.name,
    })
    .from(refundRouteConfigs)
    .innerJoin(platforms, eq(platforms.id, refundRouteConfigs.platformId))
    .where(inIntegers(refundRouteConfigs.platformId, [...platformIds]))
    .orderBy(asc(refundRouteConfigs.platformId), asc(refundRouteConfigs.routeId));
}

export async function platformsByIds(db: Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(platforms)
    .where(inArray(platforms.id, [...ids]))
    .orderBy(asc(platforms.id));
}

/** Writes a platform's routes (insert or update each), locking its rows first. */
export async function saveRouteConfigs(
  db: Tx,
  platformId: number,
  routes: readonly { routeId: string; enabled: boolean; preferred: boolean }[],
) {
  await db
    .select({ id: refundRouteConfigs.id })
    .from(refundRouteConfigs)
    .where(eq(refundRouteConfigs.platformId, platformId))
    .for('update');
  const now = new Date();
  for (const r of routes)
    await db
      .insert(refundRouteConfigs)
      .values({ platformId, routeId: r.routeId, enabled: r.enabled, preferred: r.preferred, updatedAt: now })
      .onConflictDoUpdate({
        target: [refundRouteConfigs.platformId, refundRouteConfigs.routeId],
        set: { enabled: r.enabled, preferred: r.preferred, updatedAt: now },
      });
}

const creators = alias(users, 'export_creators');
const reviewers = alias(users, 'export_reviewers');

export type RefundExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** The time column an export walks: review time for audited refunds, completion time for completed ones. */
export type ExportScope = {
  statuses: number[];
  timeColumn: 'reviewedAt' | 'completedAt';
  platformIds: number[];
  from: Date;
  to: Date;
  /** Whose refunds the caller reaches under refund.export (the creator inside the scope). */
  scope: RecordScope;
};

function exportWhere(s: ExportScope): SQL {
  const column = refunds[s.timeColumn];
  return and(
    inArray(refunds.status, s.statuses),
    inIntegers(refunds.platformId, s.platformIds),
    gte(column, s.from),
    lte(column, s.to),
    userColumnInScope(s.scope, refunds.createdBy),
  )!;
}

export async function countExport(db: Tx, s: ExportScope, cap: number) {
  const [row] = await db
    .select({ n: count() })
    .from(sql`(SELECT 1 FROM ${refunds} WHERE ${exportWhere(s)} LIMIT ${cap + 1}) AS capped`);
  return Number(row?.n ?? 0);
}

/** One batch of an export in keyset order (time, id) after the given position. */
export async function exportBatch(
  db: Tx,
  s: ExportScope,
  after: { at: string; id: number } | null,
  limit: number,
) {
  const column = refunds[s.timeColumn];
  const where = after
    ? and(exportWhere(s), sql`(${column}, ${refunds.id}) > (${after.at}::timestamptz, ${after.id})`)
    : exportWhere(s);
  return db
    .select({
      refund: refunds,
      position: sql<string>`${column}::text`,
      orderNo: orders.orderNo,
      packageNo: packages.packageNo,
      platformName: platforms.enName,
      platformNameZh: platforms.name,
      creatorName: creators.name,
      creatorEnName: creators.enName,
      reviewerName: reviewers.name,
      reviewerEnName: reviewers.enName,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(packages, eq(packages.id, refunds.packageId))
    .innerJoin(platforms, eq(platforms.id, refunds.platformId))
    .innerJoin(creators, eq(creators.id, refunds.createdBy))
    .leftJoin(reviewers, eq(reviewers.id, refunds.reviewedBy))
    .where(where)
    .orderBy(asc(column), asc(refunds.id))
    .limit(limit);
}

/** The refund locked for a payout, with the payments of its order and its split. */
export async function lockRefund(db: Tx, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).for('update');
  return row;
}

export async function refundSplit(db: Tx, refundId: number) {
  return db
    .select({ part: refundPayments, transactionNo: payments.transactionNo, method: payments.method })
    .from(refundPayments)
    .innerJoin(payments, eq(payments.id, refundPayments.paymentId))
    .where(eq(refundPayments.refundId, refundId))
    .orderBy(asc(refundPayments.refundPriority), asc(refundPayments.id));
}

/**
 * Records a split's part as paid back with the provider's refund and the amount paid, only while it is not
 * recorded yet (a repeated call records nothing); answers whether it did.
 */
export async function markPartPaid(db: Tx, partId: number, providerRefundId: string, amount: string) {
  const rows = await db
    .update(refundPayments)
    .set({ providerRefundId, amount, paidAt: new Date() })
    .where(and(eq(refundPayments.id, partId), isNull(refundPayments.providerRefundId)))
    .returning({ id: refundPayments.id });
  return rows.length > 0;
}

/**
 * Records the paid part of a whole refund, only while the refund has no paid PayPal part yet (the refund row is
 * locked first, so two records of one refund go one after the other); answers whether it did.
 */
export async function insertPaidPartOnce(
  db: Tx,
  values: typeof refundPayments.$inferInsert & { refundRoute: string },
) {
  await lockRefund(db, values.refundId);
  const [already] = await db
    .select({ id: refundPayments.id })
    .from(refundPayments)
    .where(
      and(
        eq(refundPayments.refundId, values.refundId),
        eq(refundPayments.refundRoute, values.refundRoute),
        isNotNull(refundPayments.providerRefundId),
      ),
    )
    .limit(1);
  if (already) return false;
  await db.insert(refundPayments).values(values);
  return true;
}

export async function completeRefund(db: Tx, id: number) {
  const rows = await db
    .update(refunds)
    .set({ status: 9, completedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, 1)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

export type CombinedRecordFilter = {
  platformIds: number[];
  from: Date;
  to: Date;
  keyword?: string | null;
  refundRoute?: string | null;
  /** Whose refunds the caller reaches under refund.view. */
  scope: RecordScope;
};

/** The parts of combined-payment refunds, newest refund first (the combined-payment refund details list). */
export async function listCombinedRecords(
  db: Tx,
  f: CombinedRecordFilter,
  page: { limit: number; offset: number },
) {
  const conds: SQL[] = [
    inIntegers(refunds.platformId, f.platformIds),
    gte(refunds.createdAt, f.from),
    lte(refunds.createdAt, f.to),
    sql`${refunds.combinedOption} IS NOT NULL`,
  ];
  const inScope = userColumnInScope(f.scope, refunds.createdBy);
  if (inScope) conds.push(inScope);
  if (f.refundRoute) conds.push(eq(refundPayments.refundRoute, f.refundRoute));
  if (f.keyword)
    conds.push(
      or(eq(refunds.refundNo, f.keyword), eq(orders.orderNo, f.keyword), eq(packages.packageNo, f.keyword))!,
    );
  const where = and(...conds);
  const base = () =>
    db
      .select({
        part: refundPayments,
        refundNo: refunds.refundNo,
        refundStatus: refunds.status,
        combinedOption: refunds.combinedOption,
        currency: refunds.currency,
        refundCreatedAt: refunds.createdAt,
        orderId: refunds.orderId,
        orderNo: orders.orderNo,
        packageNo: packages.packageNo,
        method: payments.method,
        paymentAmount: payments.amount,
      })
      .from(refundPayments)
      .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(packages, eq(packages.id, refunds.packageId))
      .innerJoin(payments, eq(payments.id, refundPayments.paymentId));
  const [rows, [total]] = await readTogether(
    db,
    () =>
      base()
        .where(where)
        .orderBy(desc(refunds.createdAt), desc(refunds.id), asc(refundPayments.refundPriority))
        .limit(page.limit)
        .offset(page.offset),
    () =>
      db
        .select({ n: count() })
        .from(refundPayments)
        .innerJoin(refunds, eq(refunds.id, refundPayments.refundId))
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .innerJoin(packages, eq(packages.id, refunds.packageId))
        .where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}
