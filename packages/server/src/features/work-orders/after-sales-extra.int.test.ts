import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { createDepartment, signedInWorkOrderHolder } from '../../../test/factories.js';
import { workOrders } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;
const base = '/api/crmAfterSalesWorkOrder';
const department = await createDepartment(db, { name: 'After-sales extra' });
const holder = (tag: 1 | 3) => signedInWorkOrderHolder(app, db, tag, department.id);
const agent = await holder(1);
const colleague = await holder(1);

const post = (path: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url: `${base}/${path}`, headers, payload });
const get = (path: string, headers = agent.headers) =>
  app.inject({ method: 'GET', url: `${base}/${path}`, headers });

async function create(email: string, headers = agent.headers) {
  const res = await post(
    'add',
    {
      subject: 'Wrong size',
      description: 'Sent an M, ordered an L.',
      customerEmail: email,
      question: 'logistics.late',
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; workOrderNo: string };
}

describe('more after-sales calls', () => {
  it('lists work orders unreplied for 24 hours: a reply takes one off, a finished one is never on it', async () => {
    const old = await create('old.one@example.com');
    const answered = await create('answered@example.com');
    const fresh = await create('fresh@example.com');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await db.update(workOrders).set({ createdAt: dayAgo }).where(eq(workOrders.id, old.id));
    await db.update(workOrders).set({ createdAt: dayAgo }).where(eq(workOrders.id, answered.id));
    expect(
      (await post('customerServiceReply', { id: answered.id, content: 'Exchange on its way.' })).statusCode,
    ).toBe(200);
    const res = await post('twentyFourHourUnreply', {});
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().data.list.map((w: { id: number }) => w.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(answered.id);
    expect(ids).not.toContain(fresh.id);
  });

  it('draws the progress bar from the log and solves by customer service', async () => {
    const w = await create('progress@example.com');
    await post('customerServiceReply', { id: w.id, content: 'Sorry about that.' });
    const bar = await get(`getProgressBarByWorkOrderNo?workOrderNo=${w.workOrderNo}`);
    expect(bar.statusCode, bar.body).toBe(200);
    expect(
      bar
        .json()
        .data.filter((s: { done: boolean }) => s.done)
        .map((s: { key: string }) => s.key),
    ).toEqual(['created', 'replied']);
    expectError(await post('resolveWorkOrderByCustomerService', { id: w.id }), 'WORK_ORDER_REASON_REQUIRED');
    const solved = await post('resolveWorkOrderByCustomerService', { id: w.id, reason: 'customerSatisfied' });
    expect(solved.statusCode, solved.body).toBe(200);
    expect(solved.json().data.status).toBe(10);
    const after = await get(`getProgressBarByWorkOrderNo?workOrderNo=${w.workOrderNo}`);
    expect(after.json().data.at(-1)).toMatchObject({ key: 'finished', done: true, outcome: 'solved' });
  });

  it('adds an operation note by number and finds a customer’s work orders by e-mail, in scope only', async () => {
    const w = await create('Note.Taker@example.com');
    const theirs = await create('note.taker@example.com', colleague.headers);
    const noted = await post('insertOperLogByWorkOrderNo', {
      workOrderNo: w.workOrderNo,
      content: 'Called the customer.',
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(noted.json().data.at(-1)).toMatchObject({ action: 'workOrder.remark' });
    expectError(
      await post('insertOperLogByWorkOrderNo', { workOrderNo: theirs.workOrderNo, content: 'x' }),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expectError(
      await post('insertOperLogByWorkOrderNo', { workOrderNo: 'WO404', content: 'x' }),
      'WORK_ORDER_NOT_FOUND',
    );
    const found = await post('searchAfterSaleWorkOrderByCustomerEmail', {
      customerEmail: 'note.taker@example.com',
    });
    expect(found.json().data.list.map((x: { id: number }) => x.id)).toEqual([w.id]);
  });

  it('feeds the latest news of the caller’s queue by ticket status', async () => {
    const w = await create('news@example.com');
    await post('customerServiceReply', { id: w.id, content: 'Checking with the warehouse.' });
    const waitingCustomer = await get('getLatestNewsByTicketStatus?status=2');
    expect(waitingCustomer.statusCode, waitingCustomer.body).toBe(200);
    expect(waitingCustomer.json().data[0]).toMatchObject({
      workOrderNo: w.workOrderNo,
      action: 'workOrder.reply',
      status: 2,
    });
    const none = await get('getLatestNewsByTicketStatus', colleague.headers);
    expect(none.json().data.some((n: { workOrderNo: string }) => n.workOrderNo === w.workOrderNo)).toBe(
      false,
    );
    expectError(await get('getLatestNewsByTicketStatus?status=42'), 'VALIDATION_FAILED');
  });
});
