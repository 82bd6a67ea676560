import { type AfterSalesProposal, afterSalesCreateInputSchema } from '@backdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { createRefundsService } from '../../features/refunds/refunds.service.js';
import { workOrderLinks } from '../../features/work-orders/work-order-links.js';
import { scheduleSlaTimers, slaOf } from '../../features/work-orders/work-order-sla.js';
import { createWorkOrdersService } from '../../features/work-orders/work-orders.service.js';
import type { Db } from '../client.js';
import { orders, teams, workOrderLogs, workOrders } from '../schema/index.js';
import { type DemoActors, type OrderPool, pickOf, type Random } from './demo-pool.js';
import { refundRequest } from './demo-refunds.js';

/** After-sales work orders the demo starts with. */
export const DEMO_WORK_ORDERS = 16;
const HOUR = 3_600_000;

/** What customers write about, as the agent files it (subject, problem, label, what they expect). */
const PROBLEMS = [
  [
    'Kettle arrived with a cracked lid',
    'The customer sent two photos: the lid is cracked along the hinge.',
    'quality.broken',
    2,
  ],
  ['耳机左耳没有声音', '客户反馈左耳无声，已尝试重新配对，问题依旧。', 'quality.notWorking', 5],
  [
    'Charger missing from the box',
    'The box had the phone stand but no charger or cable.',
    'quality.missingParts',
    5,
  ],
  ['包裹显示已签收但客户未收到', '物流显示已签收，客户称未收到，邻居处也没有。', 'logistics.notReceived', 1],
  [
    'Parcel late by two weeks',
    'Tracking has not moved for 12 days after export customs.',
    'logistics.late',
    2,
  ],
  ['外箱破损，商品划伤', '运输途中外箱破损，商品表面有明显划痕。', 'logistics.damaged', 2],
  ['Wrong model delivered', 'Ordered the 65 W charger, received the 30 W one.', 'wrongItem.model', 3],
  ['尺码发错', '客户下单 M 码，收到的是 XL 码。', 'wrongItem.sizeColour', 3],
  [
    'Customer asks how to claim the warranty',
    'Screen flickers after three months; asks about warranty repair.',
    'other.other',
    4,
  ],
] as const;

/** What happens to each: nothing yet, a reply, an evidence request, a proposal, a hand-over, solved or closed. */
type Fate = 'new' | 'reply' | 'evidence' | AfterSalesProposal | 'toLeader' | 'solved' | 'closed';
const FATES: Fate[] = [
  'new',
  'new',
  'reply',
  'evidence',
  'refund',
  'repair',
  'resend',
  'toLeader',
  'solved',
  'closed',
];

/**
 * Work orders about demo orders, written through the work-order service as the agent (who files and works them)
 * and the leader (who files for the team and solves or closes), in every status; their times are then spread over
 * the last ten days (the service stamps now), so the queue shows overdue, due soon and on-time work.
 */
export async function seedDemoWorkOrders(
  db: Db,
  actors: DemoActors,
  pool: OrderPool,
  rand: Random,
  now: Date,
) {
  const service = createWorkOrdersService(db);
  const refunds = createRefundsService(db, { workOrders: workOrderLinks });
  const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.enName, 'EU & US Team A'));
  let made = 0;
  for (let i = 0; i < DEMO_WORK_ORDERS; i++) {
    const order = pool.take();
    if (!order) break;
    const [row] = await db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, order.id));
    const [subject, description, question, expected] = pickOf(rand, PROBLEMS);
    const forTeam = team && i % 6 === 5;
    const filer = forTeam ? actors.leader : actors.agent;
    const created = await service.add(
      filer,
      afterSalesCreateInputSchema.parse({
        subject,
        description,
        orderNo: row!.orderNo,
        question,
        expectedSolution: expected,
        priority: pickOf(rand, [1, 2, 2, 2, 3, 4]),
        source: 2,
        handler: forTeam ? { handlerType: 2, handlerId: team.id } : undefined,
      }),
    );
    const fate = forTeam ? 'new' : FATES[i % FATES.length]!;
    const id = created.id;
    if (fate === 'reply')
      await service.reply(filer, {
        id,
        content: 'Sorry for the trouble: we are checking with the warehouse.',
      });
    if (fate === 'evidence')
      await service.askEvidence(filer, { id, content: '请提供商品破损处的照片或视频，以便我们处理。' });
    // a refund is raised from the work order through the refund form's call (it moves the work order as the
    // proposal does); an order with nothing left to refund gets the proposal alone
    const raised =
      fate === 'refund'
        ? await refundRequest(refunds, filer, order, rand, `demo-wo-${id}`, { singlePayment: true })
        : null;
    if (raised) await refunds.create(filer, { ...raised, workOrderNo: created.workOrderNo });
    else if (fate === 'refund' || fate === 'repair' || fate === 'resend')
      await service.propose(filer, {
        id,
        proposal: fate,
        note: fate === 'refund' ? '30% partial refund' : undefined,
      });
    if (fate === 'toLeader' || fate === 'solved' || fate === 'closed')
      await service.transfer(filer, {
        ids: [id],
        handler: { handlerType: 1, handlerId: actors.leader.auth.userId },
        note: 'Above my refund limit',
      });
    if (fate === 'solved')
      await service.transferStatus(actors.leader, { ids: [id], status: 10, reason: 'customerSatisfied' });
    if (fate === 'closed')
      await service.transferStatus(actors.leader, { ids: [id], status: 9, reason: 'noReply' });
    // spread over the last ten days: the newest first in the loop's order, due by its priority from then
    const at = new Date(now.getTime() - Math.floor(rand() * 240) * HOUR);
    const sla = await slaOf(db, created.kind, created.priority, at);
    await db.update(workOrders).set({ createdAt: at, dueAt: sla.dueAt }).where(eq(workOrders.id, id));
    // its log moves back with it, so the log and the progress bar tell the same story as the dates
    const back = sql`(${now.toISOString()}::timestamptz - ${at.toISOString()}::timestamptz)`;
    await db
      .update(workOrderLogs)
      .set({ at: sql`${workOrderLogs.at} - ${back}` })
      .where(eq(workOrderLogs.workOrderId, id));
    // the timers follow the new due time (those of the first one find it moved and do nothing)
    await scheduleSlaTimers(db, { id, dueAt: sla.dueAt }, sla.policy, now);
    made++;
  }
  return { workOrders: made };
}
