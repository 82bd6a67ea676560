import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { customers, orders, platforms, shops } from '../../db/schema/index.js';
import { type OrderFilter, orderListColumns, orderWhere } from '../../records/orders.repository.js';

/** Rows read per query while an export streams. */
export const EXPORT_BATCH_SIZE = 1_000;

const exportColumns = {
  ...orderListColumns,
  // the exact stored time (microseconds) for the keyset, which a JS Date would round to milliseconds
  cursorAt: sql<string>`${orders.createdAt}::text`,
};
export type ExportOrderRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** One batch of the list in its order (created_at DESC, id DESC), after the keyset cursor. */
async function exportBatch(db: Tx, f: OrderFilter, after: { at: string; id: number } | null, size: number) {
  const older = after
    ? or(
        sql`${orders.createdAt} < ${after.at}::timestamptz`,
        and(sql`${orders.createdAt} = ${after.at}::timestamptz`, lt(orders.id, after.id)),
      )
    : undefined;
  return db
    .select(exportColumns)
    .from(orders)
    .innerJoin(platforms, eq(platforms.id, orders.platformId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(orderWhere(f), older))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(size);
}

/**
 * The orders of a list filter, batch by batch with a keyset on (created_at, id): every batch costs the same
 * index walk, however deep into the export it is, and memory holds one batch.
 */
export async function* exportOrderBatches(
  db: Tx,
  f: OrderFilter,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportOrderRow[]> {
  let after: { at: string; id: number } | null = null;
  for (;;) {
    const rows = await exportBatch(db, f, after, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}
