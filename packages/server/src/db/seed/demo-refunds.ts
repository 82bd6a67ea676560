import {
  AE_PLATFORM_ID,
  type RefundAddInfo,
  refundCreateInputSchema,
  refundPathShown,
  refundTicketAuditInputSchema,
  refundTicketCreateInputSchema,
} from '@backdesk/domain';
import { createRefundTicketsService } from '../../features/refund-tickets/refund-tickets.service.js';
import { createRefundsService } from '../../features/refunds/refunds.service.js';
import { workOrderLinks } from '../../features/work-orders/work-order-links.js';
import type { Caller } from '../../http/caller.js';
import type { Db } from '../client.js';
import { type DemoActors, type DemoOrder, type OrderPool, pickOf, type Random } from './demo-pool.js';
import { problemLabelTree } from './problem-labels.js';

/** Refunds the demo starts with, and refund request tickets. */
export const DEMO_REFUNDS = 36;
export const DEMO_REFUND_TICKETS = 8;

/** Shares of the whole package an agent typically refunds (percent of every amount). */
const PERCENTS = ['100', '50', '50', '30', '30', '20', '20', '15', '10', '10'];
/** What the leader writes when a ticket's request does not pass. */
const NOT_PASSED = [
  '客户照片无法证明商品破损，请补充证据',
  'The customer already received a partial refund from the marketplace',
  '退款比例过高，请与客户协商部分退款',
  'Return the item first, then refund',
];

type Package = RefundAddInfo['packages'][number];

/**
 * A refund request of one package of an order, as the refund form fills it: the refundable lines, a share of the
 * order's amounts, a question label of the configured list (one that needs no proof) and the reasons the form
 * generates from it in Chinese and English, the preferred refund path. Null when nothing is left to refund.
 */
export async function refundRequest(
  refunds: ReturnType<typeof createRefundsService>,
  caller: Caller,
  order: DemoOrder,
  rand: Random,
  serialNumber: string,
  { platformRefund = false, singlePayment = false } = {},
) {
  const info = await refunds.addInfo(caller.auth, { orderId: order.id });
  const pkg = info.packages.find(
    (p: Package) =>
      p.limit === null &&
      (!singlePayment || p.combined === null) &&
      p.lines.some((l) => l.quantity > l.refundedQuantity),
  );
  if (!pkg) return null;
  const lines = pkg.lines.filter((l) => l.quantity > l.refundedQuantity);
  const labels = problemLabelTree
    .flatMap((group) => group.children ?? [])
    .filter((l) => !info.uploadRequiredProblemTypes.includes(l.id));
  const label = pickOf(rand, labels);
  const reasons = await refunds.reasonByProblem({
    problemId: label.id,
    sku: lines.map((l) => l.sku).join(','),
  });
  const shown = refundPathShown(order.platformId);
  // a combined payment is split automatically (option 1), which takes no PayPal path
  const enabled = info.routes.filter((r) => r.enabled && (pkg.combined === null || r.routeId !== '3'));
  const route = shown ? (enabled.find((r) => r.preferred) ?? enabled[0]) : undefined;
  if (shown && !route) return null;
  return refundCreateInputSchema.parse({
    serialNumber,
    orderId: order.id,
    packages: [
      {
        packageNo: pkg.packageNo,
        products: lines.map((l) => ({ detailId: l.orderLineId, quantity: l.quantity - l.refundedQuantity })),
        percent: pickOf(rand, PERCENTS),
        orderProblemType: label.id,
        deliveryStatus: String(pkg.deliveryStatus ?? 1),
        reason: reasons.zhReason,
        reasonEn: reasons.enReason,
        onlineRefundReason: reasons.enReason,
        refundRoute: route?.routeId ?? null,
        ...(route?.routeId === '3' ? { paypalname: 'buyer.payments@example.com' } : {}),
        combinedOption: pkg.combined === null ? null : 1,
        isPlatformRefund: platformRefund,
      },
    ],
  });
}

const failed = (results: { problem: unknown }[]) => results.find((r) => r.problem !== null);

/**
 * Refunds in every status (not reviewed, reviewed, completed; AliExpress platform refunds completed at once),
 * combined payments split over their parts, and refund request tickets pending audit, passed (their refund
 * waiting for review, reviewed, solved) and not passed.
 */
export async function seedDemoRefunds(db: Db, actors: DemoActors, pool: OrderPool, rand: Random) {
  const refunds = createRefundsService(db, { workOrders: workOrderLinks });
  const tickets = createRefundTicketsService(db, { refunds });
  const { agent, leader } = actors;
  const made: { id: number; status: number }[] = [];
  for (let i = 0; made.length < DEMO_REFUNDS; i++) {
    // the first few are orders paid by two payments: their refunds are split over both
    const order = (i < 4 && pool.take((o) => o.combined)) || pool.take((o) => !o.combined);
    if (!order) break;
    const platformRefund = order.platformId === AE_PLATFORM_ID && i % 3 === 0;
    const input = await refundRequest(refunds, agent, order, rand, `demo-refund-${order.id}`, {
      platformRefund,
    });
    if (!input) continue;
    const created = await refunds.create(agent, input);
    for (const r of created.refunds) made.push({ id: r.id, status: r.status });
  }
  // a third stays not reviewed; the leader reviews the others, and half of those are paid back
  const waiting = made.filter((r) => r.status === 0);
  const toReview = waiting.filter((_, k) => k % 3 !== 0).map((r) => r.id);
  const reviewed = await refunds.audit(leader, toReview);
  const toFinish = toReview.filter((_, k) => k % 2 === 0);
  const finished = await refunds.setFinished(leader, toFinish);
  const problem = failed([...reviewed, ...finished]);
  if (problem) throw new Error(`demo refund review refused: ${JSON.stringify(problem)}`);

  let ticketCount = 0;
  for (let k = 0; ticketCount < DEMO_REFUND_TICKETS; k++) {
    const order = pool.take((o) => !o.combined);
    if (!order) break;
    const draft = await refundRequest(refunds, agent, order, rand, `demo-ticket-${order.id}`, {
      singlePayment: true,
    });
    if (!draft) continue;
    const ticket = await tickets.create(
      agent,
      refundTicketCreateInputSchema.parse({
        refund: draft,
        remark: k % 2 === 0 ? '客户邮件附照片，申请部分退款' : 'Customer asked by mail for a partial refund',
      }),
    );
    ticketCount += 1;
    const step = k % 4;
    if (step === 0) continue; // pending audit
    if (step === 3) {
      await tickets.audit(
        leader,
        refundTicketAuditInputSchema.parse({
          id: ticket.id,
          passed: false,
          reason: pickOf(rand, NOT_PASSED),
        }),
      );
      continue;
    }
    const audited = await tickets.audit(
      leader,
      refundTicketAuditInputSchema.parse({ id: ticket.id, passed: true }),
    );
    // the audit wrote the refund in the leader's name: an administrator reviews it
    if (step === 2 && audited.refundId) {
      await refunds.audit(actors.admin, [audited.refundId]);
      if (k % 8 === 2) await tickets.setFinish(leader, { id: ticket.id, reason: 'Refund paid back' });
    }
  }
  return { refunds: made.length, refundTickets: ticketCount };
}
