import { RS } from '@backdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app-builder.js';
import { refundAggregate } from '../../records/refunds.repository.js';
import {
  abnormalOrders,
  auditLogs,
  complaintSummaries,
  coupons,
  disputeSolutions,
  disputes,
  mailboxes,
  mailboxOperators,
  mailCases,
  paypalDisputes,
  paypalMessages,
  paypalWebhookDeliveries,
  pointsGrants,
} from '../schema/index.js';
import { packageReplenishments } from '../schema/refills.js';
import { refundTickets } from '../schema/refund-tickets.js';
import { refundPayments, refunds } from '../schema/refunds.js';
import { resends } from '../schema/resends.js';
import { returns } from '../schema/returns.js';
import { workOrderAssignRules, workOrderSlaPolicies, workOrders, workShifts } from '../schema/work-orders.js';
import { seedDemo } from './demo.js';
import { DEMO_ACTIVITY_KEY, seedDemoActivity } from './demo-activity.js';
import { seedReference } from './reference.js';

const { database, drop } = await openTestDatabase();
afterAll(drop);
await database.migrate();
const db = database.db;
await db.transaction((tx) => seedReference(tx));
const now = new Date();
await db.transaction((tx) => seedDemo(tx, { orders: 1500, now }));

const statusesOf = async (table: typeof refunds | typeof resends | typeof packageReplenishments) =>
  new Set((await db.select({ status: table.status }).from(table)).map((r) => r.status));
const counts = async () => ({
  refunds: (await db.select().from(refunds)).length,
  resends: (await db.select().from(resends)).length,
  refills: (await db.select().from(packageReplenishments)).length,
  tickets: (await db.select().from(refundTickets)).length,
  returns: (await db.select().from(returns)).length,
  workOrders: (await db.select().from(workOrders)).length,
  audit: (await db.select().from(auditLogs)).length,
  messages: (await db.select().from(paypalMessages)).length,
});
const before = await counts();

describe('a fresh demo database', () => {
  it('has marketplace disputes: passed and near deadlines, related or not, a refund offered, a summary', async () => {
    const rows = await db
      .select({ dispute: disputes, workOrder: workOrders })
      .from(disputes)
      .innerJoin(workOrders, eq(workOrders.id, disputes.workOrderId));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(
      rows.every(
        (r) => r.workOrder.kind === 4 && r.workOrder.dueAt?.getTime() === r.dispute.deadlineAt.getTime(),
      ),
    ).toBe(true);
    expect(rows.some((r) => r.dispute.deadlineAt < now)).toBe(true);
    expect(rows.some((r) => r.dispute.deadlineAt > now)).toBe(true);
    expect(rows.some((r) => r.workOrder.orderId === null)).toBe(true);
    expect(new Set(rows.map((r) => r.dispute.platformId)).has(13)).toBe(true);
    const solutions = await db.select().from(disputeSolutions);
    expect(solutions.some((s) => s.proposer === 'seller' && s.isDisputeRefund)).toBe(true);
    expect(solutions.some((s) => s.proposer === 'buyer' && s.state === 3)).toBe(true);
    expect((await db.select().from(complaintSummaries)).length).toBeGreaterThan(0);
  });

  it('has refunds in every status, some split over a combined payment, written by the agent and reviewed', async () => {
    expect(before.refunds).toBeGreaterThanOrEqual(30);
    expect(await statusesOf(refunds)).toEqual(new Set([0, 1, 9]));
    const split = await db
      .select({ refundId: refundPayments.refundId, n: sql<number>`count(*)::int` })
      .from(refundPayments)
      .groupBy(refundPayments.refundId);
    expect(split.some((r) => Number(r.n) > 1)).toBe(true);
    const rows = await db.select().from(refunds);
    expect(rows.every((r) => r.reason.length > 0 && (r.reasonEn ?? '').startsWith('Refund for'))).toBe(true);
    expect(rows.filter((r) => r.status === 1).every((r) => r.reviewedBy !== r.createdBy)).toBe(true);
    // the services wrote the audit trail, ticket audits' refunds included
    const audited = await db.select().from(auditLogs).where(eq(auditLogs.action, 'refund.create'));
    expect(audited.length).toBe(before.refunds);
    expect(rows.some((r) => r.serialNumber.startsWith('ticket-'))).toBe(true);
  });

  it('has resends unconfirmed, confirmed and cancelled, and refills incompleted and completed', async () => {
    expect(before.resends).toBeGreaterThanOrEqual(12);
    expect(await statusesOf(resends)).toEqual(new Set([0, 1, 2]));
    expect(before.refills).toBeGreaterThanOrEqual(8);
    expect(await statusesOf(packageReplenishments)).toEqual(new Set([0, 1]));
    expect((await db.select().from(packageReplenishments)).some((r) => r.orderType === 2)).toBe(true);
  });

  it('has refund request tickets pending audit, passed, not passed and solved', async () => {
    expect(before.tickets).toBeGreaterThanOrEqual(6);
    const rows = await db.select().from(refundTickets);
    expect(new Set(rows.map((t) => t.auditStatus))).toEqual(new Set([1, 2, 3]));
    expect(rows.some((t) => t.status === 10)).toBe(true);
    expect(rows.filter((t) => t.auditStatus === 2).every((t) => t.refundId !== null)).toBe(true);
  });

  it('has after-sales work orders in open and finished statuses, some overdue, for the agent, the leader and a team', async () => {
    expect(before.workOrders).toBeGreaterThanOrEqual(12);
    const rows = await db.select().from(workOrders).where(eq(workOrders.kind, 1));
    expect(new Set(rows.map((w) => w.status))).toEqual(new Set([1, 2, 3, 4, 7, 9, 10]));
    expect(new Set(rows.map((w) => w.handlerType))).toEqual(new Set([1, 2]));
    expect(rows.some((w) => w.status < 9 && w.dueAt !== null && w.dueAt < now)).toBe(true);
    expect(rows.filter((w) => w.status >= 9).every((w) => w.finishReason !== null)).toBe(true);
    // a refund proposal raised a refund linked to its work order
    const linked = (await db.select().from(refunds)).filter((r) => r.workOrderId !== null);
    expect(linked.length).toBeGreaterThan(0);
    for (const r of linked) expect(rows.find((w) => w.id === r.workOrderId)?.proposal).toBe('refund');
  });

  it('has abnormal work orders raised by parcel events and channel problem items, one per order', async () => {
    const rows = await db
      .select()
      .from(abnormalOrders)
      .innerJoin(workOrders, eq(workOrders.id, abnormalOrders.workOrderId));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.work_orders.kind === 3)).toBe(true);
    expect(new Set(rows.map((r) => r.abnormal_orders.type))).toEqual(new Set([2, 4]));
    expect(rows.some((r) => r.abnormal_orders.processingScheme === 4)).toBe(true);
    expect(rows.some((r) => r.abnormal_orders.ticketStatus === 3)).toBe(true);
    expect(rows.some((r) => r.abnormal_orders.processingDeadline! < now)).toBe(true);
    const orderIds = rows.map((r) => r.work_orders.orderId);
    expect(new Set(orderIds).size).toBe(orderIds.length);
  });

  it("sets up work orders: an urgent after-sales countdown, one enabled rule and the team's shifts", async () => {
    const [policy] = await db.select().from(workOrderSlaPolicies);
    expect(policy).toMatchObject({ kind: 1, priority: 4, resolveHours: 6, warnHours: [3, 1] });
    const rules = await db.select().from(workOrderAssignRules);
    expect(rules).toHaveLength(1);
    expect(rules[0]).toMatchObject({ kind: 1, platformIds: [12], enabled: true, followSchedule: true });
    expect(rules[0]!.teamId).not.toBeNull();
    // the rule came after the demo's work orders: none of them was given out by it
    const assigned = await db.select().from(auditLogs).where(eq(auditLogs.action, 'workOrder.assign'));
    expect(assigned).toHaveLength(0);
    const shifts = await db.select().from(workShifts);
    expect(new Set(shifts.map((s) => s.userId)).size).toBeGreaterThanOrEqual(3);
    // this week and the next: shifts of at most 16 hours, a night shift among them
    const week = shifts.filter((s) => s.startsAt.getTime() - now.getTime() < 7 * 86_400_000);
    expect(week.length).toBeGreaterThan(20);
    expect(shifts.every((s) => s.endsAt.getTime() - s.startsAt.getTime() <= 16 * 3_600_000)).toBe(true);
    const dateAtTeam = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect(shifts.some((s) => dateAtTeam(s.endsAt) !== dateAtTeam(s.startsAt))).toBe(true);
  });

  it('has returns in every status of the flow the demo shows', async () => {
    const statuses = new Set((await db.select().from(returns)).map((r) => r.status));
    for (const s of [RS.initiated, RS.generatedPrinted, RS.goodsShipped, RS.received, RS.warehoused])
      expect(statuses.has(s)).toBe(true);
  });

  it("gives the dashboard's refund figures of the last 30 days something to show", async () => {
    const from = new Date(now.getTime() - 30 * 86_400_000);
    const figures = await refundAggregate(db, { platformIds: [1, 4, 7, 12, 13], from, to: now });
    expect(figures.refundedOrderCount).toBeGreaterThan(0);
    expect(figures.amount.some((a) => Number(a.amount) > 0)).toBe(true);
  });

  it('has payment-provider messages of every kind, delivered through the webhook signed by the local stand-in', async () => {
    const rows = await db.select().from(paypalMessages);
    expect(rows.length).toBeGreaterThanOrEqual(35);
    expect(new Set(rows.map((m) => m.typeId))).toEqual(
      new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((t) => t !== 4)),
    );
    expect(rows.every((m) => m.source === 'local' && m.eventId?.startsWith('WH-'))).toBe(true);
    // most concern an order of ours (found by the payment's transaction id); two are another channel's
    expect(new Set(rows.filter((m) => m.orderId === null).map((m) => m.disputeId)).size).toBe(2);
    expect(new Set(rows.map((m) => m.platformId)).size).toBeGreaterThan(3);
    expect(rows.every((m) => m.occurredAt.getTime() <= now.getTime())).toBe(true);
    const open = await db
      .select({ id: paypalMessages.id })
      .from(paypalMessages)
      .innerJoin(workOrders, eq(workOrders.orderId, paypalMessages.orderId))
      .where(sql`${workOrders.status} NOT IN (9, 10)`);
    expect(open.length).toBeGreaterThan(0);
    const received = await db.select().from(auditLogs).where(eq(auditLogs.action, 'paypalMessage.receive'));
    expect(received).toHaveLength(rows.length);
  });

  it('has PayPal complaints as work orders the customer-care webhook made from events the local stand-in signed', async () => {
    const disputes = await db.select().from(paypalDisputes);
    expect(disputes.length).toBe(13);
    const deliveries = await db.select().from(paypalWebhookDeliveries);
    expect(deliveries.every((d) => d.verdict === 'accepted' && d.eventId?.startsWith('WH-DEMO-CARE-'))).toBe(
      true,
    );
    const complaints = await db.select().from(workOrders).where(eq(workOrders.kind, 8));
    expect(complaints).toHaveLength(13);
    // open ones for the team, one solved (won), one closed (lost), one on hold (under PayPal's review)
    expect(new Set(complaints.map((w) => w.status))).toEqual(new Set([1, 2, 8, 9, 10]));
    expect(complaints.every((w) => w.handlerType === 2)).toBe(true);
    // one about a payment that is not ours: no order
    expect(complaints.filter((w) => w.orderId === null)).toHaveLength(1);
  });

  it("has the demo shop's mailboxes, all made up (never fetched, mail captured), one default sender each", async () => {
    const boxes = await db.select().from(mailboxes);
    expect(boxes.length).toBe(2);
    expect(boxes.every((b) => b.demo)).toBe(true);
    const cases = await db.select({ mailboxId: mailCases.mailboxId }).from(mailCases);
    expect(cases.length).toBeGreaterThan(50);
    expect(cases.every((c) => boxes.some((b) => b.id === c.mailboxId))).toBe(true);
    const defaults = await db.select().from(mailboxOperators).where(eq(mailboxOperators.isDefault, true));
    expect(new Set(defaults.map((d) => d.userId)).size).toBe(defaults.length);
  });

  it('asks for points and coupons as the agent and reviews them as the leader: every status shows', async () => {
    const grants = await db.select({ status: pointsGrants.status }).from(pointsGrants);
    expect(new Set(grants.map((g) => g.status))).toEqual(new Set(['released', 'denied', 'pending']));
    const issued = await db.select({ status: coupons.status, mainCode: coupons.mainCode }).from(coupons);
    expect(new Set(issued.map((c) => c.status))).toEqual(new Set(['issued', 'pending']));
    expect(issued.filter((c) => c.status === 'issued').every((c) => c.mainCode)).toBe(true);
  });

  it('is written once: seeding again adds nothing', async () => {
    expect(await db.transaction((tx) => seedDemo(tx, { now }))).toBe(false);
    expect(await db.transaction((tx) => seedDemoActivity(tx, { now }))).toBe(false);
    expect(await counts()).toEqual(before);
    const [meta] = await db
      .execute(sql`SELECT 1 FROM app_meta WHERE key = ${DEMO_ACTIVITY_KEY}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows));
    expect(meta).toBeDefined();
  });
});
