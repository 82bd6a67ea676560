import type { HistoryEvent, ImportOrder } from '@backdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  customers,
  orderLines,
  orders,
  packageLines,
  packages,
  payments,
  products,
  shops,
} from '../../db/schema/index.js';
import { writeHistory } from '../../records/order-history.repository.js';

/** Every shop (a short list: a few per platform). */
export async function allShops(db: Tx) {
  return db
    .select({ id: shops.id, platformId: shops.platformId, name: shops.name, currency: shops.currency })
    .from(shops)
    .orderBy(shops.platformId, shops.name);
}

/** The products of the given SKUs (exact and upper-case spellings), through the SKU index. */
export async function productsBySku(db: Tx, skus: string[]) {
  const wanted = [...new Set(skus.flatMap((s) => [s, s.toUpperCase()]))];
  if (!wanted.length) return [];
  return db
    .select({ id: products.id, sku: products.sku, titleEn: products.titleEn, isVirtual: products.isVirtual })
    .from(products)
    .where(inArray(products.sku, wanted));
}

/** The orders already holding one of these original order ids, as (shop, id) pairs. */
export async function ordersByOriginalId(db: Tx, originalOrderIds: string[]) {
  const ids = [...new Set(originalOrderIds)];
  if (!ids.length) return [];
  return db
    .select({ shopId: orders.shopId, originalOrderId: orders.originalOrderId })
    .from(orders)
    .where(inArray(orders.originalOrderId, ids));
}

/**
 * Holds the (shop, original order id) pair until the transaction ends, so two imports of one file at the same
 * time cannot both write the order (the table has no unique index on the pair).
 */
export async function lockOriginalOrder(tx: Tx, shopId: number, originalOrderId: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${`order-import:${shopId}:${originalOrderId}`}))`,
  );
}

export async function originalOrderExists(tx: Tx, shopId: number, originalOrderId: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.originalOrderId, originalOrderId)))
    .limit(1);
  return Boolean(row);
}

/** The buyer of an imported order: the platform's customer with that e-mail, else a new one. */
export async function customerFor(tx: Tx, order: ImportOrder, at: Date) {
  const { email } = order.customer;
  if (email) {
    const [found] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          sql`lower(${customers.email}) = ${email.toLowerCase()}`,
          eq(customers.platformId, order.platformId),
        ),
      )
      .limit(1);
    if (found) return found.id;
  }
  const [created] = await tx
    .insert(customers)
    .values({
      platformId: order.platformId,
      name: order.customer.name,
      email,
      phone: order.customer.phone,
      country: order.customer.country,
      createdAt: at,
    })
    .returning({ id: customers.id });
  return created!.id;
}

/** The next order id, taken ahead so the order number can embed it as the generator's numbers do. */
export async function nextOrderId(tx: Tx): Promise<number> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[];
  return Number(rows[0]!.id);
}

export type NewImportedOrder = typeof orders.$inferInsert & { id: number; orderNo: string };
export type NewPackage = Omit<typeof packages.$inferInsert, 'orderId'>;

/** Writes the order, its lines, its package with the physical lines, its payment and its first history entry. */
export async function insertImportedOrder(
  tx: Tx,
  values: {
    order: NewImportedOrder;
    lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[];
    pkg: NewPackage | null;
    /** Indexes into lines of the lines the package holds. */
    packedLines: number[];
    payment: Omit<typeof payments.$inferInsert, 'orderId'>;
    history: { userId: number; at: Date; event: HistoryEvent };
  },
) {
  const { order } = values;
  await tx.insert(orders).values(order);
  const lines = await tx
    .insert(orderLines)
    .values(values.lines.map((l) => ({ ...l, orderId: order.id })))
    .returning({
      id: orderLines.id,
      productId: orderLines.productId,
      sku: orderLines.sku,
      quantity: orderLines.quantity,
    });
  if (values.pkg && values.packedLines.length) {
    const [pkg] = await tx
      .insert(packages)
      .values({ ...values.pkg, orderId: order.id })
      .returning({ id: packages.id });
    await tx.insert(packageLines).values(
      values.packedLines.map((i) => ({
        packageId: pkg!.id,
        orderLineId: lines[i]!.id,
        productId: lines[i]!.productId,
        sku: lines[i]!.sku,
        quantity: lines[i]!.quantity,
      })),
    );
  }
  await tx.insert(payments).values({ ...values.payment, orderId: order.id });
  const { event, ...by } = values.history;
  await writeHistory(tx, { ...by, orderId: order.id }, event);
}
