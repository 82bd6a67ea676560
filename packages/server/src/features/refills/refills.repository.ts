import type { ListSort, RecordScope, refillSortFields } from '@backdesk/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { inIntegers, readTogether, sortedBy } from '../../db/helpers.js';
import { orderLines, orders, packages, products, users } from '../../db/schema/index.js';
import {
  exchangeRates,
  packageReplenishmentLines,
  packageReplenishments,
  receivablesAccounts,
} from '../../db/schema/refills.js';
import { resends } from '../../db/schema/resends.js';

export type RefillRow = typeof packageReplenishments.$inferSelect;

const creators = alias(users, 'creators');
const updaters = alias(users, 'updaters');

const selectRefills = <E extends Record<string, SQL.Aliased | SQL>>(db: Tx, extra = {} as E) =>
  db
    .select({
      ...extra,
      refill: packageReplenishments,
      orderNo: orders.orderNo,
      packageNo: packages.packageNo,
      creatorName: creators.name,
      creatorEnName: creators.enName,
      updaterName: updaters.name,
      updaterEnName: updaters.enName,
      accountName: receivablesAccounts.name,
      accountEnName: receivablesAccounts.enName,
    })
    .from(packageReplenishments)
    .innerJoin(orders, eq(orders.id, packageReplenishments.orderId))
    .innerJoin(packages, eq(packages.id, packageReplenishments.packageId))
    .innerJoin(creators, eq(creators.id, packageReplenishments.createdBy))
    .leftJoin(updaters, eq(updaters.id, packageReplenishments.updatedBy))
    .leftJoin(receivablesAccounts, eq(receivablesAccounts.id, packageReplenishments.receivablesAccountId));
export type FoundRefill = NonNullable<Awaited<ReturnType<typeof findRefill>>>;

export type RefillFilter = {
  platformIds: number[];
  from: Date;
  to: Date;
  status?: number;
  orderType?: number;
  amountType?: string;
  currency?: string;
  keyword?: string | null;
  createdBy?: number;
  /** Whose refills the caller reaches (its creator inside the caller's scope). */
  scope: RecordScope;
};

function refillWhere(f: RefillFilter): SQL | undefined {
  const r = packageReplenishments;
  const conds: SQL[] = [
    inIntegers(r.platformId, f.platformIds),
    gte(r.createdAt, f.from),
    lte(r.createdAt, f.to),
  ];
  if (f.status !== undefined) conds.push(eq(r.status, f.status));
  if (f.orderType !== undefined) conds.push(eq(r.orderType, f.orderType));
  if (f.amountType) conds.push(eq(r.amountType, f.amountType));
  if (f.currency) conds.push(eq(r.currency, f.currency));
  if (f.createdBy) conds.push(eq(r.createdBy, f.createdBy));
  const inScope = userColumnInScope(f.scope, r.createdBy);
  if (inScope) conds.push(inScope);
  if (f.keyword) {
    const k = f.keyword;
    conds.push(
      or(
        eq(r.refillNo, k),
        eq(r.transactionId, k),
        sql`${r.orderId} IN (SELECT ${orders.id} FROM ${orders} WHERE ${orders.orderNo} = ${k})`,
        sql`${r.packageId} IN (SELECT ${packages.id} FROM ${packages} WHERE ${packages.packageNo} = ${k})`,
      )!,
    );
  }
  return and(...conds);
}

/** The refill list's sortable fields and their columns. */
const sortColumns = {
  refillNo: packageReplenishments.refillNo,
  amount: packageReplenishments.amount,
  status: packageReplenishments.status,
  createdAt: packageReplenishments.createdAt,
};

/** A page of refills, newest first or by a sort field (bounded: the page index is capped by the schema). */
export async function listRefills(
  db: Tx,
  f: RefillFilter,
  sort: ListSort<(typeof refillSortFields)[number]>,
  page: { limit: number; offset: number },
) {
  const where = refillWhere(f);
  const [rows, [total]] = await readTogether(
    db,
    () =>
      selectRefills(db)
        .where(where)
        .orderBy(
          ...sortedBy(sort, sortColumns, packageReplenishments.id, [
            desc(packageReplenishments.createdAt),
            desc(packageReplenishments.id),
          ]),
        )
        .limit(page.limit)
        .offset(page.offset),
    () => db.select({ n: count() }).from(packageReplenishments).where(where),
  );
  return { rows, total: Number(total?.n ?? 0) };
}

/**
 * The refills of a filter in keyset batches (created_at desc, id desc), for the export. The position is kept as
 * the timestamp's text: created_at has microseconds, which a JS Date would round away and so skip rows.
 */
export async function* refillBatches(db: Tx, f: RefillFilter, size = 1000) {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const base = refillWhere(f);
    const where: SQL | undefined = after
      ? and(
          base,
          sql`(${packageReplenishments.createdAt}, ${packageReplenishments.id}) < (${after.at}::timestamptz, ${after.id})`,
        )
      : base;
    const rows: (FoundRefill & { position: string })[] = await selectRefills(db, {
      position: sql<string>`${packageReplenishments.createdAt}::text`,
    })
      .where(where)
      .orderBy(desc(packageReplenishments.createdAt), desc(packageReplenishments.id))
      .limit(size);
    if (!rows.length) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { at: last.position, id: last.refill.id };
    if (rows.length < size) return;
  }
}

export async function countRefills(db: Tx, f: RefillFilter) {
  const [row] = await db.select({ n: count() }).from(packageReplenishments).where(refillWhere(f));
  return Number(row?.n ?? 0);
}

export async function findRefill(db: Tx, id: number) {
  const [row] = await selectRefills(db).where(eq(packageReplenishments.id, id));
  return row;
}

/** Locks the refill row for a write. */
export async function lockRefill(db: Tx, id: number) {
  await db.execute(sql`SELECT id FROM ${packageReplenishments} WHERE id = ${id} FOR UPDATE`);
}

export async function refillsOfOrder(db: Tx, orderId: number, scope: RecordScope) {
  return selectRefills(db)
    .where(
      and(
        eq(packageReplenishments.orderId, orderId),
        userColumnInScope(scope, packageReplenishments.createdBy),
      ),
    )
    .orderBy(asc(packageReplenishments.id));
}

/** The product details of refills, with the catalogue title. */
export async function linesOfRefills(db: Tx, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({
      replenishmentId: packageReplenishmentLines.replenishmentId,
      sku: packageReplenishmentLines.sku,
      quantity: packageReplenishmentLines.quantity,
      titleEn: products.titleEn,
      titleZh: products.titleZh,
    })
    .from(packageReplenishmentLines)
    .leftJoin(products, eq(products.id, packageReplenishmentLines.productId))
    .where(inArray(packageReplenishmentLines.replenishmentId, ids))
    .orderBy(asc(packageReplenishmentLines.id));
}

export async function insertRefill(
  db: Tx,
  values: Omit<typeof packageReplenishments.$inferInsert, 'refillNo'>,
) {
  const result = await db.execute<{ id: string | number }>(
    sql`SELECT nextval(pg_get_serial_sequence('package_replenishments', 'id')) AS id`,
  );
  const next = (Array.isArray(result) ? result[0] : (result as { rows: unknown[] }).rows[0]) as {
    id: string | number;
  };
  const n = Number(next.id);
  const [row] = await db
    .insert(packageReplenishments)
    .values({ ...values, id: n, refillNo: `BK${String(n).padStart(8, '0')}` })
    .returning();
  return row!;
}

export async function updateRefill(
  db: Tx,
  id: number,
  values: Partial<typeof packageReplenishments.$inferInsert>,
) {
  await db
    .update(packageReplenishments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packageReplenishments.id, id));
}

/** Changes the status only from the one read (a concurrent change loses). */
export async function updateRefillStatus(
  db: Tx,
  id: number,
  fromStatus: number,
  values: Partial<typeof packageReplenishments.$inferInsert>,
) {
  const rows = await db
    .update(packageReplenishments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(packageReplenishments.id, id), eq(packageReplenishments.status, fromStatus)))
    .returning({ id: packageReplenishments.id });
  return rows.length > 0;
}

/** Deletes an incompleted refill (the status is checked in the statement too). */
export async function deleteRefill(db: Tx, id: number, status: number) {
  const rows = await db
    .delete(packageReplenishments)
    .where(and(eq(packageReplenishments.id, id), eq(packageReplenishments.status, status)))
    .returning({ id: packageReplenishments.id });
  return rows.length > 0;
}

export async function replaceRefillLines(
  db: Tx,
  replenishmentId: number,
  values: (typeof packageReplenishmentLines.$inferInsert)[],
) {
  await db
    .delete(packageReplenishmentLines)
    .where(eq(packageReplenishmentLines.replenishmentId, replenishmentId));
  if (values.length) await db.insert(packageReplenishmentLines).values(values);
}

/** Catalogue products by SKU (exact, case-insensitive). */
export async function productsBySkus(db: Tx, skus: string[]) {
  if (!skus.length) return [];
  return db
    .select({ id: products.id, sku: products.sku })
    .from(products)
    .where(
      inArray(
        sql`upper(${products.sku})`,
        skus.map((s) => s.trim().toUpperCase()),
      ),
    );
}

/** The currency list: the currencies with a rate. */
export async function currencies(db: Tx) {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
}

export async function enabledAccounts(db: Tx) {
  return db
    .select()
    .from(receivablesAccounts)
    .where(eq(receivablesAccounts.enabled, true))
    .orderBy(asc(receivablesAccounts.sort), asc(receivablesAccounts.id));
}

export async function orderLinesOf(db: Tx, orderId: number) {
  return db
    .select({ sku: orderLines.sku, title: orderLines.title, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

/** The packages a resend made for the order (deleted resends left out), oldest first. */
export async function resendPackagesOfOrder(db: Tx, orderId: number) {
  return db
    .select({ packageId: packages.id, packageNo: packages.packageNo, resendStatus: resends.status })
    .from(resends)
    .innerJoin(packages, eq(packages.id, resends.newPackageId))
    .where(and(eq(resends.orderId, orderId), inArray(resends.status, [0, 1, 2])))
    .orderBy(asc(resends.id));
}

/** Whether a resend made this package. */
export async function isResendPackage(db: Tx, packageId: number) {
  const [row] = await db
    .select({ id: resends.id })
    .from(resends)
    .where(eq(resends.newPackageId, packageId))
    .limit(1);
  return Boolean(row);
}
