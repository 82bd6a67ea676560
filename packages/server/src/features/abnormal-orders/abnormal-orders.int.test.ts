import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError, expectRowRefused } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { abnormalOrders, orders } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

type Perm = string | { code: string; tag: 0 | 1 | 2 | 3 | 4; permType: 'self' | 'team' };
async function userWith(codes: Perm[], platforms: number[] | 'all' = 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const channelCodes = ['channelProblem.view', 'channelProblem.manage', 'order.view', 'package.intercept'];
const agent = await userWith([
  ...channelCodes,
  'workOrder.view',
  'workOrder.manage',
  'resend.view',
  'resend.create',
  'abnormalGenerate.manage',
]);
const noResend = await userWith([...channelCodes, 'workOrder.view', 'workOrder.manage']);
const viewer = await userWith(['workOrder.view']);
const otherPlatform = await userWith(['workOrder.view', 'workOrder.manage'], [7]);
const ownOnly = await userWith([
  { code: 'workOrder.view', tag: 1, permType: 'self' },
  { code: 'workOrder.manage', tag: 1, permType: 'self' },
]);

const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

type Record_ = {
  id: number;
  workOrderNo: string;
  type: number;
  abnormalStatus: number;
  ticketStatus: number;
  processingScheme: number | null;
  forcedScheme: number | null;
  orderId: number;
  packageNo: string;
  processingDeadline: string;
};

/** An order on AE (13) with one parcel, and the channel problem item that raises its abnormal work order. */
async function abnormalParcel(reasonForReturn = 4, headers = agent.headers, orderStatus = 1) {
  const o = await createOrder(db, {
    platformId: 13,
    status: orderStatus,
    packages: [{ trackingNo: `LX${Math.random()}`.slice(0, 16) }],
  });
  const pkg = o.packages[0]!;
  const saved = await post(
    '/api/csCrmChannelReturnStep/save',
    {
      packageNo: pkg.packageNo,
      reasonForReturn,
      recommendedProcessingCenter: 'GZ',
      processingDeadline: inDays(3),
      returnStatus: 1,
      assignerId: agent.user.id,
    },
    headers,
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const found = await post('/api/crmAbnormalOrder/search', { keyword: pkg.packageNo }, headers);
  expect(found.statusCode, found.body).toBe(200);
  const list = found.json().data.list as Record_[];
  return { order: o, pkg, record: list[0]! };
}

const view = async (id: number, headers = agent.headers) => {
  const res = await get(`/api/crmAbnormalOrder/view?id=${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Record_ & {
    resends: { newPackageNo: string }[];
    schemeAllowed: boolean;
    address: { shipPhone: string | null };
  };
};

describe('generation from order and parcel events', () => {
  it('a new channel problem item raises a channelProblem abnormal work order with its deadline and log', async () => {
    const { pkg, record } = await abnormalParcel();
    expect(record).toMatchObject({
      type: 4,
      abnormalStatus: 3,
      ticketStatus: 1,
      processingScheme: null,
      packageNo: pkg.packageNo,
    });
    const hours = (new Date(record.processingDeadline).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71);
    expect(hours).toBeLessThanOrEqual(72);
    const log = await post('/api/crmAbnormalOrder/getLogByWorkOrderNo', { workOrderNo: record.workOrderNo });
    expect(log.statusCode).toBe(200);
    expect((log.json().data as { action: string }[]).map((l) => l.action)).toEqual(
      expect.arrayContaining(['workOrder.create', 'abnormal.generate']),
    );
    expect(await auditRowsOf(db, 'workOrder', record.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: 'abnormal.generate' })]),
    );
  });

  it('moving an order to contact customer by interception raises requireCustomerService, once per order', async () => {
    const o = await createOrder(db, { platformId: 2, status: 1, packages: [{}, {}] });
    for (const pkg of o.packages) {
      const res = await post('/api/OAPackage/batchIntercept', {
        packageNo: [pkg.packageNo],
        blockReason: 'Customer asked to wait',
        status: 11,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const found = await post('/api/crmAbnormalOrder/search', { keyword: o.order.orderNo });
    const list = found.json().data.list as Record_[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ type: 3, orderId: o.order.id });
  });

  it('a type switched off raises nothing; an event taken by two types is refused (409/5455)', async () => {
    const settings = await get('/api/crmAbnormalOrderGenerateCfg/list');
    expect(settings.statusCode).toBe(200);
    expect((settings.json().data as { type: number }[]).map((s) => s.type)).toEqual([1, 2, 3, 4]);
    const off = await post('/api/crmAbnormalOrderGenerateCfg/save', {
      type: 4,
      enabled: false,
      events: ['channelProblem'],
      deadlineHours: 72,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ type: 4, enabled: false });
    const { record } = await abnormalParcel();
    expect(record).toBeUndefined();
    expectError(
      await post('/api/crmAbnormalOrderGenerateCfg/save', {
        type: 1,
        enabled: true,
        events: ['orderCheckError', 'trackingException'],
        deadlineHours: 24,
      }),
      'ABNORMAL_EVENT_TAKEN',
    );
    expectError(
      await post('/api/crmAbnormalOrderGenerateCfg/save', {
        type: 4,
        enabled: true,
        events: ['channelProblem'],
        deadlineHours: 72,
        handler: { handlerType: 1, handlerId: 999999 },
      }),
      'WORK_ORDER_HANDLER_INVALID',
    );
    const on = await post('/api/crmAbnormalOrderGenerateCfg/save', {
      type: 4,
      enabled: true,
      events: ['channelProblem'],
      deadlineHours: 48,
      handler: { handlerType: 1, handlerId: noResend.user.id },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await abnormalParcel()).record).toBeDefined();
    const mine = await post(
      '/api/crmAbnormalOrder/search',
      { handlerId: noResend.user.id },
      noResend.headers,
    );
    expect((mine.json().data.list as Record_[]).length).toBe(1);
    await post('/api/crmAbnormalOrderGenerateCfg/save', {
      type: 4,
      enabled: true,
      events: ['channelProblem'],
      deadlineHours: 72,
    });
  });

  it('settings need abnormalGenerate.manage (403)', async () => {
    expectError(await get('/api/crmAbnormalOrderGenerateCfg/list', viewer.headers), 'NO_PERMISSION');
  });
});

describe('POST /api/crmAbnormalOrder/setProcessingScheme', () => {
  it('Resend makes a resend of the parcel, shown on the order; a reissued parcel gets no other scheme (4508)', async () => {
    const { order, pkg, record } = await abnormalParcel(4);
    const res = await post('/api/crmAbnormalOrder/setProcessingScheme', { ids: [record.id], scheme: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: record.id,
        workOrderNo: record.workOrderNo,
        is_success: true,
        code: 200,
      }),
    ]);
    const detail = await view(record.id);
    expect(detail).toMatchObject({
      processingScheme: 3,
      abnormalStatus: 4,
      ticketStatus: 2,
      schemeAllowed: false,
    });
    expect(detail.resends).toEqual([expect.objectContaining({ oldPackageNo: pkg.packageNo })]);
    const onOrder = await post('/api/csCrmRepost/searchOnOrderDetailPage', { orderId: order.order.id });
    expect(onOrder.statusCode, onOrder.body).toBe(200);
    expect(onOrder.json().data).toEqual([
      expect.objectContaining({ oldPackageNo: pkg.packageNo, newPackageNo: `${pkg.packageNo}-R1` }),
    ]);
    const again = await post('/api/crmAbnormalOrder/setProcessingScheme', { ids: [record.id], scheme: 4 });
    expectRowRefused(again, 'CHANNEL_SCHEME_REFUSED');
    expect(again.json().data[0].response_message).toBe(
      'Orders already reissued or put in stock cannot get a processing scheme',
    );
  });

  it('after the deadline only the system-assigned scheme is taken (4507)', async () => {
    const { record } = await abnormalParcel(2);
    await db
      .update(abnormalOrders)
      .set({ processingDeadline: new Date(Date.now() - 3_600_000) })
      .where(eq(abnormalOrders.workOrderId, record.id));
    expect((await view(record.id)).forcedScheme).toBe(4);
    expectRowRefused(
      await post('/api/crmAbnormalOrder/setProcessingScheme', { ids: [record.id], scheme: 1 }),
      'CHANNEL_DEADLINE_PASSED',
    );
    const forced = await post('/api/crmAbnormalOrder/setProcessingScheme', { ids: [record.id], scheme: 4 });
    expect(forced.json().data[0]).toMatchObject({ is_success: true });
  });

  it('Resend needs resend.create (row 5457); the batch answers per row, unknown ids 404 (5450)', async () => {
    const { record } = await abnormalParcel(4, noResend.headers);
    const res = await post(
      '/api/crmAbnormalOrder/setProcessingScheme',
      { ids: [record.id, 999999999], scheme: 3 },
      noResend.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: record.id,
        is_success: false,
        code: errorCatalogue.ABNORMAL_RESEND_NOT_ALLOWED.code,
      }),
      expect.objectContaining({
        id: 999999999,
        is_success: false,
        code: errorCatalogue.ABNORMAL_NOT_FOUND.code,
      }),
    ]);
    expect((await view(record.id)).processingScheme).toBeNull();
  });

  it('refuses more than 20 (400 TOO_MANY_ROWS), none (SELECT_DATA), and without workOrder.manage (403)', async () => {
    expectError(
      await post('/api/crmAbnormalOrder/setProcessingScheme', {
        ids: Array.from({ length: 21 }, (_, i) => i + 1),
        scheme: 1,
      }),
      'TOO_MANY_ROWS',
    );
    expectError(
      await post('/api/crmAbnormalOrder/setProcessingScheme', { ids: [], scheme: 1 }),
      'SELECT_DATA',
    );
    expectError(
      await post('/api/crmAbnormalOrder/setProcessingScheme', { ids: [1], scheme: 1 }, viewer.headers),
      'NO_PERMISSION',
    );
  });
});

describe('batch cancel, remarks, results, transfer', () => {
  it('batchCancelOrder cancels the order and closes the work order; a closed one is refused (5451)', async () => {
    const { order, record } = await abnormalParcel(1);
    const res = await post('/api/crmAbnormalOrder/batchCancelOrder', {
      ids: [record.id],
      reason: 'Customer cancelled',
    });
    expect(res.json().data[0], res.body).toMatchObject({ is_success: true });
    const [o] = await db.select().from(orders).where(eq(orders.id, order.order.id));
    expect(o!.status).toBe(13);
    expect(await view(record.id)).toMatchObject({ abnormalStatus: 6 });
    expectRowRefused(
      await post('/api/crmAbnormalOrder/batchCancelOrder', { ids: [record.id], reason: 'Again' }),
      'ABNORMAL_CLOSED',
    );
    const close = await post('/api/crmAbnormalOrder/getCloseLogByWorkOrderNo', {
      workOrderNo: record.workOrderNo,
    });
    expect((close.json().data as { action: string }[]).map((l) => l.action)).toEqual([
      'abnormal.cancelOrder',
    ]);
    expectError(
      await post('/api/crmAbnormalOrder/pendingRemark/add', { workOrderId: record.id, content: 'late' }),
      'ABNORMAL_CLOSED',
    );
  });

  it('batchCancelOrder refuses an order the warehouse works on (3008) and a shipped one (5454)', async () => {
    const working = await abnormalParcel(1, agent.headers, 12);
    expectRowRefused(
      await post('/api/crmAbnormalOrder/batchCancelOrder', { ids: [working.record.id], reason: 'x' }),
      'INTERCEPTION_REQUIRED',
    );
    const shipped = await abnormalParcel(1, agent.headers, 4);
    expectRowRefused(
      await post('/api/crmAbnormalOrder/batchCancelOrder', { ids: [shipped.record.id], reason: 'x' }),
      'ABNORMAL_CANCEL_REFUSED',
    );
  });

  it('remarks and results: set, logged; too long refused (400 TEXT_TOO_LONG)', async () => {
    const { record } = await abnormalParcel(3);
    const remark = await post('/api/crmAbnormalOrder/batchSetChannelReturnStepRemark', {
      ids: [record.id],
      remark: 'Carrier will return to GZ',
    });
    expect(remark.json().data[0]).toMatchObject({ is_success: true });
    expectError(
      await post('/api/crmAbnormalOrder/batchSetChannelReturnStepRemark', {
        ids: [record.id],
        remark: 'x'.repeat(201),
      }),
      'TEXT_TOO_LONG',
    );
    expect(
      (
        await post('/api/crmAbnormalOrder/pendingRemark/add', {
          workOrderId: record.id,
          content: 'Waiting for carrier',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await post('/api/crmAbnormalOrder/packageRemark/modfiy', {
          workOrderId: record.id,
          remark: 'Box dented',
        })
      ).statusCode,
    ).toBe(200);
    const results = await post('/api/crmAbnormalOrder/batchProcessingResults', {
      ids: [record.id],
      result: 'Returned to warehouse',
      close: true,
    });
    expect(results.json().data[0]).toMatchObject({ is_success: true });
    const detail = await view(record.id);
    expect(detail).toMatchObject({
      abnormalStatus: 6,
      ticketStatus: 3,
      channelReturnRemark: 'Carrier will return to GZ',
      pendingRemark: 'Waiting for carrier',
      packageRemark: 'Box dented',
      processingResult: 'Returned to warehouse',
    });
    const close = await post('/api/crmAbnormalOrder/getCloseLogByWorkOrderNo', {
      workOrderNo: record.workOrderNo,
    });
    expect((close.json().data as { action: string }[]).map((l) => l.action)).toEqual([
      'abnormal.result',
      'abnormal.close',
    ]);
  });

  it('transferWorkOrder hands it over; an unknown handler is refused per row (4706)', async () => {
    const { record } = await abnormalParcel(3);
    expectRowRefused(
      await post('/api/crmAbnormalOrder/transferWorkOrder', {
        ids: [record.id],
        handler: { handlerType: 1, handlerId: 999999 },
      }),
      'WORK_ORDER_HANDLER_INVALID',
    );
    const res = await post('/api/crmAbnormalOrder/transferWorkOrder', {
      ids: [record.id],
      handler: { handlerType: 1, handlerId: ownOnly.user.id },
    });
    expect(res.json().data[0]).toMatchObject({ is_success: true });
    // the new handler reaches it with the self scope; before, it was outside it
    expect((await view(record.id, ownOnly.headers)).id).toBe(record.id);
  });
});

describe('address, scope, export and enumerations', () => {
  it('editOrderAddress changes the order’s address and logs the fields', async () => {
    const { order, record } = await abnormalParcel(1);
    const res = await post('/api/crmAbnormalOrder/editOrderAddress', {
      workOrderId: record.id,
      shipName: 'Jane Doe',
      shipCountry: 'US',
      shipCity: 'Oakland',
      shipAddress1: '2 Harbor Road',
      shipPostcode: '94607',
      shipState: 'CA',
      shipPhone: '+1 415 555 0199',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [o] = await db.select().from(orders).where(eq(orders.id, order.order.id));
    expect(o).toMatchObject({ shipCity: 'Oakland', shipAddress1: '2 Harbor Road', shipPostcode: '94607' });
    expectError(
      await post('/api/crmAbnormalOrder/editOrderAddress', { workOrderId: record.id, shipName: '' }),
      'FIELD_REQUIRED',
    );
  });

  it('scope: another platform does not see it (404), a self scope is refused (403), the view needs no manage', async () => {
    const { record } = await abnormalParcel(1);
    expectError(
      await get(`/api/crmAbnormalOrder/view?id=${record.id}`, otherPlatform.headers),
      'ABNORMAL_NOT_FOUND',
    );
    expectError(
      await get(`/api/crmAbnormalOrder/view?id=${record.id}`, ownOnly.headers),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expect((await view(record.id, viewer.headers)).id).toBe(record.id);
    const list = await post(
      '/api/crmAbnormalOrder/search',
      { keyword: record.workOrderNo },
      otherPlatform.headers,
    );
    expect(list.json().data.list).toEqual([]);
    expectError(
      await post(
        '/api/crmAbnormalOrder/pendingRemark/add',
        { workOrderId: record.id, content: 'x' },
        ownOnly.headers,
      ),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
    expectError(
      await post('/api/crmAbnormalOrder/getLogByWorkOrderNo', { workOrderNo: 'WO-none' }),
      'ABNORMAL_NOT_FOUND',
    );
  });

  it('export answers an .xlsx of the list; a range over a month is refused (1108)', async () => {
    await abnormalParcel(1);
    const res = await post('/api/crmAbnormalOrder/export', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
    expectError(
      await post('/api/crmAbnormalOrder/search', { createdFrom: inDays(-90), createdTo: inDays(0) }),
      'QUERY_RANGE_TOO_LONG',
    );
  });

  it('the six enumerations answer value, key and both names', async () => {
    for (const name of [
      'selectAllOaPaymentType',
      'selectAllOaOrderType',
      'selectAllOaProcessCenter',
      'selectAllOaErrorPrompt',
      'selectAllChannelReturnStatus',
      'selectAllOaChannelReturnReason',
    ]) {
      const res = await get(`/api/crmAbnormalOrderCfgEnumController/${name}`);
      expect(res.statusCode, name).toBe(200);
      expect((res.json().data as unknown[]).length, name).toBeGreaterThan(0);
      expect(res.json().data[0]).toEqual(
        expect.objectContaining({
          value: expect.anything(),
          key: expect.any(String),
          zh: expect.any(String),
          en: expect.any(String),
        }),
      );
    }
  });
});

describe('the detail page’s other calls', () => {
  it('modify moves the abnormal status by hand (logged); handled or closed refused (400), a closed one 409', async () => {
    const { record } = await abnormalParcel(1);
    const res = await post('/api/crmAbnormalOrder/modify', { workOrderId: record.id, abnormalStatus: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await view(record.id)).toMatchObject({ abnormalStatus: 5 });
    const log = await post('/api/crmAbnormalOrder/getLogByWorkOrderNo', { workOrderNo: record.workOrderNo });
    expect((log.json().data as { action: string }[]).map((l) => l.action)).toContain('abnormal.status');
    expectError(
      await post('/api/crmAbnormalOrder/modify', { workOrderId: record.id, abnormalStatus: 6 }),
      'VALIDATION_FAILED',
    );
    await post('/api/crmAbnormalOrder/batchProcessingResults', {
      ids: [record.id],
      result: 'Done',
      close: true,
    });
    expectError(
      await post('/api/crmAbnormalOrder/modify', { workOrderId: record.id, abnormalStatus: 1 }),
      'ABNORMAL_CLOSED',
    );
    expectError(
      await post(
        '/api/crmAbnormalOrder/modify',
        { workOrderId: record.id, abnormalStatus: 1 },
        viewer.headers,
      ),
      'NO_PERMISSION',
    );
  });

  it('nextProc answers another open one in scope; the flags, files, resends and remark history of one', async () => {
    const a = await abnormalParcel(1);
    const b = await abnormalParcel(1);
    const next = await post(`/api/crmAbnormalOrder/nextProc?workOrderId=${b.record.id}`, {});
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data).toMatchObject({ id: expect.any(Number) });
    expect(next.json().data.id).not.toBe(b.record.id);
    const none = await post(
      `/api/crmAbnormalOrder/nextProc?workOrderId=${a.record.id}`,
      {},
      otherPlatform.headers,
    );
    expect(none.json().data).toBeNull();

    const flags = await post('/api/crmAbnormalOrder/getOrderFlag', { workOrderId: a.record.id });
    expect(flags.statusCode, flags.body).toBe(200);
    expect(flags.json().data).toMatchObject({
      orderId: a.order.order.id,
      isMarked: false,
      errorMessage: null,
    });
    const email = await post('/api/crmAbnormalOrder/getContactEmail', { workOrderId: a.record.id });
    expect(email.statusCode, email.body).toBe(200);
    expect(email.json().data.email).toMatch(/^\w\*+\w@/);
    expect((await view(a.record.id)).address).toMatchObject({ shipPhone: expect.stringMatching(/\*{5}$/) });
    const files = await post('/api/crmAbnormalOrder/searchChannelReturnStepFiles', {
      workOrderId: a.record.id,
    });
    expect(files.statusCode).toBe(200);
    expect(files.json().data).toEqual([]);
    const resends = await post('/api/crmAbnormalOrder/searchOnAbnoramlDetailPage', {
      workOrderId: a.record.id,
    });
    expect(resends.json().data).toEqual([]);
    await post('/api/crmAbnormalOrder/batchSetChannelReturnStepRemark', {
      ids: [a.record.id],
      remark: 'First',
    });
    await post('/api/crmAbnormalOrder/batchSetChannelReturnStepRemark', {
      ids: [a.record.id],
      remark: 'Second',
    });
    const history = await post('/api/crmAbnormalOrder/getReturnRemarkHistory', {
      workOrderNo: a.record.workOrderNo,
    });
    expect((history.json().data as { params: { content: string } }[]).map((h) => h.params.content)).toEqual([
      'First',
      'Second',
    ]);
    expectError(
      await post('/api/crmAbnormalOrder/getOrderFlag', { workOrderId: a.record.id }, otherPlatform.headers),
      'ABNORMAL_NOT_FOUND',
    );
    expectError(
      await post(
        '/api/crmAbnormalOrder/searchChannelReturnStepFiles',
        { workOrderId: a.record.id },
        ownOnly.headers,
      ),
      'WORK_ORDER_OUT_OF_SCOPE',
    );
  });

  it('getProblemLabelTree answers the question labels with their children in the caller’s language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/crmAbnormalOrder/getProblemLabelTree',
      headers: { ...agent.headers, lang: 'zh' },
    });
    expect(res.statusCode).toBe(200);
    const tree = res.json().data as { id_lang: string; name: string; childList: unknown[] }[];
    expect(tree.length).toBeGreaterThan(0);
    expect(tree[0]!.id_lang).toBe(tree[0]!.name);
  });
});

describe('the order’s refunds and refills on the abnormal page', () => {
  it('getRefundByOrderParentId (order.view) and getReplenishmentByOrderId (refill.view) answer the order’s', async () => {
    const { order } = await abnormalParcel(1);
    const refunds = await get(`/api/crmAbnormalOrder/getRefundByOrderParentId?orderId=${order.order.id}`);
    expect(refunds.statusCode, refunds.body).toBe(200);
    expect(refunds.json().data).toEqual([]);
    expectError(
      await get(`/api/crmAbnormalOrder/getReplenishmentByOrderId?orderId=${order.order.id}`),
      'NO_PERMISSION',
    );
    const refillViewer = await userWith(['refill.view']);
    const refills = await get(
      `/api/crmAbnormalOrder/getReplenishmentByOrderId?orderId=${order.order.id}`,
      refillViewer.headers,
    );
    expect(refills.statusCode, refills.body).toBe(200);
    expect(refills.json().data).toEqual([]);
  });
});

describe('the order list’s calls on the abnormal page', () => {
  it('contactBuyer and mergerPackage answer as on the order list (order.batch; platform first, 5256)', async () => {
    const batcher = await userWith(['order.batch', 'order.view']);
    const { pkg } = await abnormalParcel(1);
    expectError(
      await get(`/api/crmAbnormalOrder/contactBuyer?packageNo=${pkg.packageNo}`, batcher.headers),
      'CONTACT_BUYER_PLATFORM',
    );
    const dialog = await get(
      `/api/crmAbnormalOrder/contactBuyer?packageNo=${pkg.packageNo}&platformId=13`,
      batcher.headers,
    );
    expect(dialog.statusCode, dialog.body).toBe(200);
    expectError(await get(`/api/crmAbnormalOrder/contactBuyer?packageNo=${pkg.packageNo}`), 'NO_PERMISSION');
    const merge = await post(
      '/api/crmAbnormalOrder/mergerPackage',
      { orderIds: [999999998, 999999999] },
      batcher.headers,
    );
    expect(merge.statusCode, merge.body).not.toBe(403);
  });
});

describe('the resend dialog on the abnormal page', () => {
  it('saveRepost saves a resend as DataSave does (IsEdit false); deleteRepostOnAbnoramlDetailPage refuses an unconfirmed one', async () => {
    const { order, pkg } = await abnormalParcel(1);
    const save = await post('/api/crmAbnormalOrder/saveRepost?IsEdit=false', {
      oldPackageNo: pkg.packageNo,
      deliveryStatus: '1',
      remark: 'Lost by the carrier',
      refundSku: {
        Details: [
          {
            ProblemProductCode: order.lines[0]!.sku,
            ProblemType: 18,
            ResendProductList: [{ ResendProductCode: order.lines[0]!.sku, Number: 1 }],
          },
        ],
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    const id = save.json().data.id as number;
    expect((await view((await abnormalParcelOf(pkg.packageNo)).id)).resends).toEqual([
      expect.objectContaining({ id, newPackageNo: `${pkg.packageNo}-R1` }),
    ]);
    expectError(
      await post('/api/crmAbnormalOrder/deleteRepostOnAbnoramlDetailPage', { id }),
      'RESEND_DELETE_NOT_ALLOWED',
    );
  });
});

const abnormalParcelOf = async (packageNo: string) =>
  ((await post('/api/crmAbnormalOrder/search', { keyword: packageNo })).json().data.list as Record_[])[0]!;
