import { prefixPattern, type SearchMatch } from '@backdesk/domain';
import { type AnyColumn, and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { anyId, inIntegers, readTogether } from '../../db/helpers.js';
import { prepared } from '../../db/prepared.js';
import {
  customers,
  orderLines,
  orders,
  packageLines,
  packages,
  platforms,
  products,
} from '../../db/schema/index.js';

/** Every lookup here is an index range (exact, prefix, or reversed-prefix) cut at `cap` rows. */
const ids = (rows: { id: number | null }[]) => [
  ...new Set(rows.map((r) => r.id).filter((id): id is number => id !== null)),
];

/** The caller's platforms as a parameter of a prepared statement. */
const inPlatforms = (platformId: AnyColumn) =>
  sql`${platformId} = ANY(${sql.placeholder('platforms')}::int[])`;

export async function ordersByNumber(
  db: Tx,
  m: SearchMatch,
  raw: string,
  platformIds: number[],
  cap: number,
) {
  // statements of fixed shape, prepared once per database: a number search is a hot, small call
  const [byNo, byOriginal] = await readTogether(
    db,
    () =>
      prepared(db, 'search_order_ids_by_number_prefix', (on) =>
        on
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(sql`${orders.orderNo} LIKE ${sql.placeholder('pattern')}`, inPlatforms(orders.platformId)),
          )
          .orderBy(sql`${orders.orderNo} USING ~>~`)
          .limit(sql.placeholder('cap')),
      ).execute({ pattern: prefixPattern(m.value), platforms: platformIds, cap }),
    () =>
      prepared(db, 'search_order_ids_by_original_id', (on) =>
        on
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.originalOrderId, sql.placeholder('raw')), inPlatforms(orders.platformId)))
          .limit(sql.placeholder('cap')),
      ).execute({ raw: raw.trim(), platforms: platformIds, cap }),
  );
  return ids([...byNo, ...byOriginal]).slice(0, cap);
}

export async function packagesByNumber(
  db: Tx,
  m: SearchMatch,
  raw: string,
  platformIds: number[],
  cap: number,
) {
  const [byNo, byTracking] = await readTogether(
    db,
    () =>
      prepared(db, 'search_package_ids_by_number_prefix', (on) =>
        on
          .select({ id: packages.id })
          .from(packages)
          .where(
            and(
              sql`${packages.packageNo} LIKE ${sql.placeholder('pattern')}`,
              inPlatforms(packages.platformId),
            ),
          )
          .orderBy(sql`${packages.packageNo} USING ~>~`)
          .limit(sql.placeholder('cap')),
      ).execute({ pattern: prefixPattern(m.value), platforms: platformIds, cap }),
    () =>
      prepared(db, 'search_package_ids_by_tracking_no', (on) =>
        on
          .select({ id: packages.id })
          .from(packages)
          .where(and(eq(packages.trackingNo, sql.placeholder('raw')), inPlatforms(packages.platformId)))
          .limit(sql.placeholder('cap')),
      ).execute({ raw: raw.trim(), platforms: platformIds, cap }),
  );
  return ids([...byNo, ...byTracking]).slice(0, cap);
}

/** The index expression each customer field is searched on (a phone by its digits, reversed: a suffix search). */
const customerKeys = {
  customerName: sql`lower(${customers.name})`,
  emailAddress: sql`lower(${customers.email})`,
  phoneNo: sql`reverse(regexp_replace(${customers.phone}, '[^0-9]', '', 'g'))`,
} as const;

export async function customersBy(
  db: Tx,
  field: 'customerName' | 'emailAddress' | 'phoneNo',
  m: SearchMatch,
  platformIds: number[],
  cap: number,
) {
  const key = customerKeys[field];
  const value = field === 'phoneNo' ? [...m.value].reverse().join('') : m.value;
  const rows = await prepared(db, `search_customer_ids_by_${field}`, (on) =>
    on
      .select({ id: customers.id })
      .from(customers)
      .where(and(sql`${key} LIKE ${sql.placeholder('pattern')}`, inPlatforms(customers.platformId)))
      .orderBy(sql`${key} USING ~<~`)
      .limit(sql.placeholder('cap')),
  ).execute({ pattern: prefixPattern(value), platforms: platformIds, cap });
  return ids(rows);
}

export async function productsBySku(db: Tx, m: SearchMatch, cap: number) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      or(
        sql`${products.sku} LIKE ${prefixPattern(m.value)}`,
        eq(products.itemCode, m.value),
        eq(products.poa, m.value),
      ),
    )
    .orderBy(sql`${products.sku} USING ~<~`)
    .limit(cap);
  return ids(rows);
}

// --- from one kind of match to another --------------------------------------------------------------

export async function orderIdsOfPackages(db: Tx, packageIds: number[]) {
  if (!packageIds.length) return [];
  return ids(await db.select({ id: packages.orderId }).from(packages).where(anyId(packages.id, packageIds)));
}

export async function orderIdsOfCustomers(db: Tx, customerIds: number[], platformIds: number[], cap: number) {
  if (!customerIds.length) return [];
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(anyId(orders.customerId, customerIds), inIntegers(orders.platformId, platformIds)))
    .orderBy(desc(orders.id))
    .limit(cap);
  return ids(rows);
}

/** The newest orders of each product (at most `cap` per product, through the (product_id, order_id) index). */
export async function orderIdsOfProducts(db: Tx, productIds: number[], cap: number) {
  if (!productIds.length) return [];
  const result = await db.execute(sql`
    SELECT l.order_id AS id
    FROM unnest(${sql.raw(`ARRAY[${productIds.map(Number).join(',')}]::int[]`)}) AS p(id)
    CROSS JOIN LATERAL (
      SELECT ${orderLines.orderId} AS order_id FROM ${orderLines}
      WHERE ${orderLines.productId} = p.id ORDER BY ${orderLines.orderId} DESC LIMIT ${cap}
    ) l
    ORDER BY l.order_id DESC LIMIT ${cap}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number | string;
  }[];
  return [...new Set(rows.map((r) => Number(r.id)))];
}

export async function packageIdsOfOrders(db: Tx, orderIds: number[]) {
  if (!orderIds.length) return [];
  return ids(await db.select({ id: packages.id }).from(packages).where(anyId(packages.orderId, orderIds)));
}

export async function customerIdsOfOrders(db: Tx, orderIds: number[]) {
  if (!orderIds.length) return [];
  return ids(await db.select({ id: orders.customerId }).from(orders).where(anyId(orders.id, orderIds)));
}

export async function productIdsOfOrders(db: Tx, orderIds: number[]) {
  if (!orderIds.length) return [];
  return ids(
    await db.select({ id: orderLines.productId }).from(orderLines).where(anyId(orderLines.orderId, orderIds)),
  );
}

export async function productIdsOfPackages(db: Tx, packageIds: number[]) {
  if (!packageIds.length) return [];
  return ids(
    await db
      .select({ id: packageLines.productId })
      .from(packageLines)
      .where(anyId(packageLines.packageId, packageIds)),
  );
}

// --- result rows -------------------------------------------------------------------------------------

type PageArgs = { limit: number; offset: number; ascending: boolean };

/** The matched ids and the caller's platforms, as the parameters of a prepared statement. */
const matched = (id: AnyColumn, platformId: AnyColumn) =>
  and(
    sql`${id} = ANY(ARRAY(SELECT unnest(${sql.placeholder('ids')}::bigint[])))`,
    sql`${platformId} = ANY(${sql.placeholder('platforms')}::int[])`,
  )!;

/**
 * A page of result rows and their number, each one statement prepared once per database (and direction): the
 * page's ids are picked on the table alone, then joined.
 */
async function resultPage<Row>(
  db: Tx,
  name: string,
  table: { id: PgColumn; createdAt: PgColumn; platformId: PgColumn; from: PgTable },
  rows: (
    on: Tx,
    page: SQL,
    order: SQL[],
  ) => { prepare: (name: string) => { execute: (v: Record<string, unknown>) => Promise<Row[]> } },
  matchedIds: number[],
  platformIds: number[],
  page: PageArgs,
) {
  const order = [page.ascending ? asc(table.createdAt) : desc(table.createdAt), desc(table.id)];
  const where = matched(table.id, table.platformId);
  const direction = page.ascending ? 'asc' : 'desc';
  const values = { ids: matchedIds, platforms: platformIds, limit: page.limit, offset: page.offset };
  const [list, [count]] = await readTogether(
    db,
    () =>
      prepared(db, `search_${name}_rows_${direction}`, (on) =>
        rows(
          on,
          sql`${table.id} IN (${on
            .select({ id: table.id })
            .from(table.from)
            .where(where)
            .orderBy(...order)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'))})`,
          order,
        ),
      ).execute(values),
    () =>
      prepared(db, `search_${name}_count`, (on) =>
        on.select({ n: sql<number>`count(*)::int` }).from(table.from).where(where),
      ).execute(values),
  );
  return { list, total: Number(count?.n ?? 0) };
}

export function orderRows(db: Tx, orderIds: number[], platformIds: number[], page: PageArgs) {
  return resultPage(
    db,
    'orders',
    { id: orders.id, createdAt: orders.createdAt, platformId: orders.platformId, from: orders },
    (on, onPage, order) =>
      on
        .select({
          id: orders.id,
          orderId: orders.id,
          orderNo: orders.orderNo,
          originalOrderId: orders.originalOrderId,
          customerName: customers.name,
          email: customers.email,
          platformId: orders.platformId,
          platformName: platforms.enName,
          platformNameZh: platforms.name,
          status: orders.status,
          currency: orders.currency,
          totalAmount: orders.totalAmount,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(platforms, eq(platforms.id, orders.platformId))
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .where(onPage)
        .orderBy(...order),
    orderIds,
    platformIds,
    page,
  );
}

export function packageRows(db: Tx, packageIds: number[], platformIds: number[], page: PageArgs) {
  return resultPage(
    db,
    'packages',
    { id: packages.id, createdAt: packages.createdAt, platformId: packages.platformId, from: packages },
    (on, onPage, order) =>
      on
        .select({
          id: packages.id,
          orderId: packages.orderId,
          orderNo: orders.orderNo,
          packageNo: packages.packageNo,
          trackingNo: packages.trackingNo,
          customerName: customers.name,
          email: customers.email,
          platformId: packages.platformId,
          platformName: platforms.enName,
          platformNameZh: platforms.name,
          status: packages.status,
          trackingStatus: packages.trackingStatus,
          createdAt: packages.createdAt,
        })
        .from(packages)
        .innerJoin(orders, eq(orders.id, packages.orderId))
        .innerJoin(platforms, eq(platforms.id, packages.platformId))
        .leftJoin(customers, eq(customers.id, orders.customerId))
        .where(onPage)
        .orderBy(...order),
    packageIds,
    platformIds,
    page,
  );
}

export function customerRows(db: Tx, customerIds: number[], platformIds: number[], page: PageArgs) {
  return resultPage(
    db,
    'customers',
    { id: customers.id, createdAt: customers.createdAt, platformId: customers.platformId, from: customers },
    (on, onPage, order) =>
      on
        .select({
          id: customers.id,
          customerName: customers.name,
          email: customers.email,
          phone: customers.phone,
          country: customers.country,
          platformId: customers.platformId,
          platformName: platforms.enName,
          platformNameZh: platforms.name,
          createdAt: customers.createdAt,
        })
        .from(customers)
        .innerJoin(platforms, eq(platforms.id, customers.platformId))
        .where(onPage)
        .orderBy(...order),
    customerIds,
    platformIds,
    page,
  );
}

export async function productRows(db: Tx, productIds: number[], page: PageArgs) {
  const where = anyId(products.id, productIds);
  const [list, [count]] = await readTogether(
    db,
    () =>
      db
        .select({
          id: products.id,
          sku: products.sku,
          poa: products.poa,
          itemCode: products.itemCode,
          propertyCode: products.propertyCode,
          titleEn: products.titleEn,
          titleZh: products.titleZh,
          isTest: products.isTest,
          isVirtual: products.isVirtual,
          price: products.price,
          createdAt: products.createdAt,
        })
        .from(products)
        .where(where)
        .orderBy(asc(products.sku))
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  );
  return { list, total: Number(count?.n ?? 0) };
}
