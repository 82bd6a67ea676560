import {
  complaintSummaryInputSchema,
  disputeAddInputSchema,
  disputeRefundProposalSchema,
  disputeSolutionInputSchema,
} from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { createDisputeActions } from '../../features/work-orders/dispute-actions.js';
import { createDisputeSolutions } from '../../features/work-orders/dispute-solutions.js';
import { createDisputesService } from '../../features/work-orders/disputes.service.js';
import { createWorkOrdersService } from '../../features/work-orders/work-orders.service.js';
import type { Db } from '../client.js';
import { orders } from '../schema/index.js';
import { type DemoActors, type OrderPool, pickOf, type Random } from './demo-pool.js';

/** Marketplace disputes the demo starts with (AliExpress and eBay-type). */
export const DEMO_DISPUTES = 10;
const HOUR = 3_600_000;

/** What buyers open disputes about, with the words they use. */
const CASES = [
  ['notReceived', 'Tracking has not moved for 20 days; the buyer asks for a full refund.'],
  ['notAsDescribed', '颜色与图片不符，买家要求部分退款。'],
  ['quality', 'The zipper broke on the second day of use.'],
  ['damaged', 'Box crushed in transit, the lamp shade is cracked.'],
  ['wrongItem', '收到的是 EU 插头，订单选择的是 US 插头。'],
  ['missingParts', 'The set arrived without the remote control.'],
] as const;

/** Hours left to the marketplace deadline, one per dispute: passed, due today, two days left, plenty. */
const LEFT_HOURS = [-20, -3, 5, 30, 48, 52, 70, 96, 110, 20];

/**
 * Disputes as the marketplace sync would record them, written through the dispute desk's own services as the demo
 * agent: about AE and eBay-type orders (a few not related to an order yet), deadlines passed, near and far; some
 * with a partial refund offered, a buyer's solution waiting, a complaint summary, a complaint status moved on.
 */
export async function seedDemoDisputes(db: Db, actors: DemoActors, pool: OrderPool, rand: Random, now: Date) {
  const workOrders = createWorkOrdersService(db);
  const disputes = createDisputesService(db, workOrders, { now: () => now });
  const actions = createDisputeActions(db, disputes, workOrders);
  const solutions = createDisputeSolutions(db, disputes, workOrders);
  let made = 0;
  for (let i = 0; i < DEMO_DISPUTES; i++) {
    const candidate = i % 5 === 4 ? null : pool.take((o) => o.platformId === 13 || o.platformId === 7);
    const [order] = candidate
      ? await db
          .select({
            orderNo: orders.orderNo,
            shopId: orders.shopId,
            totalAmount: orders.totalAmount,
            currency: orders.currency,
          })
          .from(orders)
          .where(eq(orders.id, candidate.id))
      : [];
    const platformId = candidate?.platformId ?? 13;
    const [reason, description] = pickOf(rand, CASES);
    const deadlineAt = new Date(now.getTime() + LEFT_HOURS[i % LEFT_HOURS.length]! * HOUR);
    const openedAt = new Date(deadlineAt.getTime() - (platformId === 13 ? 5 : 3) * 24 * HOUR);
    const amount = order ? (Number(order.totalAmount) > 0 ? order.totalAmount : '25.00') : '25.00';
    const d = await disputes.add(
      actors.agent,
      disputeAddInputSchema.parse({
        disputeId:
          platformId === 13 ? `80${String(3_100_000_000 + i * 7919)}` : `5${String(31_000_000 + i * 613)}`,
        platformId,
        orderNo: order?.orderNo,
        reason,
        description,
        buyerSolution: i % 3 === 2 ? 2 : 1,
        amount,
        currency: order?.currency ?? 'USD',
        openedAt: openedAt.toISOString(),
        deadlineAt: deadlineAt.toISOString(),
        statusOfDispute: pickOf(rand, [1, 1, 3, 6, 8]),
      }),
    );
    made++;
    if (!order) continue;
    if (i % 4 === 1)
      await solutions.proposeRefund(
        actors.agent,
        disputeRefundProposalSchema.parse({
          id: d.id,
          amount: (Number(amount) * 0.3).toFixed(2),
          reasonEn: 'shipped',
          note: '30% partial refund offered to keep the order',
        }),
      );
    if (i % 4 === 2)
      await solutions.saveSolution(
        actors.agent,
        disputeSolutionInputSchema.parse({ id: d.id, proposer: 'buyer', solution: 1, amount }),
      );
    if (i % 3 === 0)
      await actions.saveSummary(
        actors.agent,
        complaintSummaryInputSchema.parse({
          id: d.id,
          shopId: order.shopId,
          orderOrProduct: order.orderNo,
          questionLabel: 'quality.broken',
          enquiryRoute: 'platformMessage',
          emotion: 'angry',
          issue: description,
          solution: 'Offer a partial refund, or a resend if the buyer prefers',
          complains: true,
        }),
      );
    if (i % 5 === 3)
      await actions.status(actors.agent, { id: d.id, workerOrderStatus: 12, statusOfDispute: 6 });
  }
  return { disputes: made };
}
