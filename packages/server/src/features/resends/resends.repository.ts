import {
  type ListSort,
  ORDER_STATUS_DELETED,
  type RecordScope,
  type resendSortFields,
} from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether, sortedBy } from '../../db/helpers.js';
import { orderLines, orders, packageLines, packages, products, users } from '../../db/schema/index.js';
import { refunds } from '../../db/schema/refunds.js';
import { resendLines, resends } from '../../db/schema/resends.js';
import { workOrders } from '../../db/schema/work-orders.js';

export type ResendRow = typeof resends.$inferSelect;

const creators = alias(users, 'creators');
const auditors = alias(users, 'auditors');
const oldPackages = alias(packages, 'old_packages');
const newPackages = alias(packages, 'new_packages');

const listColumns = {
  resend: resends,
  orderNo: orders.orderNo,
  oldPackageNo: oldPackages.packageNo,
  newPackageNo: newPackages.packageNo,
  creatorName: creators.name,
  creatorEnName: creators.enName,
  auditorName: auditors.name,
  auditorEnName: auditors.enName,
};

const selectResends = (db: Tx) =>
  db
    .select(listColumns)
    .from(resends)
    .innerJoin(orders, eq(orders.id, resends.orderId))
    .innerJoin(oldPackages, eq(oldPackages.id, resends.oldPackageId))
    .innerJoin(newPackages, eq(newPackages.id, resends.newPackageId))
    .innerJoin(creators, eq(creators.id, resends.createdBy))
    .leftJoin(auditors, eq(auditors.id, resends.auditUserId));
export type FoundResend = NonNullable<Awaited<ReturnType<typeof findResend>>>;

export type ResendFilter = {
  platformIds: number[];
  statuses?: number[];
  keyword?: string | null;
  from: Date;
  to: Date;
  createdBy?: number;
  /** Whose resends the caller reaches (the creator inside the caller's record scope). */
  scope: RecordScope;
};

function resendWhere(f: ResendFilter): SQL | undefined {
  const conds: SQL[] = [
    inIntegers(resends.platformId, f.platformIds),
    gte(resends.createdAt, f.from),
    lte(resends.createdAt, f.to),
  ];
  // deleted resends are kept for the record and listed only when asked for
  conds.push(f.statuses?.length ? inArray(resends.status, f.statuses) : ne(resends.status, 9));
  if (f.createdBy) conds.push(eq(resends.createdBy, f.createdBy));
  const inScope = userColumnInScope(f.scope, resends.createdBy);
  if (inScope) conds.push(inScope);
  if (f.keyword) {
    const k = f.keyword;
    conds.push(
      or(
        sql`${resends.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${k})`,
        sql`${resends.oldPackageId} IN (SELECT ${packages.id} FROM ${packages} WHERE ${packages.packageNo} = ${k})`,
        sql`${resends.newPackageId} IN (SELECT ${packages.id} FROM ${packages} WHERE ${packages.packageNo} = ${k})`,
      )!,
    );
  }
  return and(...conds);
}

/** The resend list's sortable fields and their columns. */
const sortColumns = { status: resends.status, extraPay: resends.extraPay, createdAt: resends.createdAt };

export async function listResends(
  db: Tx,
  f: ResendFilter,
  sort: ListSort<(typeof resendSortFields)[number]>,
  page: { limit: number; offset: number },
) {
  const where = resendWhere(f);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectResends(db)
        .where(where)
        .orderBy(...sortedBy(sort, sortColumns, resends.id, [desc(resends.createdAt), desc(resends.id)]))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(resends).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findResend(db: Tx, id: number) {
  const [row] = await selectResends(db).where(eq(resends.id, id));
  return row;
}

/** The resends of an order, deleted ones left out. */
export async function resendsOfOrder(db: Tx, orderId: number, scope: RecordScope) {
  return selectResends(db)
    .where(
      and(eq(resends.orderId, orderId), ne(resends.status, 9), userColumnInScope(scope, resends.createdBy)),
    )
    .orderBy(asc(resends.id));
}

/**
 * The resends of a package (as the one reissued), deleted ones left out; with `scope`, only those the caller's
 * record scope shows (by their creator).
 */
export async function resendsOfPackage(db: Tx, packageId: number, scope?: RecordScope) {
  return selectResends(db)
    .where(
      and(
        eq(resends.oldPackageId, packageId),
        ne(resends.status, 9),
        scope ? userColumnInScope(scope, resends.createdBy) : undefined,
      ),
    )
    .orderBy(asc(resends.id));
}

/** How many resends a package ever had (deleted included): numbers the next new package. */
export async function resendCountOfPackage(db: Tx, packageId: number) {
  const [row] = await db.select({ n: count() }).from(resends).where(eq(resends.oldPackageId, packageId));
  return Number(row?.n ?? 0);
}

/** Whether the package was made by a resend (a rework package). */
export async function isResendPackage(db: Tx, packageId: number) {
  const [row] = await db
    .select({ id: resends.id })
    .from(resends)
    .where(eq(resends.newPackageId, packageId))
    .limit(1);
  return Boolean(row);
}

/** Whether a completed refund paid the package back ahead. */
export async function hasCompletedRefund(db: Tx, packageId: number) {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.packageId, packageId), eq(refunds.status, 9)))
    .limit(1);
  return Boolean(row);
}

/** The products of a package: its lines with the catalogue's codes, test and virtual flags. */
export async function productsOfPackage(db: Tx, packageId: number) {
  return db
    .select({
      sku: packageLines.sku,
      quantity: packageLines.quantity,
      orderLineId: packageLines.orderLineId,
      productId: packageLines.productId,
      poa: products.poa,
      titleEn: products.titleEn,
      titleZh: products.titleZh,
      isTest: products.isTest,
      isVirtual: products.isVirtual,
    })
    .from(packageLines)
    .leftJoin(products, eq(products.id, packageLines.productId))
    .where(eq(packageLines.packageId, packageId))
    .orderBy(asc(packageLines.id));
}

/** The order's lines with their SKU (the original order details). */
export async function orderLinesOf(db: Tx, orderId: number) {
  return db
    .select({ id: orderLines.id, sku: orderLines.sku, productId: orderLines.productId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** Catalogue products by SKU or POA (exact, case-insensitive). */
export async function productsByCodes(db: Tx, codes: string[]) {
  if (!codes.length) return [];
  const upper = codes.map((c) => c.toUpperCase());
  return db
    .select()
    .from(products)
    .where(or(inArray(sql`upper(${products.sku})`, upper), inArray(sql`upper(${products.poa})`, upper)));
}

export async function insertResend(db: Tx, values: typeof resends.$inferInsert) {
  const [row] = await db.insert(resends).values(values).returning();
  return row!;
}

/**
 * Locks a package for the transaction's length: resends of it (the existing-resend check, the next new package
 * number, an edit or a review) are made one after the other.
 */
export async function lockPackage(db: Tx, packageId: number) {
  await db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).for('update');
}

/** Locks a resend for the transaction's length (a concurrent edit, review or delete waits). */
export async function lockResend(db: Tx, id: number) {
  await db.select({ id: resends.id }).from(resends).where(eq(resends.id, id)).for('update');
}

/**
 * Changes a resend only while it has the status read (an edit, review or delete racing another loses): true when
 * changed.
 */
export async function updateResendStatus(
  db: Tx,
  id: number,
  fromStatus: number,
  values: Partial<typeof resends.$inferInsert>,
) {
  const rows = await db
    .update(resends)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(resends.id, id), eq(resends.status, fromStatus)))
    .returning({ id: resends.id });
  return rows.length > 0;
}

export async function linesOfResends(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(resendLines).where(inArray(resendLines.resendId, ids)).orderBy(asc(resendLines.id));
}

export async function replaceResendLines(
  db: Tx,
  resendId: number,
  values: (typeof resendLines.$inferInsert)[],
) {
  await db.delete(resendLines).where(eq(resendLines.resendId, resendId));
  if (values.length) await db.insert(resendLines).values(values);
}

export async function insertPackage(db: Tx, values: typeof packages.$inferInsert) {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

export async function replacePackageLines(
  db: Tx,
  packageId: number,
  values: (typeof packageLines.$inferInsert)[],
) {
  await db.delete(packageLines).where(eq(packageLines.packageId, packageId));
  if (values.length) await db.insert(packageLines).values(values);
}

export async function setPackageStatus(db: Tx, packageId: number, status: number) {
  await db.update(packages).set({ status }).where(eq(packages.id, packageId));
}

/** The dashboard's re-delivery figure: of the orders created in the range, how many have a live resend. */
export async function resendAggregate(db: Tx, scope: { platformIds: number[]; from: Date; to: Date }) {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${resends.orderId})::int` })
    .from(resends)
    .innerJoin(orders, eq(orders.id, resends.orderId))
    .where(
      and(
        inIntegers(orders.platformId, scope.platformIds),
        gte(orders.createdAt, scope.from),
        lte(orders.createdAt, scope.to),
        // deleted orders never count (the order side leaves them out too)
        ne(orders.status, ORDER_STATUS_DELETED),
        inArray(resends.status, [0, 1]),
      ),
    );
  return { redeliveredOrderCount: Number(row?.n ?? 0) };
}

/** A work order's id by its number (an edit naming the work order its resend was raised from). */
export async function workOrderIdByNo(db: Tx, workOrderNo: string) {
  const [row] = await db
    .select({ id: workOrders.id })
    .from(workOrders)
    .where(eq(workOrders.workOrderNo, workOrderNo));
  return row?.id ?? null;
}
