import { ORDER_ENTERED_ACTION } from '@backdesk/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inIntegers } from '../../db/helpers.js';
import {
  customers,
  orderHistory,
  orderLines,
  orders,
  packageLines,
  packages,
  payments,
  products,
  shops,
} from '../../db/schema/index.js';

const shopColumns = {
  id: shops.id,
  platformId: shops.platformId,
  name: shops.name,
  site: shops.site,
  currency: shops.currency,
};

/** The shops (connection sites) of the given platforms, by platform then name. */
export async function shopsOfPlatforms(db: Tx, platformIds: number[]) {
  if (!platformIds.length) return [];
  return db
    .select(shopColumns)
    .from(shops)
    .where(inIntegers(shops.platformId, platformIds))
    .orderBy(asc(shops.platformId), asc(shops.name));
}

export async function findShop(db: Tx, id: number) {
  const [row] = await db.select(shopColumns).from(shops).where(eq(shops.id, id));
  return row;
}

const productColumns = {
  id: products.id,
  sku: products.sku,
  titleEn: products.titleEn,
  titleZh: products.titleZh,
  attributes: products.attributes,
  price: products.price,
};

/** Products by exact SKU (upper case, as the catalogue stores them). */
export async function productsBySkus(db: Tx, skus: string[]) {
  if (!skus.length) return [];
  return db.select(productColumns).from(products).where(inArray(products.sku, skus));
}

/** Up to `limit` products whose SKU starts with the prefix, read through the SKU index. */
export async function productsBySkuPrefix(db: Tx, prefix: string, limit: number) {
  const pattern = `${prefix.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`;
  return db
    .select(productColumns)
    .from(products)
    .where(sql`${products.sku} LIKE ${pattern}`)
    .orderBy(sql`${products.sku} USING ~<~`)
    .limit(limit);
}

/** The next order and package ids, so their numbers can carry them. */
export async function nextIds(db: Tx) {
  const result = await db.execute<{ order_id: string; package_id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS order_id, nextval(pg_get_serial_sequence('packages', 'id')) AS package_id`,
  );
  const row = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as {
    order_id: string | number;
    package_id: string | number;
  };
  return { orderId: Number(row.order_id), packageId: Number(row.package_id) };
}

/** A buyer of the platform by e-mail (lower case), through the e-mail index. */
export async function findCustomerByEmail(db: Tx, platformId: number, email: string) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(sql`lower(${customers.email}) = ${email.toLowerCase()}`, eq(customers.platformId, platformId)))
    .limit(1);
  return row;
}

export async function insertCustomer(db: Tx, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomer(
  db: Tx,
  id: number,
  values: Partial<Pick<typeof customers.$inferInsert, 'name' | 'phone' | 'country'>>,
) {
  await db.update(customers).set(values).where(eq(customers.id, id));
}

export async function insertOrder(db: Tx, values: typeof orders.$inferInsert) {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/** Updates the order when it is still the version read; false when someone changed it since. */
export async function updateOrderIfUnchanged(
  db: Tx,
  id: number,
  readAt: Date,
  values: Partial<typeof orders.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(values)
    .where(
      and(
        eq(orders.id, id),
        sql`date_trunc('milliseconds', ${orders.updatedAt}) = ${readAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function insertLines(db: Tx, values: (typeof orderLines.$inferInsert)[]) {
  return db.insert(orderLines).values(values).returning();
}

/** Removes the order's lines (their package lines go with them). */
export async function deleteLines(db: Tx, orderId: number) {
  await db.delete(orderLines).where(eq(orderLines.orderId, orderId));
}

export async function insertPackage(db: Tx, values: typeof packages.$inferInsert) {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

export async function insertPackageLines(db: Tx, values: (typeof packageLines.$inferInsert)[]) {
  if (values.length) await db.insert(packageLines).values(values);
}

export async function packagesOf(db: Tx, orderId: number) {
  return db
    .select({ id: packages.id, packageNo: packages.packageNo })
    .from(packages)
    .where(eq(packages.orderId, orderId))
    .orderBy(asc(packages.id));
}

export async function insertPayment(db: Tx, values: typeof payments.$inferInsert) {
  await db.insert(payments).values(values);
}

export async function paymentsOf(db: Tx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function updatePayment(db: Tx, id: number, values: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** Was the order entered by hand (its history holds the entry)? */
export async function isManualOrder(db: Tx, orderId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(orderHistory)
    .where(and(eq(orderHistory.orderId, orderId), eq(orderHistory.action, ORDER_ENTERED_ACTION)));
  return Number(row?.n ?? 0) > 0;
}
