import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError, expectRowRefused } from '../../../test/expect-error.js';
import { createDepartment, signedInWorkOrderHolder } from '../../../test/factories.js';
import { rowsOf } from '../../../test/xlsx-files.js';
import { workOrders } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;
const department = await createDepartment(db, { name: 'Centre desk' });
const holder = (tag: 1 | 3) => signedInWorkOrderHolder(app, db, tag, department.id);
const agent = await holder(1);
const colleague = await holder(1);
const leader = await holder(3);

const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url: `/api/csWorkOrder/${url}`, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });

let mails = 0;
async function create(kind: number, headers = agent.headers, extra: object = {}) {
  const res = await post(
    'add',
    {
      kind,
      subject: `Kind ${kind} case`,
      description: 'Customer unhappy.',
      customerEmail: `centre.${++mails}@example.com`,
      question: 'logistics.late',
      ...extra,
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; workOrderNo: string; kind: number };
}

const complaint = await create(2);
const afterSales = await create(1);
const theirs = await create(3, colleague.headers);

describe('the work-order centre', () => {
  it('lists every kind in the caller’s scope; tag 1 sees only its own', async () => {
    const mine = await get('/api/csWorkOrder/search?pageSize=50');
    expect(mine.statusCode, mine.body).toBe(200);
    const ids = mine.json().data.list.map((w: { id: number }) => w.id);
    expect(ids).toEqual(expect.arrayContaining([complaint.id, afterSales.id]));
    expect(ids).not.toContain(theirs.id);
    const wide = await get('/api/csWorkOrder/search?pageSize=50&statuses=1', leader.headers);
    expect(wide.json().data.list.map((w: { id: number }) => w.id)).toEqual(
      expect.arrayContaining([complaint.id, afterSales.id, theirs.id]),
    );
    const complaints = await get('/api/csWorkOrder/search?kind=2', leader.headers);
    expect(complaints.json().data.list.map((w: { kind: number }) => w.kind)).toEqual([2]);
    // the after-sales list still holds after-sales work orders only
    const list = await app.inject({
      method: 'POST',
      url: '/api/crmAfterSalesWorkOrder/search',
      headers: leader.headers,
      payload: { pageSize: 50 },
    });
    expect(list.json().data.list.every((w: { kind: number }) => w.kind === 1)).toBe(true);
  });

  it('reads one by id and by number, refusing another’s to tag 1', async () => {
    const one = await get(`/api/csWorkOrder/getWorkOrderById?id=${complaint.id}`);
    expect(one.json().data.workOrderNo).toBe(complaint.workOrderNo);
    expectError(await get(`/api/csWorkOrder/getWorkOrderById?id=${theirs.id}`), 'WORK_ORDER_OUT_OF_SCOPE');
    const byNo = await post('getSnowFlakeIdByWorkOrderNo', { workOrderNo: complaint.workOrderNo });
    expect(byNo.json().data).toEqual({ id: complaint.id, workOrderNo: complaint.workOrderNo });
    expectError(
      await post('getSnowFlakeIdByWorkOrderNo', { workOrderNo: theirs.workOrderNo }),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expectError(await post('getSnowFlakeIdByWorkOrderNo', { workOrderNo: 'WO000' }), 'WORK_ORDER_NOT_FOUND');
  });

  it('counts open work orders per status, in the queue and in the scope', async () => {
    const res = await get('/api/frontend/csWorkOrderController/getALLWorkOrdersNum', leader.headers);
    expect(res.statusCode, res.body).toBe(200);
    const waiting = res.json().data.all.find((c: { status: number }) => c.status === 1);
    expect(waiting.count).toBeGreaterThanOrEqual(3);
    expect(res.json().data.mine).toEqual([]);
    const agentCounts = await get('/api/frontend/csWorkOrderController/getALLWorkOrdersNum');
    expect(agentCounts.json().data.mine.find((c: { status: number }) => c.status === 1).count).toBe(2);
  });

  it('edits an open work order: a new priority moves its due time; a closed one refuses', async () => {
    const made = await create(2);
    const res = await post('update', { id: made.id, subject: 'Rude courier', priority: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(workOrders).where(eq(workOrders.id, made.id));
    expect(row!.subject).toBe('Rude courier');
    expect(row!.dueAt!.getTime() - row!.createdAt.getTime()).toBe(4 * 3_600_000);
    expect(res.json().data.log.map((l: { action: string }) => l.action)).toContain('workOrder.edit');
    const closed = await post('updateWorkOrderStatus', { id: made.id, status: 9, reason: 'noReply' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.status).toBe(9);
    expectError(await post('update', { id: made.id, subject: 'Again' }), 'WORK_ORDER_FINISHED');
    expectError(await post('updateWorkOrderStatus', { id: made.id, status: 2 }), 'WORK_ORDER_FINISHED');
  });

  it('deletes only untouched work orders, by their creator or a leader', async () => {
    const untouched = await create(2);
    const replied = await create(2);
    const reply = await app.inject({
      method: 'POST',
      url: '/api/crmAfterSalesWorkOrder/customerServiceReply',
      headers: agent.headers,
      payload: { id: replied.id, content: 'On it.' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expectRowRefused(await post('delete', { ids: [replied.id] }), 'WORK_ORDER_DELETE_STARTED');
    expectRowRefused(await post('delete', { ids: [theirs.id] }), 'WORK_ORDER_OUT_OF_SCOPE');
    const done = await post('delete', { ids: [untouched.id] });
    expect(done.json().data[0].is_success).toBe(true);
    expect(await db.select().from(workOrders).where(eq(workOrders.id, untouched.id))).toHaveLength(0);
    // a leader deletes a colleague's untouched one
    const leaders = await post('delete', { ids: [theirs.id] }, leader.headers);
    expect(leaders.json().data[0].is_success).toBe(true);
  });

  it('exports every kind in scope', async () => {
    const res = await post('dynamicWorkOrderExport', { columns: ['workOrderNo', 'kind'] });
    expect(res.statusCode, res.body).toBe(200);
    const [header, ...rows] = await rowsOf(res.rawPayload);
    expect(header).toEqual(['Work order no.', 'Kind']);
    expect(rows).toEqual(
      expect.arrayContaining([
        [complaint.workOrderNo, 'Complaint'],
        [afterSales.workOrderNo, 'After-sales'],
      ]),
    );
  });
});
