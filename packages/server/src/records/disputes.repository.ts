import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { disputes, orders, workOrders } from '../db/schema/index.js';

/**
 * The marketplace case of an order (eBay-type and AliExpress disputes recorded on the dispute desk): the open one
 * first, else the latest. What the refund form's case lookups read.
 */
export async function caseOfOrder(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      disputeId: disputes.disputeId,
      platformId: disputes.platformId,
      statusOfDispute: disputes.statusOfDispute,
      amount: disputes.amount,
      currency: disputes.currency,
      orderTotal: orders.totalAmount,
    })
    .from(disputes)
    .innerJoin(workOrders, eq(workOrders.id, disputes.workOrderId))
    .innerJoin(orders, eq(orders.id, workOrders.orderId))
    .where(and(eq(workOrders.orderId, orderId), inArray(disputes.platformId, [7, 13])))
    .orderBy(sql`${workOrders.status} IN (9, 10)`, desc(disputes.openedAt))
    .limit(1);
  return row;
}
