import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import {
  auditRowsOf,
  createDepartment,
  createUser,
  signedInWith,
  signedInWorkOrderHolder,
} from '../../../test/factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { multipartOf, pngOf } from '../../../test/upload-files.js';
import { mailTemplates, notices, workOrders } from '../../db/schema/index.js';
import { createSlaTimers } from './work-order-sla.js';

/*
 * The dispute desk (/api/crmAeDisputeWorkOrder): marketplace disputes as work orders of the work-order model, with
 * their countdown to the marketplace's deadline, the relate rule, solutions, evidence, the complaint summary and
 * the refund form's case lookup.
 */
const { app, database } = await createTestApp();
const db = database.db;
const base = '/api/crmAeDisputeWorkOrder';
const HOUR = 3_600_000;

const desk = await createDepartment(db, { name: 'Dispute desk' });
const otherDesk = await createDepartment(db, { name: 'Pre-sales desk' });
const agent = await signedInWorkOrderHolder(app, db, 1, desk.id);
const colleague = await signedInWorkOrderHolder(app, db, 1, desk.id);
const stranger = await signedInWorkOrderHolder(app, db, 2, otherDesk.id);
const leader = await signedInWith(
  app,
  db,
  [
    'workOrder.view',
    'workOrder.manage',
    'workOrderCountdown.manage',
    'refund.create',
    'refund.view',
    'refundTicket.view',
  ].map((code) => ({ code, tag: 3 as const, permType: 'self' as const, crmTeamId: null })),
  { departmentId: desk.id },
  { allPlatforms: true },
);
type Headers = Record<string, string>;
const post = (path: string, payload: object, headers: Headers = agent.headers) =>
  app.inject({ method: 'POST', url: `${base}/${path}`, headers, payload });
const get = (path: string, query: string, headers: Headers = agent.headers) =>
  app.inject({ method: 'GET', url: `${base}/${path}?${query}`, headers });

let seq = 0;
type Dispute = {
  id: number;
  workOrderNo: string;
  dueAt: string;
  deadlineAt: string;
  responseCountdown: { seconds: number; overdue: boolean; days: number };
  solutions: { id: number; state: number; isDisputeRefund: boolean; proposer: string }[];
  status: number;
  workerOrderStatus: number;
  orderNo: string | null;
};
async function record(extra: object = {}, headers: Headers = agent.headers): Promise<Dispute> {
  const res = await post(
    'add',
    {
      disputeId: `AE-ISSUE-${Date.now()}-${++seq}`,
      platformId: 13,
      reason: 'notAsDescribed',
      description: 'Colour differs from the photo',
      amount: '40.00',
      currency: 'USD',
      ...extra,
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('add and the response countdown', () => {
  it('a new AliExpress dispute is due 5 days after its opening, by default, and counts down to it', async () => {
    const openedAt = new Date(Date.now() - 3 * 24 * HOUR);
    const d = await record({ openedAt: openedAt.toISOString() });
    expect(new Date(d.deadlineAt).getTime()).toBe(openedAt.getTime() + 5 * 24 * HOUR);
    expect(d.dueAt).toBe(d.deadlineAt);
    expect(d.responseCountdown).toMatchObject({ overdue: false, days: 1 });
    expect((await auditRowsOf(db, 'workOrder', d.id)).map((a) => a.action)).toContain('dispute.record');
  });

  it('the per-platform days are configurable and new disputes use them', async () => {
    const saved = await post(
      'saveDeadlineSettings',
      { settings: [{ platformId: 13, days: 2 }] },
      leader.headers,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.find((s: { platformId: number }) => s.platformId === 13)).toEqual({
      platformId: 13,
      days: 2,
      configured: true,
    });
    const openedAt = new Date();
    const d = await record({ openedAt: openedAt.toISOString() });
    expect(new Date(d.deadlineAt).getTime()).toBe(openedAt.getTime() + 2 * 24 * HOUR);
    const listed = await get('deadlineSettings', '');
    expect(listed.json().data).toEqual(
      expect.arrayContaining([
        { platformId: 13, days: 2, configured: true },
        { platformId: 7, days: 3, configured: false },
      ]),
    );
    await post('saveDeadlineSettings', { settings: [{ platformId: 13, days: 5 }] }, leader.headers);
    expectError(
      await post('saveDeadlineSettings', { settings: [{ platformId: 13, days: 31 }] }, leader.headers),
      'VALIDATION_FAILED',
    );
    expectError(
      await post('saveDeadlineSettings', { settings: [{ platformId: 13, days: 3 }] }),
      'NO_PERMISSION',
    );
  });

  it('a dispute past its deadline shows a negative countdown and raises an SLA warning notice', async () => {
    const d = await record({
      openedAt: new Date(Date.now() - 6 * 24 * HOUR).toISOString(),
      deadlineAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    const seen = await get('view', `id=${d.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const countdown = seen.json().data.responseCountdown;
    expect(countdown.overdue).toBe(true);
    expect(countdown.seconds).toBeLessThan(-HOUR / 1000);
    expect(countdown.hours).toBe(-2);

    // the list's overdue filter finds it
    const listed = await post('search', { overdue: true, workOrderNo: d.workOrderNo });
    expect(listed.json().data.list.map((r: { id: number }) => r.id)).toEqual([d.id]);

    // the deadline's timer, as the job queue delivers it, marks it overdue and tells the handler, once
    const { rows } = (await database.executeSql(
      "SELECT data FROM jobs.job WHERE name = 'work-order-sla' AND (data->>'workOrderId')::bigint = $1",
      [d.id],
    )) as { rows: { data: { stage: string; dueAt: string; hoursLeft: number; workOrderId: number } }[] };
    const overdue = rows.find(
      (r) =>
        r.data.stage === 'overdue' && new Date(r.data.dueAt).getTime() === new Date(d.deadlineAt).getTime(),
    )!.data;
    const timers = createSlaTimers(db, { now: () => new Date() });
    expect(await timers.fire(overdue)).toBe('overdue');
    expect(await timers.fire(overdue)).toBe('stale');
    const warned = await db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.userId, agent.user.id),
          eq(notices.kind, 'slaWarning'),
          eq(notices.objectId, String(d.id)),
        ),
      );
    expect(warned).toHaveLength(1);
    const bell = await app.inject({
      method: 'GET',
      url: '/api/crmNotice/countUnReadByDirectorId',
      headers: agent.headers,
    });
    expect(bell.json().data.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'slaWarning', objectId: String(d.id) })]),
    );
  });

  it('a deadline near enough gets the warning of the countdown policy (2 h left)', async () => {
    const d = await record({ deadlineAt: new Date(Date.now() + 3 * HOUR).toISOString() });
    const { rows } = (await database.executeSql(
      "SELECT data FROM jobs.job WHERE name = 'work-order-sla' AND (data->>'workOrderId')::bigint = $1",
      [d.id],
    )) as { rows: { data: { stage: string; dueAt: string; hoursLeft: number } }[] };
    const warn = rows.find(
      (r) => r.data.stage === 'warn' && new Date(r.data.dueAt).getTime() === new Date(d.deadlineAt).getTime(),
    )!.data;
    expect(warn.hoursLeft).toBe(2);
    const at = (ms: number) => createSlaTimers(db, { now: () => new Date(ms) });
    expect(await at(new Date(d.deadlineAt).getTime() - 2 * HOUR + 60_000).fire(warn)).toBe('warn');
  });

  it('refuses the same dispute twice, another platform’s order and a platform the caller does not see', async () => {
    const d = await record({ disputeId: 'AE-TWICE-1' });
    expect(d.id).toBeGreaterThan(0);
    expectError(
      await post('add', { disputeId: 'AE-TWICE-1', platformId: 13, reason: 'quality' }),
      'DISPUTE_ID_TAKEN',
    );
    const { order } = await createOrder(db, { platformId: 7 });
    expectError(
      await post('add', { disputeId: 'AE-X-1', platformId: 13, reason: 'quality', orderNo: order.orderNo }),
      'DISPUTE_ORDER_PLATFORM_MISMATCH',
    );
    expectError(
      await post('add', { disputeId: 'AE-X-2', platformId: 13, reason: 'nonsense' }),
      'FIELD_REQUIRED',
    );
    const narrow = await signedInWith(
      app,
      db,
      ['workOrder.view', 'workOrder.manage'].map((code) => ({
        code,
        tag: 1 as const,
        permType: 'self' as const,
        crmTeamId: null,
      })),
      { departmentId: desk.id },
      { platformIds: [7] },
    );
    expectError(
      await post('add', { disputeId: 'AE-X-3', platformId: 13, reason: 'quality' }, narrow.headers),
      'NO_PERMISSION',
    );
  });
});

describe('relate to an order', () => {
  it('checks, then relates; a work order already associated cannot be associated again', async () => {
    const d = await record();
    const { order } = await createOrder(db, { platformId: 13 });
    const check = await get('checkIfCanRelateDispute', `id=${d.id}&orderNo=${order.orderNo}`);
    expect(check.json().data).toEqual({ canRelate: true, problem: null, orderNo: order.orderNo });
    const related = await post('relateDisputeToOrderManally', { id: d.id, orderNo: order.orderNo });
    expect(related.statusCode, related.body).toBe(200);
    expect(related.json().data.orderNo).toBe(order.orderNo);
    expect(related.json().data.log.map((l: { action: string }) => l.action)).toContain('dispute.relate');

    const again = await get('checkIfCanRelateDispute', `id=${d.id}&orderNo=${order.orderNo}`);
    expect(again.json().data).toMatchObject({ canRelate: false, problem: 'DISPUTE_ALREADY_RELATED' });
    expectError(
      await post('relateDisputeToOrderManally', { id: d.id, orderNo: order.orderNo }),
      'DISPUTE_ALREADY_RELATED',
    );

    // a second dispute cannot take an order with an unfinished dispute
    const second = await record();
    expectError(
      await post('relateDisputeToOrderManally', { id: second.id, orderNo: order.orderNo }),
      'TICKET_UNFINISHED_EXISTS',
    );
    const ebay = await createOrder(db, { platformId: 7 });
    expectError(
      await post('relateDisputeToOrderManally', { id: second.id, orderNo: ebay.order.orderNo }),
      'DISPUTE_ORDER_PLATFORM_MISMATCH',
    );
    expectError(
      await post('relateDisputeToOrderManally', { id: second.id, orderNo: 'BD-NOPE' }),
      'DISPUTE_RELATE_ORDER_NOT_FOUND',
    );
  });
});

/** A dispute about a fresh AE order. */
async function relatedDispute(extra: object = {}) {
  const { order } = await createOrder(db, {
    platformId: 13,
    customer: { email: `buyer.${++seq}@example.com` },
  });
  const d = await record({ orderNo: order.orderNo, ...extra });
  return { d, order };
}

describe('solutions', () => {
  it('proposes a partial refund flagged a dispute refund, then the refund form raised from it links to it', async () => {
    const { d, order } = await relatedDispute();
    const proposed = await post('proposeRefundSolutions', {
      id: d.id,
      amount: '12.50',
      reasonEn: 'shipped',
      note: 'Partial refund for the colour',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    const view = proposed.json().data;
    expect(view.solutions[0]).toMatchObject({
      proposer: 'seller',
      kind: 'refund',
      amount: '12.5000',
      state: 2,
      isDisputeRefund: true,
    });
    expect(view).toMatchObject({ status: 2, workerOrderStatus: 15, proposal: 'refund' });
    expect(order.orderNo).toBe(view.orderNo);

    const notFlagged = await post('proposeRefundSolutions', { id: d.id, amount: '5', reasonEn: 'quality' });
    expect(notFlagged.json().data.solutions[0].isDisputeRefund).toBe(false);
    expectError(
      await post('proposeRefundSolutions', { id: d.id, amount: '40.01' }),
      'DISPUTE_REFUND_OVER_AMOUNT',
    );
    expectError(await post('proposeRefundSolutions', { id: d.id, amount: '-1' }), 'VALIDATION_FAILED');
  });

  it('a refund or resend needs an order; a closed dispute takes no more solutions', async () => {
    const d = await record();
    expectError(await post('proposeRefundSolutions', { id: d.id, amount: '1' }), 'DISPUTE_ORDER_REQUIRED');
    expectError(await post('proposeResendSolutions', { id: d.id }), 'DISPUTE_ORDER_REQUIRED');
    const { d: closed } = await relatedDispute({ statusOfDispute: 10 });
    expectError(await post('proposeRefundSolutions', { id: closed.id, amount: '1' }), 'DISPUTE_CLOSED');
    const { d: resend } = await relatedDispute();
    const proposed = await post('proposeResendSolutions', { id: resend.id, note: 'Send the right colour' });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().data.solutions[0]).toMatchObject({ kind: 'resend', state: 2, solution: null });
  });

  it('records the buyer’s solution, agrees it once, and keeps settled solutions as they are', async () => {
    const { d } = await relatedDispute();
    const buyer = await post('insertOrUpdateSolution', {
      id: d.id,
      proposer: 'buyer',
      solution: 2,
      amount: '40',
    });
    expect(buyer.statusCode, buyer.body).toBe(200);
    const s = buyer.json().data.solutions[0];
    expect(s).toMatchObject({ proposer: 'buyer', state: 3, solution: 2 });
    expectError(
      await post('insertOrUpdateSolution', { id: d.id, solutionId: s.id, solution: 1, amount: '30' }),
      'DISPUTE_SOLUTION_NOT_AGREEABLE',
    );
    const agreed = await post('agreeSolution', { id: d.id, solutionId: s.id });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().data).toMatchObject({ status: 7, workerOrderStatus: 10 });
    expect(agreed.json().data.solutions[0].state).toBe(4);
    expectError(await post('agreeSolution', { id: d.id, solutionId: s.id }), 'DISPUTE_SOLUTION_SETTLED');
    expectError(
      await post('agreeSolution', { id: d.id, solutionId: 999999999 }),
      'DISPUTE_SOLUTION_NOT_FOUND',
    );

    const own = await post('insertOrUpdateSolution', { id: d.id, solution: 1, amount: '20' });
    const mine = own.json().data.solutions[0];
    expect(mine).toMatchObject({ proposer: 'seller', state: 2 });
    const changed = await post('insertOrUpdateSolution', {
      id: d.id,
      solutionId: mine.id,
      solution: 1,
      amount: '25',
    });
    expect(changed.json().data.solutions[0].amount).toBe('25.0000');
    expectError(
      await post('agreeSolution', { id: d.id, solutionId: mine.id }),
      'DISPUTE_SOLUTION_NOT_AGREEABLE',
    );
  });
});

describe('evidence, remark, statuses, processed, transfer, log', () => {
  it('uploads evidence from the file store and attaches it to the dispute', async () => {
    const { d } = await relatedDispute();
    const body = multipartOf([{ fileName: 'tracking.png', data: pngOf(300), contentType: 'image/png' }]);
    const up = await app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...agent.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().data.id as string;
    const res = await post('uploadEvidence', { id: d.id, files: [{ id: fileId }], note: 'Delivered photo' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.evidence).toEqual([
      expect.objectContaining({ id: fileId, name: 'tracking.png', note: 'Delivered photo' }),
    ]);
    expect(res.json().data.workerOrderStatus).toBe(5);
    // the leader, who reaches the work order, reads the file; a colleague who does not reach it, not
    const file = await app.inject({ method: 'GET', url: `/api/files/${fileId}`, headers: leader.headers });
    expect(file.statusCode).toBe(200);
    const hidden = await app.inject({
      method: 'GET',
      url: `/api/files/${fileId}`,
      headers: colleague.headers,
    });
    expectError(hidden, 'UPLOAD_FILE_NOT_FOUND');
    expectError(
      await post('uploadEvidence', { id: d.id, files: [{ id: '00000000-0000-4000-8000-000000000000' }] }),
      'UPLOAD_FILE_NOT_FOUND',
    );
    expectError(await post('uploadEvidence', { id: d.id, files: [] }), 'FIELD_REQUIRED');
  });

  it('remark, complaint status, marketplace reply and processed, each in the log and the audit', async () => {
    const { d } = await relatedDispute();
    expect(
      (await post('addOrUpdateRemark', { id: d.id, remark: 'Buyer prefers PayPal' })).json().data.remark,
    ).toBe('Buyer prefers PayPal');
    const status = await post('updateDisputeWorkOrderStatus', {
      id: d.id,
      workerOrderStatus: 12,
      statusOfDispute: 6,
    });
    expect(status.json().data).toMatchObject({ workerOrderStatus: 12, statusOfDispute: 6 });
    expectError(
      await post('updateDisputeWorkOrderStatus', { id: d.id, workerOrderStatus: 20 }),
      'VALIDATION_FAILED',
    );
    expect(
      (await post('updateDisputeImReplyStatus', { id: d.id, replied: true })).json().data.imReplied,
    ).toBe(true);
    const done = await post('confirmWorkOrderProcessed', { id: d.id });
    expect(done.json().data.status).toBe(7);
    expectError(await post('confirmWorkOrderProcessed', { id: d.id }), 'WORK_ORDER_STATUS_UNCHANGED');
    const log = await post('getLogByWorkOrderNo', { workOrderNo: d.workOrderNo });
    expect(log.json().data.map((l: { action: string }) => l.action)).toEqual(
      expect.arrayContaining([
        'dispute.record',
        'workOrder.remark',
        'dispute.status',
        'dispute.imReply',
        'dispute.processed',
      ]),
    );
    expect((await auditRowsOf(db, 'workOrder', d.id)).map((a) => a.action)).toEqual(
      expect.arrayContaining(['workOrder.remark', 'dispute.status', 'dispute.imReply', 'dispute.processed']),
    );
    expectError(
      await post('getLogByWorkOrderNo', { workOrderNo: 'WO-NOPE' }),
      'DISPUTE_WORK_ORDER_NOT_FOUND',
    );
  });

  it('transfers dispute work orders only, a result per work order', async () => {
    const d = await record();
    const afterSales = await app.inject({
      method: 'POST',
      url: '/api/crmAfterSalesWorkOrder/add',
      headers: agent.headers,
      payload: {
        subject: 'Late',
        description: 'Late parcel',
        customerEmail: 'late.t@example.com',
        question: 'logistics.late',
      },
    });
    const other = afterSales.json().data.id as number;
    const ids = [d.id, other];
    const res = await post('transferWorkOrder', {
      ids,
      handler: { handlerType: 1, handlerId: colleague.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data[0]).toMatchObject({ id: d.id, is_success: true });
    expect(res.json().data[1]).toMatchObject({ id: other, is_success: false, code: 5400 });
    expect((await db.select().from(workOrders).where(eq(workOrders.id, other)))[0]!.handlerId).toBe(
      agent.user.id,
    );
    const moved = await get('view', `id=${d.id}`, colleague.headers);
    expect(moved.json().data.handler.handlerId).toBe(colleague.user.id);
  });

  it('scope: another department’s agent is refused, an unknown id is 404, another kind is not a dispute', async () => {
    const d = await record();
    expectError(await get('view', `id=${d.id}`, stranger.headers), 'WORK_ORDER_OUT_OF_SCOPE');
    expectError(
      await post('addOrUpdateRemark', { id: d.id, remark: 'x' }, stranger.headers),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expectError(await get('view', 'id=999999999'), 'WORK_ORDER_NOT_FOUND');
    const other = await app.inject({
      method: 'POST',
      url: '/api/crmAfterSalesWorkOrder/add',
      headers: agent.headers,
      payload: {
        subject: 'Late',
        description: 'Late parcel',
        customerEmail: 'late@example.com',
        question: 'logistics.late',
      },
    });
    expectError(await get('view', `id=${other.json().data.id}`), 'DISPUTE_WORK_ORDER_NOT_FOUND');
    // the list shows the caller's own work orders only (tag 1)
    const listed = await post('search', { workOrderNo: d.workOrderNo }, stranger.headers);
    expect(listed.json().data.list).toEqual([]);
  });
});

describe('templates, contact e-mail, lookups', () => {
  it('fills a reply template with the dispute’s order and masks the contact e-mail', async () => {
    const { d, order } = await relatedDispute();
    const [template] = await db
      .insert(mailTemplates)
      .values({
        name: 'Dispute apology',
        platformId: 13,
        lang: 'en',
        mailType: 1,
        subject: 'About order {orderNo}',
        body: 'Dear {customerName}, we offer {amount} {currency}. {agentName}',
        createdBy: agent.user.id,
      })
      .returning();
    const list = await get('getTemplates', `id=${d.id}`);
    expect(list.json().data.map((t: { id: number }) => t.id)).toContain(template!.id);
    const filled = await post('replaceEmailTemplate', { id: d.id, templateId: template!.id });
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().data.subject).toBe(`About order ${order.orderNo}`);
    expect(filled.json().data.body).toContain('40.0000 USD');
    expectError(
      await post('replaceEmailTemplate', { id: d.id, templateId: 999999 }),
      'DISPUTE_TEMPLATE_NOT_FOUND',
    );
    const contact = await get('getContactEmail', `id=${d.id}`);
    expect(contact.json().data.orderNo).toBe(order.orderNo);
    expect(contact.json().data.email).not.toContain('buyer.');
    expect(contact.json().data.email).toContain('*');
  });

  it('initDisputeReason and initProductManager', async () => {
    const reasons = await get('initDisputeReason', '');
    expect(reasons.json().data.map((r: { key: string }) => r.key)).toContain('notReceived');
    const product = await createDepartment(db, { name: 'Product management' });
    const pm = await createUser(db, { departmentId: product.id, name: 'Pat Product' });
    const managers = await get('initProductManager', '');
    expect(managers.json().data.map((u: { id: number }) => u.id)).toContain(pm.id);
  });
});

describe('complaint summary', () => {
  const valid = {
    shopId: 1,
    orderOrProduct: 'Desk lamp',
    questionLabel: 'quality.broken',
    enquiryRoute: 'email',
    emotion: 'angry',
    issue: 'Arrived broken, wants money back',
    solution: 'Partial refund 30 %',
    links: ['https://www.aliexpress.com/issue/1'],
  };

  it('refuses an invalid link and reports the missing fields with the spec’s message; saves a valid one', async () => {
    const { d } = await relatedDispute();
    const bad = await post('saveComplaintSummary', { id: d.id, ...valid, links: ['not a link'] });
    expectError(bad, 'URL_INVALID');
    expect(bad.json().error_info.msg).toBe('Please enter a valid URL');
    const missing = await post('saveComplaintSummary', {
      id: d.id,
      ...valid,
      shopId: null,
      emotion: null,
      solution: '',
    });
    expectError(missing, 'COMPLAINT_SUMMARY_MISSING');
    expect(missing.json().error_info.msg).toBe('3 programs detected as missing');
    const saved = await post('saveComplaintSummary', { id: d.id, ...valid });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.summary).toMatchObject({
      emotion: 'angry',
      links: valid.links,
      template: 'new',
    });
    expect(saved.json().data.suggestedEmotion).toBe('angry');
    expectError(
      await post('saveComplaintSummary', { id: d.id, ...valid, reuseFromId: d.id }),
      'COMPLAINT_SUMMARY_REUSE_DISABLED',
    );
  });

  it('the filter builder’s checkedGender lists the complaints whose summary records a checked emotion', async () => {
    const { d } = await relatedDispute();
    const saved = await post('saveComplaintSummary', { id: d.id, ...valid, emotion: 'dissatisfied' });
    expect(saved.statusCode, saved.body).toBe(200);
    const ids = async (checkedGender: string[]) => {
      const res = await post('search', {
        pageIndex: 1,
        pageSize: 50,
        workOrderNo: d.workOrderNo,
        checkedGender,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.list as { id: number }[]).map((r) => r.id);
    };
    expect(await ids(['dissatisfied', 'angry'])).toEqual([d.id]);
    expect(await ids(['calm'])).toEqual([]);
    expectError(
      await post('search', { pageIndex: 1, pageSize: 50, checkedGender: ['male'] }),
      'VALIDATION_FAILED',
    );
  });
});

describe('the refund form’s case lookup reads the disputes recorded here', () => {
  it('an AE package with an open dispute answers its case; without one, null', async () => {
    const { order, packages } = await createOrder(db, { platformId: 13 });
    const lookup = () =>
      app.inject({
        method: 'POST',
        url: '/api/v2/refund/getEbayCaseInfo',
        headers: leader.headers,
        payload: { packageNo: packages[0]!.packageNo },
      });
    const none = await lookup();
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toBeNull();
    await record({ disputeId: 'AE-CASE-77', orderNo: order.orderNo, amount: '19.90' });
    const found = await lookup();
    expect(found.json().data).toMatchObject({ ebayCaseId: 'AE-CASE-77', sellerActualPrice: '19.9000' });
    expect(found.json().data.caseUrl).toContain('AE-CASE-77');
    // the refund request ticket's lookup names the same case
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/crmRefundWorkOrder/getEbayCaseInfo',
      headers: leader.headers,
      payload: { orderNo: order.orderNo },
    });
    expect(ticket.statusCode, ticket.body).toBe(200);
    expect(ticket.json().data).toMatchObject({ caseId: 'AE-CASE-77', caseStatus: 'waitSellerConfirmRefund' });
  });
});
