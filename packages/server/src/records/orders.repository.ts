import {
  COD_PAYMENT_METHOD,
  type ListSort,
  ORDER_STATUS_TO_CONFIRM,
  type OrderSearchInput,
  type orderSortFields,
  type ResolvedRange,
  type TimeBounds,
} from '@backdesk/domain';
import {
  type AnyColumn,
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { anyId, inIntegers, readTogether, sortedBy } from '../db/helpers.js';
import { prepared } from '../db/prepared.js';
import {
  customers,
  orderHistory,
  orderLabels,
  orderLines,
  orderRemarks,
  orders,
  packageLines,
  packages,
  payments,
  platforms,
  products,
  shops,
  users,
} from '../db/schema/index.js';
import { historyColumns } from './order-history.repository.js';

/** The package time column of a range filter; 'created' is the order's own time. */
const packageTimeColumn = {
  import: packages.importAt,
  handover: packages.handoverAt,
  consign: packages.consignAt,
  delivery: packages.deliveryAt,
  sign: packages.signAt,
} as const;

export type OrderFilter = Omit<
  OrderSearchInput,
  'pageIndex' | 'pageSize' | 'keyword' | 'sortField' | 'sortOrder'
> & {
  /** Platforms the caller may see, already intersected with the platform filter. */
  platformIds: number[];
  /** Orders the keyword matched, when a keyword was given. */
  orderIds?: number[];
  ranges: ResolvedRange[];
  /** Cash-on-delivery orders to confirm, placed inside this window (the dashboard's COD windows). */
  codWindow?: TimeBounds;
};

const packageOf = (column: SQL) =>
  exists(sql`(SELECT 1 FROM ${packages} WHERE ${packages.orderId} = ${orders.id} AND ${column})`);

/**
 * Cash-on-delivery orders waiting for their confirmation (status 27 toConfirm, a 'cod' payment), placed inside
 * the window: the (status, created_at) index gives the window's orders, each probed for its COD payment.
 */
function codToConfirm(window: TimeBounds): SQL[] {
  const conds: SQL[] = [
    eq(orders.status, ORDER_STATUS_TO_CONFIRM),
    exists(
      sql`(SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${payments.method} = ${COD_PAYMENT_METHOD})`,
    ),
  ];
  if (window.from) conds.push(gte(orders.createdAt, window.from));
  if (window.to)
    conds.push(window.toIncluded ? lte(orders.createdAt, window.to) : lt(orders.createdAt, window.to));
  return conds;
}

/** The WHERE clause of the order list. */
export function orderWhere(f: OrderFilter): SQL | undefined {
  const conds: SQL[] = [inIntegers(orders.platformId, f.platformIds)];
  if (f.orderIds) conds.push(anyId(orders.id, f.orderIds));
  if (f.shopIds?.length) conds.push(inArray(orders.shopId, f.shopIds));
  if (f.statuses?.length) conds.push(inArray(orders.status, f.statuses));
  if (f.processingCentres?.length) conds.push(inArray(orders.processingCentre, f.processingCentres));
  if (f.paymentMethods?.length)
    conds.push(
      exists(
        sql`(SELECT 1 FROM ${payments} WHERE ${payments.orderId} = ${orders.id} AND ${inArray(payments.method, f.paymentMethods)})`,
      ),
    );
  if (f.codWindow) conds.push(...codToConfirm(f.codWindow));
  if (f.logisticMethods?.length) conds.push(packageOf(inArray(packages.logisticMethod, f.logisticMethods)));
  if (f.trackingStatuses?.length) conds.push(packageOf(inArray(packages.trackingStatus, f.trackingStatuses)));
  let driven = false;
  for (const r of f.ranges) {
    if (r.range === 'created') conds.push(gte(orders.createdAt, r.from), lte(orders.createdAt, r.to));
    else {
      const column = packageTimeColumn[r.range];
      const inRange = and(gte(column, r.from), lte(column, r.to))!;
      // The first package range drives the query: the orders of the packages in that (one-month) range,
      // fetched through the time index and probed by primary key. Walking orders newest-first and testing
      // each would read most of the table for an old range.
      if (!driven)
        conds.push(
          sql`${orders.id} = ANY(ARRAY(SELECT ${packages.orderId} FROM ${packages} WHERE ${inRange}))`,
        );
      else conds.push(packageOf(inRange));
      driven = true;
    }
  }
  return and(...conds);
}

export const orderListColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  platformId: orders.platformId,
  platformName: platforms.enName,
  platformNameZh: platforms.name,
  shopId: orders.shopId,
  shopName: shops.name,
  originalOrderId: orders.originalOrderId,
  customerId: orders.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  currency: orders.currency,
  orderType: orders.orderType,
  status: orders.status,
  errorMessage: orders.errorMessage,
  isMarked: orders.isMarked,
  salesPending: orders.salesPending,
  csPending: orders.csPending,
  processingCentre: orders.processingCentre,
  totalAmount: orders.totalAmount,
  depositAmount: orders.depositAmount,
  shipCountry: orders.shipCountry,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/**
 * The filter of a list driven by one package-time range whose other conditions the packages carry (platform,
 * payment methods, the order's created time): answered from that range's index alone, since each package holds a
 * copy of its order's created time and payment methods (migration 0015). Null for any other filter.
 */
function packageRangeWhere(f: OrderFilter): SQL | null {
  const packageRanges = f.ranges.filter((r) => r.range !== 'created');
  if (packageRanges.length !== 1 || f.orderIds || f.codWindow) return null;
  for (const list of [f.shopIds, f.statuses, f.processingCentres, f.logisticMethods, f.trackingStatuses])
    if (list?.length) return null;
  const [range] = packageRanges;
  const column = packageTimeColumn[range!.range as keyof typeof packageTimeColumn];
  const conds: SQL[] = [
    gte(column, range!.from),
    lte(column, range!.to),
    inIntegers(packages.platformId, f.platformIds),
  ];
  for (const r of f.ranges)
    if (r.range === 'created')
      conds.push(gte(packages.orderCreatedAt, r.from), lte(packages.orderCreatedAt, r.to));
  if (f.paymentMethods?.length) conds.push(arrayOverlaps(packages.orderPaymentMethods, f.paymentMethods));
  return and(...conds)!;
}

type PageSpec = { limit: number; offset: number };

/**
 * The sort of the order and package lists: by created time, newest first unless asked oldest first, the id
 * breaking ties. Every filter of these lists has a (…, created_at, id) index to walk in either direction.
 */
export type OrderSort = ListSort<(typeof orderSortFields)[number]>;

/** ORDER BY of the order list on a table (or sub-query) with the order's created time and id. */
const orderSortOf = (sort: OrderSort, createdAt: SQLWrapper | AnyColumn, id: SQLWrapper | AnyColumn) =>
  sortedBy(sort, { createdAt }, id, [desc(createdAt), desc(id)]);

/**
 * The list rows of these orders (ids read from the database) in the order of the ids. The ids are one array
 * parameter behind a sub-select, as `anyId` explains; the statement is prepared once per database.
 */
async function orderRows(db: Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  const rows = await prepared(db, 'order_rows_by_ids', (on) =>
    on
      .select(orderListColumns)
      .from(orders)
      .innerJoin(platforms, eq(platforms.id, orders.platformId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(customers, eq(customers.id, orders.customerId))
      .where(sql`${orders.id} = ANY(ARRAY(SELECT unnest(${sql.placeholder('ids')}::bigint[])))`),
  ).execute({ ids: ids.map((n) => Math.trunc(Number(n))) });
  const position = new Map(ids.map((id, i) => [Number(id), i]));
  return rows.sort((a, b) => position.get(Number(a.id))! - position.get(Number(b.id))!);
}

/**
 * One page of orders, newest first (ORDER BY created_at DESC, id DESC) or oldest first. The page's ids are
 * chosen on the orders alone, and only those rows are joined to their platform, shop and customer: joining
 * first made the planner carry every candidate through the joins when the filter's size is unknown.
 */
async function listOrders(db: Tx, f: OrderFilter, sort: OrderSort, page: PageSpec) {
  const pageIds = await db
    .select({ id: orders.id })
    .from(orders)
    .where(orderWhere(f))
    .orderBy(...orderSortOf(sort, orders.createdAt, orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return orderRows(
    db,
    pageIds.map((r) => r.id),
  );
}

/**
 * A page of the order list and the number of its orders (counted up to cap + 1). A list the packages can
 * answer (packageRangeWhere) reads its range's index once: the matched orders, their page and their number in
 * one statement. Any other list runs the page and the capped count side by side.
 */
export async function pageOfOrders(db: Tx, f: OrderFilter, sort: OrderSort, page: PageSpec, cap: number) {
  const byPackages = packageRangeWhere(f);
  // a lookup (the ids a keyword named) of no more orders than a page: its first page holds them all
  if (!byPackages && f.orderIds && f.orderIds.length <= page.limit && page.offset === 0) {
    const rows = await listOrders(db, f, sort, page);
    return { rows, counted: rows.length };
  }
  if (!byPackages) {
    const [rows, counted] = await readTogether(
      db,
      () => listOrders(db, f, sort, page),
      () => countOrders(db, f, cap),
    );
    return { rows, counted };
  }
  const matched = db
    .$with('matched')
    .as(
      db
        .select({ id: packages.orderId, createdAt: packages.orderCreatedAt })
        .from(packages)
        .where(byPackages)
        .groupBy(packages.orderId, packages.orderCreatedAt),
    );
  const picked = await db
    .with(matched)
    .select({ id: matched.id, total: sql<number>`(SELECT count(*)::int FROM "matched")` })
    .from(matched)
    .orderBy(...orderSortOf(sort, matched.createdAt, matched.id))
    .limit(page.limit)
    .offset(page.offset);
  // past the last page (or nothing matched) the page has no row to carry the number
  if (!picked.length) return { rows: [], counted: await countOrders(db, f, cap) };
  return {
    rows: await orderRows(
      db,
      picked.map((p) => p.id),
    ),
    counted: Number(picked[0]!.total),
  };
}

/**
 * The number of matching orders, counted up to cap + 1 (a bounded cost at any size); null counts them all (the
 * dashboard's COD windows, a few days of one status).
 */
export async function countOrders(db: Tx, f: OrderFilter, cap: number | null): Promise<number> {
  if (cap === null) {
    const [all] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(orderWhere(f));
    return Number(all?.n ?? 0);
  }
  const byPackages = packageRangeWhere(f);
  const inner = byPackages
    ? db
        .selectDistinct({ id: packages.orderId })
        .from(packages)
        .where(byPackages)
        .limit(cap + 1)
        .as('matched')
    : db
        .select({ one: sql`1` })
        .from(orders)
        .where(orderWhere(f))
        .limit(cap + 1)
        .as('matched');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return Number(row?.n ?? 0);
}

/** Order ids a list keyword names: order number (prefix), original order id, package or tracking number. */
export async function orderIdsByKeyword(db: Tx, keyword: string, platformIds: number[], cap: number) {
  const upper = keyword.toUpperCase();
  const pattern = `${upper.replace(/[\\%_]/g, '\\$&')}%`;
  // one statement of fixed shape, prepared once per database (a lookup is a hot, small call): the three ways of
  // naming an order, each capped on its own, their ids united (UNION drops an order found two ways)
  const inScope = sql`= ANY(${sql.placeholder('platformIds')}::int[])`;
  const rows = await prepared(db, 'order_ids_by_keyword', (on) =>
    on
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.orderNo} LIKE ${sql.placeholder('pattern')} and ${orders.platformId} ${inScope}`)
      .orderBy(sql`${orders.orderNo} USING ~>~`)
      .limit(sql.placeholder('cap'))
      .union(
        on
          .select({ id: orders.id })
          .from(orders)
          .where(
            sql`${orders.originalOrderId} = ${sql.placeholder('keyword')} and ${orders.platformId} ${inScope}`,
          )
          .limit(sql.placeholder('cap')),
      )
      .union(
        on
          .select({ id: packages.orderId })
          .from(packages)
          .where(
            sql`(${packages.packageNo} = ${sql.placeholder('upper')} or ${packages.trackingNo} = ${sql.placeholder('keyword')}) and ${packages.platformId} ${inScope}`,
          )
          .limit(sql.placeholder('cap')),
      ),
  ).execute({ pattern, upper, keyword, platformIds, cap });
  return rows.map((r) => r.id);
}

export async function findOrder(db: Tx, id: number) {
  const statement = prepared(db, 'order_by_id', (on) =>
    on
      .select({
        order: orders,
        platformName: platforms.enName,
        platformNameZh: platforms.name,
        shopName: shops.name,
        shopSite: shops.site,
      })
      .from(orders)
      .innerJoin(platforms, eq(platforms.id, orders.platformId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .where(eq(orders.id, sql.placeholder('id'))),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export async function findCustomer(db: Tx, id: number) {
  const statement = prepared(db, 'customer_by_id', (on) =>
    on
      .select()
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id'))),
  );
  const [row] = await statement.execute({ id });
  return row;
}

const orderLineColumns = {
  id: orderLines.id,
  orderId: orderLines.orderId,
  productId: orderLines.productId,
  sku: orderLines.sku,
  title: orderLines.title,
  titleZh: products.titleZh,
  poa: products.poa,
  itemCode: products.itemCode,
  propertyCode: products.propertyCode,
  attributes: products.attributes,
  isTest: products.isTest,
  isVirtual: products.isVirtual,
  quantity: orderLines.quantity,
  unitPrice: orderLines.unitPrice,
  discount: orderLines.discount,
  deposit: orderLines.deposit,
  amount: orderLines.amount,
};

const linesOfOrderQuery = (db: Tx) =>
  db
    .select(orderLineColumns)
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, sql.placeholder('orderId')))
    .orderBy(asc(orderLines.id));

/** Lines of an order with their product's codes: all of them, or a page. */
export async function linesOfOrder(db: Tx, orderId: number, page?: { limit: number; offset: number }) {
  if (page)
    return linesOfOrderQuery(db)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .execute({ orderId, ...page });
  return prepared(db, 'lines_of_order', linesOfOrderQuery).execute({ orderId });
}

export async function countLines(db: Tx, orderId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return Number(row?.n ?? 0);
}

export async function packagesOfOrder(db: Tx, orderId: number) {
  return prepared(db, 'packages_of_order', (on) =>
    on
      .select()
      .from(packages)
      .where(eq(packages.orderId, sql.placeholder('orderId')))
      .orderBy(asc(packages.id)),
  ).execute({ orderId });
}

const packageLineColumns = {
  id: packageLines.id,
  packageId: packageLines.packageId,
  orderLineId: packageLines.orderLineId,
  productId: packageLines.productId,
  sku: packageLines.sku,
  quantity: packageLines.quantity,
  title: products.titleEn,
  titleZh: products.titleZh,
  attributes: products.attributes,
};

export async function packageLinesOf(db: Tx, packageIds: number[]) {
  if (!packageIds.length) return [];
  return db
    .select(packageLineColumns)
    .from(packageLines)
    .leftJoin(products, eq(products.id, packageLines.productId))
    .where(inArray(packageLines.packageId, packageIds))
    .orderBy(asc(packageLines.id));
}

/** The lines of every package of an order (read beside the packages, not after them). */
export async function packageLinesOfOrder(db: Tx, orderId: number) {
  return prepared(db, 'package_lines_of_order', (on) =>
    on
      .select(packageLineColumns)
      .from(packageLines)
      .innerJoin(packages, eq(packages.id, packageLines.packageId))
      .leftJoin(products, eq(products.id, packageLines.productId))
      .where(eq(packages.orderId, sql.placeholder('orderId')))
      .orderBy(asc(packageLines.id)),
  ).execute({ orderId });
}

export async function paymentsOfOrder(db: Tx, orderId: number) {
  return prepared(db, 'payments_of_order', (on) =>
    on
      .select()
      .from(payments)
      .where(eq(payments.orderId, sql.placeholder('orderId')))
      .orderBy(asc(payments.priority), asc(payments.id)),
  ).execute({ orderId });
}

export async function historyOfOrder(db: Tx, orderId: number) {
  return prepared(db, 'history_of_order', (on) =>
    on
      .select(historyColumns)
      .from(orderHistory)
      .leftJoin(users, eq(users.id, orderHistory.userId))
      .where(eq(orderHistory.orderId, sql.placeholder('orderId')))
      .orderBy(desc(orderHistory.at), desc(orderHistory.id)),
  ).execute({ orderId });
}

export async function remarksOfOrder(db: Tx, orderId: number) {
  return prepared(db, 'remarks_of_order', (on) =>
    on
      .select({
        id: orderRemarks.id,
        userId: orderRemarks.userId,
        userName: users.name,
        content: orderRemarks.content,
        createdAt: orderRemarks.createdAt,
      })
      .from(orderRemarks)
      .leftJoin(users, eq(users.id, orderRemarks.userId))
      .where(eq(orderRemarks.orderId, sql.placeholder('orderId')))
      .orderBy(desc(orderRemarks.createdAt)),
  ).execute({ orderId });
}

export async function labelsOfOrder(db: Tx, orderId: number) {
  return prepared(db, 'labels_of_order', (on) =>
    on
      .select({ id: orderLabels.id, labelId: orderLabels.labelId, name: orderLabels.name })
      .from(orderLabels)
      .where(eq(orderLabels.orderId, sql.placeholder('orderId')))
      .orderBy(asc(orderLabels.id)),
  ).execute({ orderId });
}

/** The order after (older than) or before (newer than) this one in the list order, on the given platforms. */
export async function neighbourOrder(
  db: Tx,
  current: { id: number; createdAt: Date },
  platformIds: number[],
  direction: 'next' | 'prev',
) {
  const older = or(
    lt(orders.createdAt, current.createdAt),
    and(eq(orders.createdAt, current.createdAt), lt(orders.id, current.id)),
  )!;
  const newer = or(
    sql`${orders.createdAt} > ${current.createdAt}`,
    and(eq(orders.createdAt, current.createdAt), sql`${orders.id} > ${current.id}`),
  )!;
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(inIntegers(orders.platformId, platformIds), direction === 'next' ? older : newer))
    .orderBy(
      ...(direction === 'next'
        ? [desc(orders.createdAt), desc(orders.id)]
        : [asc(orders.createdAt), asc(orders.id)]),
    )
    .limit(1);
  return row ?? null;
}
