import { MERGED_STATUS, shippedStatuses } from '@backdesk/domain';
import { and, desc, eq, inArray, like, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  abnormalOrders,
  orderLines,
  orders,
  packageInterceptions,
  packageLines,
  packages,
  products,
  users,
} from '../../db/schema/index.js';

/** The package status of a parcel replaced by an exchange (deleted, as a package the warehouse drops). */
export const EXCHANGED_STATUS = 9;

/** The parcel of a work order, locked for a change. */
export async function lockParcel(tx: Tx, packageId: number | null) {
  if (packageId === null) return undefined;
  const [row] = await tx.select().from(packages).where(eq(packages.id, packageId)).for('update');
  return row;
}

/** The order facts the details calls read: status, type, error, platform, the platform's order id, address. */
export async function orderFactsOf(db: Tx, orderId: number | null) {
  if (orderId === null) return undefined;
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      orderType: orders.orderType,
      errorMessage: orders.errorMessage,
      platformId: orders.platformId,
      originalOrderId: orders.originalOrderId,
      currency: orders.currency,
      paidAt: orders.paidAt,
      lang: orders.lang,
      shipCountry: orders.shipCountry,
      shipState: orders.shipState,
      shipCity: orders.shipCity,
      shipPostcode: orders.shipPostcode,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * The order's lines with what this parcel holds of each and what the order's other open parcels (not shipped,
 * merged or exchanged away) hold.
 */
export async function parcelLinesOf(db: Tx, orderId: number, packageId: number) {
  const lines = await db
    .select({
      orderLineId: orderLines.id,
      sku: orderLines.sku,
      title: orderLines.title,
      productId: orderLines.productId,
      unitPrice: orderLines.unitPrice,
      ordered: orderLines.quantity,
      quantity: sql<number>`coalesce((SELECT sum(pl.quantity) FROM package_lines pl WHERE pl.package_id = ${packageId} AND pl.order_line_id = order_lines.id), 0)::int`,
      inOtherParcels: sql<number>`coalesce((SELECT sum(pl.quantity) FROM package_lines pl JOIN packages p ON p.id = pl.package_id WHERE pl.order_line_id = order_lines.id AND p.id <> ${packageId} AND p.status NOT IN (${sql.join(
        [...shippedStatuses, MERGED_STATUS, EXCHANGED_STATUS].map((s) => sql`${s}`),
        sql`, `,
      )})), 0)::int`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.id);
  return lines;
}

/** Replaces the parcel's lines (lines with no quantity are left out). */
export async function replaceParcelLines(
  tx: Tx,
  packageId: number,
  lines: { orderLineId: number; productId: number | null; sku: string; quantity: number }[],
) {
  await tx.delete(packageLines).where(eq(packageLines.packageId, packageId));
  const kept = lines.filter((l) => l.quantity > 0);
  if (kept.length) await tx.insert(packageLines).values(kept.map((l) => ({ packageId, ...l })));
}

export async function updateParcel(tx: Tx, packageId: number, change: Partial<typeof packages.$inferInsert>) {
  await tx.update(packages).set(change).where(eq(packages.id, packageId));
}

/** The next exchange number of a parcel: its base number followed by -X1, -X2 ... */
export async function exchangeNoFor(tx: Tx, packageNo: string) {
  const base = packageNo.replace(/-X\d+$/, '');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(packages)
    .where(like(packages.packageNo, `${base.replace(/[\\%_]/g, '\\$&')}-X%`));
  return `${base}-X${(row?.n ?? 0) + 1}`;
}

/** A new parcel taking the place of an exchanged one: its logistics, tracking cleared, its lines moved to it. */
export async function exchangeParcel(tx: Tx, old: typeof packages.$inferSelect, packageNo: string) {
  const [made] = await tx
    .insert(packages)
    .values({
      packageNo,
      orderId: old.orderId,
      platformId: old.platformId,
      status: old.status,
      processingCentre: old.processingCentre,
      logisticMethod: old.logisticMethod,
      transportLevel: old.transportLevel,
      forwarder: old.forwarder,
      carrier: old.carrier,
      deliveryStatus: 1,
      transactionId: old.transactionId,
    })
    .returning({ id: packages.id, packageNo: packages.packageNo });
  await tx.update(packageLines).set({ packageId: made!.id }).where(eq(packageLines.packageId, old.id));
  await tx.update(packages).set({ status: EXCHANGED_STATUS }).where(eq(packages.id, old.id));
  return made!;
}

/** The catalogue's products of these SKUs (title and list price for the customs declaration). */
export async function productsOf(db: Tx, skus: string[]) {
  if (!skus.length) return [];
  return db
    .select({ sku: products.sku, titleEn: products.titleEn, price: products.price })
    .from(products)
    .where(inArray(products.sku, skus));
}

export async function updateAbnormalColumns(
  tx: Tx,
  workOrderId: number,
  change: Partial<typeof abnormalOrders.$inferInsert>,
) {
  await tx.update(abnormalOrders).set(change).where(eq(abnormalOrders.workOrderId, workOrderId));
}

/** The interceptions of the order's parcels, newest first, with the names of who asked. */
export async function interceptionsOfOrder(db: Tx, orderId: number) {
  return db
    .select({
      id: packageInterceptions.id,
      packageNo: packages.packageNo,
      reason: packageInterceptions.reason,
      targetStatus: packageInterceptions.targetStatus,
      fromStatus: packageInterceptions.fromStatus,
      toStatus: packageInterceptions.toStatus,
      userName: users.name,
      userEnName: users.enName,
      createdAt: packageInterceptions.createdAt,
    })
    .from(packageInterceptions)
    .innerJoin(packages, eq(packages.id, packageInterceptions.packageId))
    .leftJoin(users, eq(users.id, packageInterceptions.userId))
    .where(eq(packageInterceptions.orderId, orderId))
    .orderBy(desc(packageInterceptions.id));
}

/** The order's unshipped parcels (a submitted order's parcels go back with it). */
export async function moveOpenParcels(tx: Tx, orderId: number, status: number) {
  await tx
    .update(packages)
    .set({ status })
    .where(
      and(
        eq(packages.orderId, orderId),
        eq(packages.deliveryStatus, 1),
        notInArray(packages.status, [...shippedStatuses, MERGED_STATUS, EXCHANGED_STATUS]),
        ne(packages.status, status),
      ),
    );
}

/** The parcel, read without a lock (the details screen). */
export async function parcelRead(db: Tx, packageId: number) {
  const [row] = await db.select().from(packages).where(eq(packages.id, packageId));
  return row;
}

/** Bounds the transaction's statements (an exchange gives up within the spec's 60 s). */
export async function statementTimeout(tx: Tx, ms: number) {
  await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.trunc(ms)}`));
}

/** The parcel with its lines beside the order's (the details screen's edit); null without an order or parcel. */
export async function parcelView(db: Tx, orderId: number | null, packageId: number | null) {
  if (orderId === null || packageId === null) return null;
  const parcel = await parcelRead(db, packageId);
  if (!parcel) return null;
  const lines = await parcelLinesOf(db, orderId, packageId);
  return {
    packageNo: parcel.packageNo,
    processingCentre: parcel.processingCentre,
    logisticMethod: parcel.logisticMethod,
    transportLevel: parcel.transportLevel,
    deliveryStatus: parcel.deliveryStatus,
    lines: lines.map(({ orderLineId, sku, title, ordered, inOtherParcels, quantity }) => ({
      orderLineId,
      sku,
      title,
      ordered,
      inOtherParcels,
      quantity,
    })),
  };
}

/** A parcel by its number, locked (the carrier's tracking update). */
export async function lockParcelByNo(tx: Tx, packageNo: string) {
  const [row] = await tx.select().from(packages).where(eq(packages.packageNo, packageNo)).for('update');
  return row;
}
