import { RS } from '@backdesk/domain';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import {
  auditRowsOf,
  createDepartment,
  createTeam,
  createUser,
  signedInWith,
} from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { notices, refundRouteConfigs } from '../../db/schema/index.js';

/*
 * The notice calls against real events: work orders created and transferred, refunds reviewed, refund requests
 * audited and returns coming back, all through the API; the bell's counts are the unread notices the events made.
 */
const { app, database } = await createTestApp();
const db = database.db;
const base = '/api/crmNotice';

const held = (codes: string[], tag: 1 | 2 | 3 | 4) =>
  codes.map((code) => ({ code, tag, permType: 'self' as const, crmTeamId: null }));
const workOrderCodes = ['workOrder.view', 'workOrder.manage', 'order.view'];
const refundCodes = ['refund.view', 'refund.create', 'refundTicket.view', 'refundTicket.manage'];
const returnCodes = ['return.view', 'return.manage'];

const desk = await createDepartment(db, { name: 'Notice desk' });
const elsewhere = await createDepartment(db, { name: 'Another desk' });
const all = { allPlatforms: true };
const leader = await signedInWith(
  app,
  db,
  [
    ...held(workOrderCodes, 2),
    ...held(['refund.view', 'refund.create', 'refund.review', 'refundTicket.view', 'refundTicket.audit'], 4),
  ],
  { departmentId: desk.id, name: 'Lena Leader' },
  all,
);
const agent = await signedInWith(
  app,
  db,
  [...held(workOrderCodes, 1), ...held([...refundCodes, ...returnCodes], 4)],
  { departmentId: desk.id, name: 'Ada Agent' },
  all,
);
const colleague = await signedInWith(app, db, held(workOrderCodes, 1), { departmentId: desk.id }, all);
const warehouse = await signedInWith(app, db, held(['return.process'], 4), {}, all);
const team = await createTeam(db, { departmentId: desk.id }, [agent.user.id, colleague.user.id]);

// the website platforms refund by the original route, the wallet or PayPal here: gift card and card are off
await db
  .update(refundRouteConfigs)
  .set({ enabled: false })
  .where(inArray(refundRouteConfigs.routeId, ['4', '5']));

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers: Headers) => app.inject({ method: 'GET', url, headers });

type Item = { kind: string; count: number; objectId: string; typeEnName: string; opens: string };
async function bell(who: { headers: Headers }) {
  const res = await get(`${base}/countUnReadByDirectorId`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total: number; items: Item[] };
}
const countOf = async (who: { headers: Headers }, kind: string) =>
  (await bell(who)).items.find((i) => i.kind === kind)?.count ?? 0;
/** The unread notices stored for a user: what the bell must count. */
const storedUnread = async (userId: number) =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(notices)
        .where(and(eq(notices.userId, userId), isNull(notices.readAt)))
    )[0]!.n,
  );

let mails = 0;
/** An after-sales work order about an e-mail, created through the API (optionally handed to a handler). */
async function workOrder(by: { headers: Headers }, handler?: { handlerType: 1 | 2; handlerId: number }) {
  const res = await post(
    '/api/crmAfterSalesWorkOrder/add',
    {
      subject: 'Where is my parcel?',
      description: 'Not here after three weeks.',
      customerEmail: `notice.${++mails}@example.com`,
      question: 'logistics.late',
      ...(handler ? { handler } : {}),
    },
    by.headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; workOrderNo: string };
}
async function transfer(by: { headers: Headers }, id: number, handler: object) {
  const res = await post('/api/crmAfterSalesWorkOrder/transferWorkOrder', { ids: [id], handler }, by.headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data[0].is_success, res.body).toBe(true);
}

/** A website order (platform 1) with one line of 2 × 50.00. */
async function websiteOrder() {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, { platformId: 1, lines: [{ product, quantity: 2, unitPrice: '50.0000' }] });
}
type Order = Awaited<ReturnType<typeof websiteOrder>>;
let serial = 0;
const refundPackage = (o: Order, percent = '20') => ({
  packageNo: o.packages[0]!.packageNo,
  products: [{ detailId: o.lines[0]!.id, quantity: 1 }],
  percent,
  orderProblemType: 2,
  deliveryStatus: '1',
  reason: '商品破损',
  reasonEn: 'Item damaged',
  refundRoute: '1',
});

describe('work orders assigned or transferred to me', () => {
  it('counts a transfer in the new handler’s bell, not in the actor’s; the counts are the stored unread notices', async () => {
    const before = await bell(agent);
    const mine = await workOrder(leader); // the creator keeps it: nobody is told
    expect(await bell(leader)).toEqual({ total: 0, items: [] });
    await transfer(leader, mine.id, { handlerType: 1, handlerId: agent.user.id });
    const handed = await workOrder(leader, { handlerType: 1, handlerId: agent.user.id });
    const after = await bell(agent);
    expect(after.total).toBe(before.total + 2);
    expect(after.items.find((i) => i.kind === 'workOrderAssigned')).toMatchObject({
      count: (before.items.find((i) => i.kind === 'workOrderAssigned')?.count ?? 0) + 2,
      objectId: String(handed.id),
      typeEnName: 'Work orders assigned to me',
      opens: '/workOrderCenter/afterSalesWorkOrderManagement?status=1&mine=1',
    });
    expect(after.total).toBe(await storedUnread(agent.user.id));
    expect(after.total).toBe(after.items.reduce((s, i) => s + i.count, 0));
    expect(await bell(leader)).toEqual({ total: 0, items: [] });

    // an agent handing one to themself tells nobody; a transfer to whoever holds it already is nothing new
    const own = await workOrder(agent, { handlerType: 1, handlerId: agent.user.id });
    await transfer(leader, own.id, { handlerType: 1, handlerId: agent.user.id });
    expect((await bell(agent)).total).toBe(after.total);
  });

  it('a transfer to a team tells its members, never the actor', async () => {
    const w = await workOrder(agent, { handlerType: 1, handlerId: agent.user.id });
    const [a, c] = [await bell(agent), await bell(colleague)];
    await transfer(agent, w.id, { handlerType: 2, handlerId: team.id });
    expect((await bell(colleague)).total).toBe(c.total + 1);
    expect((await bell(agent)).total).toBe(a.total);
  });
});

describe('refunds reviewed and refund requests audited', () => {
  it('tells the creator their refund was approved', async () => {
    const o = await websiteOrder();
    const made = await post(
      '/api/v2/refund/createRefund',
      { serialNumber: `notice-${++serial}`, orderId: o.order.id, packages: [refundPackage(o)] },
      agent.headers,
    );
    expect(made.statusCode, made.body).toBe(200);
    const refund = made.json().data.refunds[0] as { id: number; refundNo: string };
    const before = await countOf(agent, 'refundApproved');
    const reviewed = await post('/api/csRefund/aduit', { ids: [refund.id] }, leader.headers);
    expect(reviewed.json().data[0].is_success, reviewed.body).toBe(true);
    expect(await countOf(agent, 'refundApproved')).toBe(before + 1);
    const rows = (await get(`${base}/search?kinds=refundApproved`, agent.headers)).json().data.list;
    expect(rows[0]).toMatchObject({
      kind: 'refundApproved',
      objectId: String(refund.id),
      objectNo: refund.refundNo,
      actor: { id: leader.user.id, name: 'Lena Leader' },
      readAt: null,
      opens: '/orderCenter/OARefundManage?status=1&mine=1',
    });
  });

  it('tells the requester that their refund request did not pass, or passed', async () => {
    const ticketOf = async () => {
      const o = await websiteOrder();
      const res = await post(
        '/api/crmRefundWorkOrder/createRefundTicket',
        {
          refund: {
            serialNumber: `notice-draft-${o.order.id}`,
            orderId: o.order.id,
            packages: [refundPackage(o, '50')],
          },
        },
        agent.headers,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { id: number; ticketNo: string };
    };
    const refused = await ticketOf();
    const passed = await ticketOf();
    const [r0, p0] = [await countOf(agent, 'refundRefused'), await countOf(agent, 'refundRequestPassed')];
    const no = await post(
      '/api/crmRefundWorkOrder/audit',
      { id: refused.id, passed: false, reason: 'No photo of the damage' },
      leader.headers,
    );
    expect(no.statusCode, no.body).toBe(200);
    const yes = await post('/api/crmRefundWorkOrder/audit', { id: passed.id, passed: true }, leader.headers);
    expect(yes.statusCode, yes.body).toBe(200);
    const items = (await bell(agent)).items;
    expect(items.find((i) => i.kind === 'refundRefused')).toMatchObject({
      count: r0 + 1,
      objectId: String(refused.id),
      opens: '/refund-request-ticket?auditStatus=3&mine=1',
    });
    expect(items.find((i) => i.kind === 'refundRequestPassed')?.count).toBe(p0 + 1);
  });
});

describe('returns that come back to their creator', () => {
  it('tells the creator when the warehouse receives the goods', async () => {
    const o = await websiteOrder();
    const made = await post(
      '/api/csCrmReturnStep/add',
      {
        packageNo: o.packages[0]!.packageNo,
        returnType: 3,
        returnWarehouse: 'GZ',
        processingCentre: 'GZ',
        mailingMethod: 1,
        returnClassification: 1,
        lines: [{ orderLineId: o.lines[0]!.id, quantity: 1 }],
      },
      agent.headers,
    );
    expect(made.statusCode, made.body).toBe(200);
    const ret = made.json().data as { id: number; returnNo: string };
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
    ok(await post('/api/csCrmReturnStep/printReturnForm', { ids: [ret.id] }, agent.headers));
    const shipped = { ids: [ret.id], status: RS.goodsShipped, returnTrackingNo: 'RT1' };
    ok(await post('/api/csCrmReturnStep/transferStatus', shipped, agent.headers));
    // moves by customer service itself, and on the way, tell nobody
    expect(await countOf(agent, 'returnWaiting')).toBe(0);
    const received = { ids: [ret.id], status: RS.received };
    ok(await post('/api/csCrmReturnStep/warehouseTransfer', received, warehouse.headers));
    const item = (await bell(agent)).items.find((i) => i.kind === 'returnWaiting');
    expect(item).toMatchObject({
      count: 1,
      objectId: String(ret.id),
      opens: '/orderCenter/OABackOrderManage?status=5,12&mine=1',
    });
  });
});

describe('marking read', () => {
  it('lowers the counts per kind, then all; answers how many it marked', async () => {
    const reader = await signedInWith(app, db, held(workOrderCodes, 1), { departmentId: desk.id }, all);
    for (let i = 0; i < 3; i++) await workOrder(leader, { handlerType: 1, handlerId: reader.user.id });
    const refund = { userId: reader.user.id, actorId: leader.user.id };
    await db.insert(notices).values([
      { ...refund, kind: 'refundApproved', objectId: '1' },
      { ...refund, kind: 'refundApproved', objectId: '2' },
    ]);
    expect((await bell(reader)).total).toBe(5);

    const one = await post(`${base}/updateReadByDirectorId`, { kinds: ['refundApproved'] }, reader.headers);
    expect(one.json().data).toEqual({ marked: 2 });
    expect(await bell(reader)).toMatchObject({ total: 3, items: [{ kind: 'workOrderAssigned', count: 3 }] });
    expect(await storedUnread(reader.user.id)).toBe(3);

    const rest = await post(`${base}/updateReadByDirectorId`, { directorId: reader.user.id }, reader.headers);
    expect(rest.json().data).toEqual({ marked: 3 });
    expect(await bell(reader)).toEqual({ total: 0, items: [] });
    const again = await post(`${base}/updateReadByDirectorId`, {}, reader.headers);
    expect(again.json().data).toEqual({ marked: 0 });
    expect((await auditRowsOf(db, 'user', reader.user.id)).map((a) => [a.action, a.after])).toEqual([
      ['notice.read', { kinds: ['refundApproved'], marked: 2 }],
      ['notice.read', { kinds: 'all', marked: 3 }],
    ]);
  });

  it('refuses another user’s notices (403) on both calls, and an unknown kind (400)', async () => {
    const before = await bell(agent);
    const other = `?directorId=${agent.user.id}`;
    expectError(await get(`${base}/countUnReadByDirectorId${other}`, leader.headers), 'NOTICE_NOT_YOURS');
    const res = await post(`${base}/updateReadByDirectorId`, { directorId: agent.user.id }, leader.headers);
    expectError(res, 'NOTICE_NOT_YOURS');
    expect(res.json().error_info.msg).toBe('You may only read and mark your own notices');
    expect(await storedUnread(agent.user.id)).toBe(before.total);
    const own = await get(`${base}/countUnReadByDirectorId?directorId=${agent.user.id}`, agent.headers);
    expect(own.json().data.total).toBe(before.total);

    expectError(
      await post(`${base}/updateReadByDirectorId`, { kinds: ['holiday'] }, agent.headers),
      'NOTICE_KIND_UNKNOWN',
    );
    expectError(await get(`${base}/search?kinds=holiday`, agent.headers), 'NOTICE_KIND_UNKNOWN');
    expectError(await get(`${base}/countUnReadByDirectorId`, {}), 'NOT_SIGNED_IN');
  });
});

describe('the task list', () => {
  it('pages the caller’s notices newest first, read and unread, by kind or only unread', async () => {
    const reader = await signedInWith(app, db, held(workOrderCodes, 1), { departmentId: desk.id }, all);
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await workOrder(leader, { handlerType: 1, handlerId: reader.user.id }));
    await db.insert(notices).values({
      userId: reader.user.id,
      kind: 'slaWarning',
      objectId: String(made[0]!.id),
      objectNo: made[0]!.workOrderNo,
    });
    await post(`${base}/updateReadByDirectorId`, { kinds: ['slaWarning'] }, reader.headers);

    const page1 = (await get(`${base}/search?pageSize=2`, reader.headers)).json().data;
    expect(page1).toMatchObject({ total: 4, pageIndex: 1, pageSize: 2 });
    expect(page1.list.map((n: { kind: string }) => n.kind)).toEqual(['slaWarning', 'workOrderAssigned']);
    expect(page1.list[0]).toMatchObject({
      typeEnName: 'Work orders due soon or overdue',
      typeCnName: '即将超时或已超时的工单',
      objectNo: made[0]!.workOrderNo,
      actor: null,
      readAt: expect.any(String),
      opens: `/workOrderCenter/workOrderDetails?id=${made[0]!.id}`,
    });
    expect(page1.list[1]).toMatchObject({
      objectNo: made[2]!.workOrderNo,
      actor: { id: leader.user.id },
      readAt: null,
    });
    const page2 = (await get(`${base}/search?pageSize=2&pageIndex=2`, reader.headers)).json().data;
    expect(page2.list.map((n: { objectNo: string }) => n.objectNo)).toEqual([
      made[1]!.workOrderNo,
      made[0]!.workOrderNo,
    ]);

    const unread = (await get(`${base}/search?unread=true`, reader.headers)).json().data;
    expect(unread.total).toBe(3);
    expect(unread.total).toBe((await bell(reader)).total);
    const byKind = (await get(`${base}/search?kinds=slaWarning&kinds=refundApproved`, reader.headers)).json()
      .data;
    expect(byKind.list.map((n: { kind: string }) => n.kind)).toEqual(['slaWarning']);
    // nobody else's notices
    expect((await get(`${base}/search`, colleague.headers)).json().data.list).not.toContainEqual(
      expect.objectContaining({ objectNo: made[0]!.workOrderNo }),
    );
    expectError(await get(`${base}/search?pageSize=51`, reader.headers), 'VALIDATION_FAILED');
  });
});

describe('POST /api/crmNotice/add: telling a colleague about an order', () => {
  it('tells a colleague in scope who can open the order; the bell entry opens the order', async () => {
    const o = await websiteOrder();
    const res = await post(
      `${base}/add`,
      { userId: agent.user.id, orderId: o.order.id, content: '  Customer called twice, please call back.  ' },
      leader.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'orderNotice', objectId: String(o.order.id) });
    expect((await bell(agent)).items.find((i) => i.kind === 'orderNotice')).toMatchObject({
      count: 1,
      typeEnName: 'Order notes from colleagues',
      objectId: String(o.order.id),
      opens: `/orderCenter/orderDetails?id=${o.order.id}`,
    });
    const [row] = (await get(`${base}/search?kinds=orderNotice`, agent.headers)).json().data.list;
    expect(row).toMatchObject({
      objectNo: o.order.orderNo,
      content: 'Customer called twice, please call back.',
      actor: { id: leader.user.id, name: 'Lena Leader' },
    });
    expect((await auditRowsOf(db, 'order', o.order.id)).map((a) => a.action)).toContain('notice.add');
  });

  it('refuses a long note, an order the caller cannot open, and colleagues it may not tell', async () => {
    const o = await websiteOrder();
    const send = (payload: object, who = leader) =>
      post(`${base}/add`, { userId: agent.user.id, orderId: o.order.id, ...payload }, who.headers);
    const long = await send({ content: 'x'.repeat(501) });
    expectError(long, 'TEXT_TOO_LONG');
    expect(long.json().error_info.msg).toBe('At most 500 characters');
    expect((await send({ content: 'x'.repeat(500) })).statusCode).toBe(200);

    const ebayOnly = await signedInWith(
      app,
      db,
      held(['order.view'], 4),
      { departmentId: desk.id },
      {
        platformIds: [7],
      },
    );
    expectError(await send({}, ebayOnly), 'ORDER_NOT_FOUND');
    expectError(await send({ orderId: 999_999_999 }), 'ORDER_NOT_FOUND');
    expectError(await send({ userId: 999_999 }), 'NOTICE_RECIPIENT_NOT_FOUND');
    const disabled = await createUser(db, { departmentId: desk.id, status: 'disabled' });
    expectError(await send({ userId: disabled.id }), 'NOTICE_RECIPIENT_NOT_FOUND');
    expectError(await send({ userId: leader.user.id }), 'NOTICE_TO_SELF');
    const outside = await signedInWith(app, db, held(['order.view'], 4), { departmentId: elsewhere.id }, all);
    const far = await send({ userId: outside.user.id });
    expectError(far, 'NOTICE_RECIPIENT_OUTSIDE_SCOPE');
    expect(far.json().error_info.msg).toBe('You may only notify colleagues within your data scope');
    // in scope, but without the order's platform, or without order.view
    expectError(await send({ userId: ebayOnly.user.id }), 'NOTICE_RECIPIENT_CANNOT_OPEN');
    expectError(await send({ userId: warehouse.user.id }), 'NOTICE_RECIPIENT_OUTSIDE_SCOPE');
    const noOrders = await createUser(db, { departmentId: desk.id });
    expectError(await send({ userId: noOrders.id }), 'NOTICE_RECIPIENT_CANNOT_OPEN');
    // an agent (own scope) may not tell the leader; the warehouse holds no order.view at all
    expectError(await send({ userId: leader.user.id }, agent), 'NOTICE_RECIPIENT_OUTSIDE_SCOPE');
    expectError(await send({}, warehouse), 'NO_PERMISSION');
  });
});
