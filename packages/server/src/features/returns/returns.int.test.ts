import { errorCatalogue, RS } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { returnStatusLog, returns } from '../../db/schema/returns.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[], platforms: number[] | 'all' = 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['return.view', 'return.manage']);
const warehouse = await userWith(['return.process']);
const viewer = await userWith(['return.view']);
const ebayOnly = await userWith(['return.view', 'return.manage', 'return.process'], [7]);

type Res = { statusCode: number; json: () => { code: number; data: never; error_info: { msg: string } } };
const expectError = (res: Res, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });

/** A website order shipped to the US: one package of 3 × product A and 1 × product B. */
async function usOrder(extra: Parameters<typeof createOrder>[1] = {}) {
  const a = await createProduct(db, { price: '20.0000' });
  const b = await createProduct(db, { price: '5.0000' });
  return createOrder(db, {
    platformId: 1,
    lines: [
      { product: a, quantity: 3 },
      { product: b, quantity: 1 },
    ],
    ...extra,
  });
}

const returnInput = (
  packageNo: string,
  lines: { orderLineId: number; quantity: number }[],
  patch: object = {},
) => ({
  packageNo,
  returnType: 3,
  returnWarehouse: 'GZ',
  processingCentre: 'GZ',
  mailingMethod: 1,
  returnClassification: 1,
  lines,
  ...patch,
});

async function createReturn(patch: object = {}, order?: Awaited<ReturnType<typeof usOrder>>) {
  const o = order ?? (await usOrder());
  const res = await post(
    '/api/csCrmReturnStep/add',
    returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }], patch),
  );
  expect(res.statusCode, res.body).toBe(200);
  return { ...o, ret: res.json().data as { id: number; returnNo: string; status: number } };
}

/** Moves returns along the flow through the API, as customer service and the warehouse do. */
async function walk(ids: number[], steps: number[]) {
  for (const status of steps) {
    const service = [
      RS.goodsShipped,
      RS.inTransit,
      RS.salesSigned,
      RS.customerServiceSigned,
      RS.notReturned,
      RS.specialCase,
    ] as number[];
    const res =
      status === RS.generatedPrinted
        ? await post('/api/csCrmReturnStep/printReturnForm', { ids })
        : service.includes(status)
          ? await post('/api/csCrmReturnStep/transferStatus', { ids, status, returnTrackingNo: 'RT123' })
          : await post('/api/csCrmReturnStep/warehouseTransfer', { ids, status }, warehouse.headers);
    expect(res.statusCode, res.body).toBe(200);
    const rows = status === RS.generatedPrinted ? res.json().data.results : res.json().data;
    expect(
      rows.every((r: { is_success: boolean }) => r.is_success),
      res.body,
    ).toBe(true);
  }
}
const toPendingInspection = [
  RS.generatedPrinted,
  RS.goodsShipped,
  RS.received,
  RS.warehouseSigned,
  RS.pendingInspection,
];
const statusOf = async (id: number) => (await db.select().from(returns).where(eq(returns.id, id)))[0]!.status;

describe('POST /api/csCrmReturnStep/add', () => {
  it('creates an initiated return with its products, status log, order history and audit', async () => {
    const { ret, lines } = await createReturn({ remark: 'Screen cracked' });
    expect(ret.status).toBe(RS.initiated);
    expect(ret.returnNo).toMatch(/^TH\d{6}\d{7}$/);
    const view = (await get(`/api/csCrmReturnStep/view?id=${ret.id}`)).json().data;
    expect(view.lines).toEqual([
      expect.objectContaining({ orderLineId: lines[0]!.id, quantity: 1, originalQuantity: 3 }),
    ]);
    expect(view.returnQuantity).toBe(1);
    expect(view.warehouseLabel).toBe('GZ');
    expect(view.returnAddress).toContain('Guangzhou');
    expect(await auditRowsOf(db, 'return', ret.id)).toEqual([
      expect.objectContaining({ action: 'return.create' }),
    ]);
    const log = (await get(`/api/csCrmReturnStep/getLog?id=${ret.id}`)).json().data;
    expect(log).toEqual([expect.objectContaining({ action: 'return.create', toStatus: RS.initiated })]);
  });

  it('answers the form data: the package lines less what open returns hold', async () => {
    const { packages } = await createReturn();
    const res = await get(`/api/csCrmReturnStep/addInfo?packageNo=${packages[0]!.packageNo}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.lines.map((l: { returnedQuantity: number }) => l.returnedQuantity)).toEqual([
      1, 0,
    ]);
  });

  it('creates an exchange by SKU or POA', async () => {
    const other = await createProduct(db);
    const o = await usOrder();
    const res = await post(
      '/api/csCrmReturnStep/add',
      returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }], {
        returnType: 4,
        lines: [{ orderLineId: o.lines[0]!.id, quantity: 1, exchangeSku: other.poa, exchangeQuantity: 1 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({ exchangeSku: other.poa, exchangeQuantity: 1 });
  });

  it.each([
    ['no product ticked', (_o: Order) => ({ lines: [] }), 'RETURN_PRODUCT_REQUIRED'],
    [
      'more than the original quantity',
      (o: Order) => ({ lines: [{ orderLineId: o.lines[0]!.id, quantity: 4 }] }),
      'RETURN_QUANTITY_OVER_ORIGINAL',
    ],
    [
      'quantity 0',
      (o: Order) => ({ lines: [{ orderLineId: o.lines[0]!.id, quantity: 0 }] }),
      'RETURN_QUANTITY_INVALID',
    ],
    [
      'a product of another order',
      () => ({ lines: [{ orderLineId: 1, quantity: 1 }] }),
      'RETURN_WRONG_PRODUCT',
    ],
    [
      'an unknown exchange product',
      (o: Order) => ({
        returnType: 4,
        lines: [
          { orderLineId: o.lines[0]!.id, quantity: 1, exchangeSku: 'NO-SUCH-SKU', exchangeQuantity: 1 },
        ],
      }),
      'RETURN_WRONG_EXCHANGE_PRODUCT',
    ],
    [
      'an exchange quantity of 0',
      (o: Order) => ({
        returnType: 4,
        lines: [
          { orderLineId: o.lines[0]!.id, quantity: 1, exchangeSku: o.lines[1]!.sku, exchangeQuantity: 0 },
        ],
      }),
      'RETURN_EXCHANGE_QUANTITY',
    ],
    ['an expense of 0', () => ({ expenseBearer: 2, expenseAmount: '0' }), 'RETURN_EXPENSE_AMOUNT'],
    ['a rework without maintenance fee', () => ({ returnType: 1 }), 'RETURN_MAINTENANCE_FEE_REQUIRED'],
    ['no processing centre', () => ({ processingCentre: '' }), 'PROCESSING_CENTRE_EMPTY'],
    ['an unknown question label', () => ({ problemLabelId: 999999 }), 'RETURN_QUESTION_LABEL_UNKNOWN'],
  ] as const)('refuses %s', async (_name, patch, name) => {
    const o = await usOrder();
    const res = await post(
      '/api/csCrmReturnStep/add',
      returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }], patch(o)),
    );
    expectError(res, name);
  });

  it('refuses a US return warehouse for an order not shipped to the US', async () => {
    const o = await usOrder({ shipCountry: 'DE' });
    const res = await post(
      '/api/csCrmReturnStep/add',
      returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }], {
        returnWarehouse: 'US_WEST',
      }),
    );
    expectError(res, 'RETURN_US_WAREHOUSE_FORBIDDEN');
  });

  it('refuses a virtual order', async () => {
    const virtual = await createProduct(db, { isVirtual: true });
    const o = await createOrder(db, { platformId: 1, lines: [{ product: virtual, quantity: 1 }] });
    const res = await post(
      '/api/csCrmReturnStep/add',
      returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }]),
    );
    expectError(res, 'RETURN_VIRTUAL_ORDER');
  });

  it('answers 404 for a package outside the caller platforms, as for an unknown one', async () => {
    const o = await usOrder();
    const body = returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }]);
    expectError(await post('/api/csCrmReturnStep/add', body, ebayOnly.headers), 'PACKAGE_NOT_FOUND');
    expectError(await post('/api/csCrmReturnStep/add', { ...body, packageNo: 'NOPE' }), 'PACKAGE_NOT_FOUND');
  });

  it('refuses a caller without return.manage (403) and a missing field (400)', async () => {
    const o = await usOrder();
    const body = returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }]);
    expectError(await post('/api/csCrmReturnStep/add', body, viewer.headers), 'NO_PERMISSION');
    expectError(await post('/api/csCrmReturnStep/add', body, warehouse.headers), 'NO_PERMISSION');
    const res = await post('/api/csCrmReturnStep/add', { ...body, returnWarehouse: undefined });
    expect(res.statusCode).toBe(400);
  });
});
type Order = Awaited<ReturnType<typeof usOrder>>;

describe('the return status flow through the API', () => {
  it('a return pending inspection can be reported lost but not marked repair-sent-back', async () => {
    const a = await createReturn();
    const b = await createReturn();
    await walk([a.ret.id, b.ret.id], toPendingInspection);
    const refused = await post(
      '/api/csCrmReturnStep/warehouseTransfer',
      { ids: [a.ret.id], status: RS.repairSentBack },
      warehouse.headers,
    );
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toEqual([
      {
        id: a.ret.id,
        returnNo: a.ret.returnNo,
        is_success: false,
        code: errorCatalogue.RETURN_REPAIR_BACK_ONLY_SUPPLIER.code,
        response_message: 'Repair sent back is allowed only from sent back to supplier',
      },
    ]);
    expect(await statusOf(a.ret.id)).toBe(RS.pendingInspection);

    const lost = await post(
      '/api/csCrmReturnStep/warehouseTransfer',
      { ids: [a.ret.id], status: RS.reportedLoss },
      warehouse.headers,
    );
    expect(lost.json().data[0].is_success).toBe(true);
    expect(await statusOf(a.ret.id)).toBe(RS.reportedLoss);
    expect((await auditRowsOf(db, 'return', a.ret.id)).map((r) => r.action)).toContain(
      'return.warehouseTransfer',
    );
    const log = await db.select().from(returnStatusLog).where(eq(returnStatusLog.returnId, a.ret.id));
    expect(log.at(-1)).toMatchObject({ fromStatus: RS.pendingInspection, toStatus: RS.reportedLoss });

    const ok = await post(
      '/api/csCrmReturnStep/warehouseTransfer',
      { ids: [b.ret.id], status: RS.nonDestructiveReturn },
      warehouse.headers,
    );
    expect(ok.json().data[0].is_success).toBe(true);
  });

  it('answers the refusal in Chinese with the lang header', async () => {
    const { ret } = await createReturn();
    const res = await app.inject({
      method: 'POST',
      url: '/api/csCrmReturnStep/warehouseTransfer',
      headers: { ...warehouse.headers, lang: 'zh' },
      payload: { ids: [ret.id], status: RS.nonDestructiveReturn },
    });
    expect(res.json().data[0]).toMatchObject({
      is_success: false,
      code: 4401,
      response_message: '只有待检测状态才能无损退回仓库',
    });
  });

  it('names both statuses for a move the flow does not have', async () => {
    const { ret } = await createReturn();
    const res = await post(
      '/api/csCrmReturnStep/warehouseTransfer',
      { ids: [ret.id], status: RS.warehoused },
      warehouse.headers,
    );
    expect(res.json().data[0]).toMatchObject({
      code: errorCatalogue.RETURN_TRANSITION_REFUSED.code,
      response_message: 'A return that is "Initiated" cannot be moved to "Warehoused"',
    });
  });

  it('refuses a loss report before inspection', async () => {
    const { ret } = await createReturn();
    await walk([ret.id], [RS.generatedPrinted, RS.goodsShipped, RS.received, RS.warehouseSigned]);
    const res = await post(
      '/api/csCrmReturnStep/warehouseTransfer',
      { ids: [ret.id], status: RS.reportedLoss },
      warehouse.headers,
    );
    expect(res.json().data[0].code).toBe(errorCatalogue.RETURN_LOSS_ONLY_FROM.code);
  });

  it('refuses shipping the goods before the return form is printed', async () => {
    const { ret } = await createReturn();
    const res = await post('/api/csCrmReturnStep/transferStatus', {
      ids: [ret.id],
      status: RS.goodsShipped,
      returnTrackingNo: 'RT1',
    });
    expect(res.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.RETURN_PRINT_FIRST.code,
    });
  });

  it('needs the return tracking number when the goods are shipped (400)', async () => {
    const { ret } = await createReturn();
    const res = await post('/api/csCrmReturnStep/transferStatus', { ids: [ret.id], status: RS.goodsShipped });
    expectError(res, 'RETURN_TRACKING_REQUIRED');
  });

  it('refuses a batch of different statuses as a whole (422)', async () => {
    const a = await createReturn();
    const b = await createReturn();
    await walk([a.ret.id], [RS.generatedPrinted]);
    const res = await post('/api/csCrmReturnStep/transferStatus', {
      ids: [a.ret.id, b.ret.id],
      status: RS.specialCase,
    });
    expectError(res, 'RETURN_MIXED_STATUSES');
    expect(await statusOf(b.ret.id)).toBe(RS.initiated);
  });

  it('reports per row: a return outside the caller platforms is not found, the others move', async () => {
    const a = await createReturn();
    const res = await post('/api/csCrmReturnStep/transferStatus', {
      ids: [a.ret.id, 999999999],
      status: RS.specialCase,
    });
    expect(res.json().data.map((r: { is_success: boolean; code: number }) => [r.is_success, r.code])).toEqual(
      [
        [true, 200],
        [false, errorCatalogue.RETURN_NOT_FOUND.code],
      ],
    );
  });

  it('keeps warehouse statuses for return.process and customer-service statuses for return.manage', async () => {
    const { ret } = await createReturn();
    const wrongSide = await post('/api/csCrmReturnStep/transferStatus', {
      ids: [ret.id],
      status: RS.pendingInspection,
    });
    expectError(wrongSide, 'VALIDATION_FAILED');
    expectError(
      await post('/api/csCrmReturnStep/warehouseTransfer', { ids: [ret.id], status: RS.pendingInspection }),
      'NO_PERMISSION',
    );
    expectError(
      await post(
        '/api/csCrmReturnStep/transferStatus',
        { ids: [ret.id], status: RS.specialCase },
        warehouse.headers,
      ),
      'NO_PERMISSION',
    );
  });

  it('takes at most 20 returns and at least one', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    expectError(
      await post('/api/csCrmReturnStep/transferStatus', { ids, status: RS.specialCase }),
      'TOO_MANY_ROWS',
    );
    expectError(
      await post('/api/csCrmReturnStep/transferStatus', { ids: [], status: RS.specialCase }),
      'SELECT_DATA',
    );
    expectError(await post('/api/csCrmReturnStep/printReturnForm', { ids }), 'TOO_MANY_ROWS');
  });

  it('lists the returns of the warehouse from shipment on, and those of customer service by status', async () => {
    const a = await createReturn();
    await walk([a.ret.id], [RS.generatedPrinted, RS.goodsShipped]);
    const b = await createReturn();
    const wh = (
      await post('/api/csCrmReturnStep/searchWarehouse', { keyword: a.ret.returnNo }, warehouse.headers)
    ).json().data;
    expect(wh.list.map((r: { id: number }) => r.id)).toEqual([a.ret.id]);
    const none = (
      await post('/api/csCrmReturnStep/searchWarehouse', { keyword: b.ret.returnNo }, warehouse.headers)
    ).json().data;
    expect(none.total).toBe(0);
    const cs = (
      await post('/api/csCrmReturnStep/search', {
        statuses: [RS.initiated],
        keyword: b.packages[0]!.packageNo,
      })
    ).json().data;
    expect(cs.list.map((r: { id: number }) => r.id)).toEqual([b.ret.id]);
    expectError(
      await post('/api/csCrmReturnStep/search', {
        createdFrom: '2026-01-01T00:00:00Z',
        createdTo: '2026-03-01T00:00:00Z',
      }),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(await post('/api/csCrmReturnStep/searchWarehouse', {}), 'NO_PERMISSION');
  });

  it("lists only the caller's own returns when asked (mine), within what the caller may see", async () => {
    const own = await createReturn();
    // a colleague with the same role files one
    const colleague = await userWith(['return.view', 'return.manage']);
    const o = await usOrder();
    const theirs = await post(
      '/api/csCrmReturnStep/add',
      returnInput(o.packages[0]!.packageNo, [{ orderLineId: o.lines[0]!.id, quantity: 1 }]),
      colleague.headers,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const ids = async (payload: object, headers = agent.headers) =>
      (
        (await post('/api/csCrmReturnStep/search', { pageSize: 100, ...payload }, headers)).json().data
          .list as {
          id: number;
        }[]
      ).map((r) => r.id);
    const mine = await ids({ mine: true });
    expect(mine).toContain(own.ret.id);
    expect(mine).not.toContain(theirs.json().data.id);
    expect(await ids({ mine: true }, colleague.headers)).toEqual([theirs.json().data.id]);
    expectError(await post('/api/csCrmReturnStep/search', { mine: 'yes' }), 'VALIDATION_FAILED');
  });

  it('lists the last 30 days without a range; an exact number finds an older return; pages are bounded', async () => {
    const old = await createReturn();
    await db
      .update(returns)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(returns.id, old.ret.id));
    const recent = await createReturn();
    const ids = async (body: object) =>
      (
        (await post('/api/csCrmReturnStep/search', { pageSize: 100, ...body })).json().data.list as {
          id: number;
        }[]
      ).map((r) => r.id);
    const listed = await ids({});
    expect(listed).toContain(recent.ret.id);
    expect(listed).not.toContain(old.ret.id);
    expect(await ids({ keyword: old.ret.returnNo })).toEqual([old.ret.id]);
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const range = { createdFrom: daysAgo(45), createdTo: daysAgo(20) };
    expect(await ids(range)).toContain(old.ret.id);
    expect(await ids(range)).not.toContain(recent.ret.id);
    // one end only: the other end is now, so a start 45 days back is more than a month
    expectError(
      await post('/api/csCrmReturnStep/search', { createdFrom: daysAgo(45) }),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(await post('/api/csCrmReturnStep/search', { pageIndex: 10_001 }), 'VALIDATION_FAILED');
  });
});

describe('printing return forms (warehouse return labels)', () => {
  it('prints the labels under one batch number and moves initiated returns on', async () => {
    const a = await createReturn();
    const res = await post('/api/csCrmReturnStep/printReturnForm', { ids: [a.ret.id] });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // PB + the day + the batch sequence
    expect(data.batchNumber).toMatch(/^PB\d{6}\d{7}$/);
    expect(data.labels).toEqual([
      expect.objectContaining({
        returnNo: a.ret.returnNo,
        warehouseLabel: 'GZ',
        lines: [expect.objectContaining({ quantity: 1 })],
      }),
    ]);
    expect(await statusOf(a.ret.id)).toBe(RS.generatedPrinted);
  });

  it('numbers each print from a sequence: two prints in the same second never share a batch', async () => {
    const [a, b] = [await createReturn(), await createReturn()];
    const [first, second] = await Promise.all([
      post('/api/csCrmReturnStep/printReturnForm', { ids: [a.ret.id] }),
      post('/api/csCrmReturnStep/printReturnForm', { ids: [b.ret.id] }),
    ]);
    const numbers = [first.json().data.batchNumber, second.json().data.batchNumber] as string[];
    expect(numbers.every((n) => /^PB\d{13}$/.test(n))).toBe(true);
    expect(Math.abs(Number(numbers[0]!.slice(8)) - Number(numbers[1]!.slice(8)))).toBe(1);
  });

  it('prints US returns together only for one order number and mailing method', async () => {
    const o1 = await usOrder();
    const a = await createReturn({ returnWarehouse: 'US_WEST' }, o1);
    const b = await createReturn({ returnWarehouse: 'US_EAST', mailingMethod: 2 }, await usOrder());
    expectError(
      await post('/api/csCrmReturnStep/printReturnForm', { ids: [a.ret.id, b.ret.id] }),
      'RETURN_US_BATCH_MIXED',
    );
    const c = await post(
      '/api/csCrmReturnStep/add',
      returnInput(o1.packages[0]!.packageNo, [{ orderLineId: o1.lines[1]!.id, quantity: 1 }], {
        returnWarehouse: 'US_EAST',
      }),
    );
    const together = await post('/api/csCrmReturnStep/printReturnForm', {
      ids: [a.ret.id, c.json().data.id],
    });
    expect(together.statusCode, together.body).toBe(200);
    expect(together.json().data.labels).toHaveLength(2);
  });

  it('refuses printing a return already past the printed step, per row', async () => {
    const { ret } = await createReturn();
    await walk([ret.id], [RS.generatedPrinted, RS.goodsShipped]);
    const res = await post('/api/csCrmReturnStep/printReturnForm', { ids: [ret.id] });
    expect(res.json().data.results[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.RETURN_TRANSITION_REFUSED.code,
    });
  });
});

describe('repair tracking number and processing scheme', () => {
  it('sets the repair tracking number of a rework and reissue return in its three statuses only', async () => {
    const { ret } = await createReturn({ returnType: 1, maintenanceCost: '12.5' });
    expectError(
      await post('/api/csCrmReturnStep/setRepairTrackingNo', { id: ret.id, repairTrackingNo: 'RP1' }),
      'RETURN_REPAIR_TRACKING_STATUS',
    );
    await walk([ret.id], [RS.generatedPrinted]);
    const res = await post('/api/csCrmReturnStep/setRepairTrackingNo', {
      id: ret.id,
      repairTrackingNo: 'RP1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ repairTrackingNo: 'RP1', maintenanceCost: '12.5000' });
    // reissued: no processing scheme any more
    const scheme = await post('/api/csCrmReturnStep/setProcessingScheme', { ids: [ret.id], scheme: 3 });
    expect(scheme.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.RETURN_SCHEME_REFUSED.code,
    });
  });

  it('refuses the repair tracking number for another type', async () => {
    const { ret } = await createReturn();
    await walk([ret.id], [RS.generatedPrinted]);
    expectError(
      await post('/api/csCrmReturnStep/setRepairTrackingNo', { id: ret.id, repairTrackingNo: 'RP1' }),
      'RETURN_REPAIR_TRACKING_TYPE',
    );
    expectError(
      await post('/api/csCrmReturnStep/setRepairTrackingNo', { id: 999999999, repairTrackingNo: 'RP1' }),
      'RETURN_NOT_FOUND',
    );
  });

  it('sets a processing scheme, refused once the goods are in stock', async () => {
    const a = await createReturn();
    const ok = await post('/api/csCrmReturnStep/setProcessingScheme', { ids: [a.ret.id], scheme: 4 });
    expect(ok.json().data[0].is_success).toBe(true);
    await walk([a.ret.id], [...toPendingInspection, RS.nonDestructiveReturn, RS.warehoused]);
    const refused = await post('/api/csCrmReturnStep/setProcessingScheme', { ids: [a.ret.id], scheme: 4 });
    expect(refused.json().data[0]).toMatchObject({
      is_success: false,
      response_message: 'Orders already reissued or put in stock cannot get a processing scheme',
    });
  });

  it('reads the log for the warehouse, not for a caller without return rights', async () => {
    const { ret } = await createReturn();
    expect((await get(`/api/csCrmReturnStep/getLog?id=${ret.id}`, warehouse.headers)).statusCode).toBe(200);
    const nobody = await userWith(['order.view']);
    expectError(await get(`/api/csCrmReturnStep/getLog?id=${ret.id}`, nobody.headers), 'NO_PERMISSION');
    expectError(await get(`/api/csCrmReturnStep/view?id=${ret.id}`, ebayOnly.headers), 'RETURN_NOT_FOUND');
  });
});
