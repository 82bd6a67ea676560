import { and, desc, eq, exists, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { anyId, inIntegers, readTogether, sortedBy } from '../db/helpers.js';
import { customers, orders, packages, payments, platforms, shops } from '../db/schema/index.js';
import type { OrderFilter, OrderSort } from './orders.repository.js';

const timeColumn = {
  created: packages.createdAt,
  import: packages.importAt,
  handover: packages.handoverAt,
  consign: packages.consignAt,
  delivery: packages.deliveryAt,
  sign: packages.signAt,
} as const;

/** The WHERE clause of the package list: package columns, the shop and payment method through the order. */
export function packageWhere(f: OrderFilter & { packageIds?: number[] }): SQL | undefined {
  const conds: SQL[] = [inIntegers(packages.platformId, f.platformIds)];
  if (f.packageIds) conds.push(anyId(packages.id, f.packageIds));
  if (f.statuses?.length) conds.push(inArray(packages.status, f.statuses));
  if (f.processingCentres?.length) conds.push(inArray(packages.processingCentre, f.processingCentres));
  if (f.logisticMethods?.length) conds.push(inArray(packages.logisticMethod, f.logisticMethods));
  if (f.trackingStatuses?.length) conds.push(inArray(packages.trackingStatus, f.trackingStatuses));
  if (f.shopIds?.length) conds.push(inArray(orders.shopId, f.shopIds));
  if (f.paymentMethods?.length)
    conds.push(
      exists(
        sql`(SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${packages.orderId} AND ${inArray(payments.method, f.paymentMethods)})`,
      ),
    );
  for (const r of f.ranges) {
    const column = timeColumn[r.range];
    // Other than the created time (the list's order), a range is fetched through its own index first.
    if (r.range === 'created') conds.push(gte(column, r.from), lte(column, r.to));
    else
      conds.push(
        sql`${packages.id} = ANY(ARRAY(SELECT p2.id FROM ${packages} p2 WHERE p2.${sql.identifier(column.name)} >= ${r.from} AND p2.${sql.identifier(column.name)} <= ${r.to}))`,
      );
  }
  return and(...conds);
}

export const packageListColumns = {
  id: packages.id,
  packageNo: packages.packageNo,
  orderId: packages.orderId,
  orderNo: orders.orderNo,
  originalOrderId: orders.originalOrderId,
  platformId: packages.platformId,
  platformName: platforms.enName,
  platformNameZh: platforms.name,
  shopId: orders.shopId,
  shopName: shops.name,
  customerName: customers.name,
  status: packages.status,
  orderStatus: orders.status,
  processingCentre: packages.processingCentre,
  logisticMethod: packages.logisticMethod,
  transportLevel: packages.transportLevel,
  forwarder: packages.forwarder,
  carrier: packages.carrier,
  trackingNo: packages.trackingNo,
  trackingStatus: packages.trackingStatus,
  deliveryStatus: packages.deliveryStatus,
  currency: orders.currency,
  orderTotalAmount: orders.totalAmount,
  shipCountry: orders.shipCountry,
  createdAt: packages.createdAt,
  importAt: packages.importAt,
  handoverAt: packages.handoverAt,
  consignAt: packages.consignAt,
  deliveryAt: packages.deliveryAt,
  signAt: packages.signAt,
};

/** A page of packages, newest first or by created time (the package's, walking its (…, created_at, id) index). */
export async function listPackages(
  db: Tx,
  f: OrderFilter & { packageIds?: number[] },
  sort: OrderSort,
  page: { limit: number; offset: number },
) {
  return db
    .select(packageListColumns)
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(platforms, eq(platforms.id, packages.platformId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(packageWhere(f))
    .orderBy(
      ...sortedBy(sort, { createdAt: packages.createdAt }, packages.id, [
        desc(packages.createdAt),
        desc(packages.id),
      ]),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPackages(db: Tx, f: OrderFilter & { packageIds?: number[] }, cap: number) {
  const inner = db
    .select({ one: sql`1` })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .where(packageWhere(f))
    .limit(cap + 1)
    .as('matched');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(row?.n ?? 0);
}

/** Package ids a list keyword names: package number (prefix), tracking number, order number or original id. */
export async function packageIdsByKeyword(db: Tx, keyword: string, platformIds: number[], cap: number) {
  const upper = keyword.toUpperCase();
  const pattern = `${upper.replace(/[\\%_]/g, '\\$&')}%`;
  const [byNo, byTracking, byOrder] = await readTogether(
    db,
    () =>
      db
        .select({ id: packages.id })
        .from(packages)
        .where(and(sql`${packages.packageNo} LIKE ${pattern}`, inIntegers(packages.platformId, platformIds)))
        .orderBy(sql`${packages.packageNo} USING ~>~`)
        .limit(cap),
    () =>
      db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.trackingNo, keyword), inIntegers(packages.platformId, platformIds)))
        .limit(cap),
    () =>
      db
        .select({ id: packages.id })
        .from(packages)
        .innerJoin(orders, eq(orders.id, packages.orderId))
        .where(
          and(
            or(eq(orders.orderNo, upper), eq(orders.originalOrderId, keyword)),
            inIntegers(orders.platformId, platformIds),
          ),
        )
        .limit(cap),
  );
  return [...new Set([...byNo, ...byTracking, ...byOrder].map((r) => r.id))];
}

export async function findPackageByNo(db: Tx, packageNo: string) {
  const [row] = await db
    .select({
      pkg: packages,
      orderNo: orders.orderNo,
      originalOrderId: orders.originalOrderId,
      orderStatus: orders.status,
      orderType: orders.orderType,
      currency: orders.currency,
      orderTotalAmount: orders.totalAmount,
      shopId: orders.shopId,
      shopName: shops.name,
      platformName: platforms.enName,
      platformNameZh: platforms.name,
      customerId: orders.customerId,
      shipName: orders.shipName,
      shipPhone: orders.shipPhone,
      shipCountry: orders.shipCountry,
      shipState: orders.shipState,
      shipCity: orders.shipCity,
      shipPostcode: orders.shipPostcode,
      shipAddress1: orders.shipAddress1,
      shipAddress2: orders.shipAddress2,
    })
    .from(packages)
    .innerJoin(orders, eq(orders.id, packages.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(platforms, eq(platforms.id, packages.platformId))
    .where(eq(packages.packageNo, packageNo));
  return row;
}
