import { ORDER_STATUS_CANCELLED, ORDER_STATUS_DELETED, type OrderAggregate } from '@backdesk/domain';
import { and, gte, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { inIntegers } from '../../db/helpers.js';
import { orders } from '../../db/schema/index.js';

export type IndicatorScope = { platformIds: number[]; from: Date; to: Date };

/**
 * Per currency: orders created in the range on the given platforms (deleted ones left out), the cancelled ones,
 * and the revenue of the others. One aggregate over the (platform_id, created_at, id) index range.
 */
export async function orderAggregates(db: Tx, scope: IndicatorScope): Promise<OrderAggregate[]> {
  const rows = await db
    .select({
      currency: orders.currency,
      orderCount: sql<number>`count(*)::int`,
      cancelledCount: sql<number>`(count(*) filter (where ${orders.status} = ${ORDER_STATUS_CANCELLED}))::int`,
      revenue: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.status} <> ${ORDER_STATUS_CANCELLED}), 0)::text`,
    })
    .from(orders)
    .where(
      and(
        inIntegers(orders.platformId, scope.platformIds),
        gte(orders.createdAt, scope.from),
        lte(orders.createdAt, scope.to),
        ne(orders.status, ORDER_STATUS_DELETED),
      ),
    )
    .groupBy(orders.currency);
  return rows.map((r) => ({
    ...r,
    orderCount: Number(r.orderCount),
    cancelledCount: Number(r.cancelledCount),
  }));
}
