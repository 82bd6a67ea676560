import { errorCatalogue, refundRouteOf } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createShop } from '../../../test/order-factories.js';
import { orders, payments, systemDictionary } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

/** A signed-in user whose one role holds these codes, on all platforms or on the listed ones. */
async function userWith(codes: string[], platforms: number[] | 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const viewer = await userWith(['order.view', 'package.view'], 'all');
const aeOnly = await userWith(['order.view'], [13]);
const noPermission = await userWith(['dashboard.view'], 'all');

const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const search = (payload: object, headers = viewer.headers) =>
  app.inject({ method: 'POST', url: '/api/csOrderParent/search', headers, payload });
const get = (url: string, headers = viewer.headers) => app.inject({ method: 'GET', url, headers });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const ids = (res: { json: () => { data: { list: { id: number }[] } } }) =>
  res.json().data.list.map((o) => o.id);

describe('POST /api/csOrderParent/search', () => {
  it('answers 401 signed out and 403 without order.view', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/csOrderParent/search', payload: {} }),
      'NOT_SIGNED_IN',
    );
    expectError(await search({}, noPermission.headers), 'NO_PERMISSION');
  });

  it('lists the last 30 days by default, newest first, with the total and a masked e-mail', async () => {
    const shop = await createShop(db);
    const old = await createOrder(db, { shopId: shop.id, createdAt: daysAgo(40) });
    const a = await createOrder(db, { shopId: shop.id, createdAt: daysAgo(3) });
    const b = await createOrder(db, {
      shopId: shop.id,
      createdAt: daysAgo(1),
      customer: { email: 'jane.doe@example.com' },
    });
    const res = await search({ shopIds: [shop.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 2, pageIndex: 1, pageSize: 20, totalCapped: false });
    expect(ids(res)).toEqual([b.order.id, a.order.id]);
    expect(ids(res)).not.toContain(old.order.id);
    const row = res.json().data.list[0];
    expect(row).toMatchObject({
      orderNo: b.order.orderNo,
      shopName: shop.name,
      platformId: 13,
      customerEmail: 'j******e@example.com',
    });
    expect(res.body).not.toContain('jane.doe@example.com');
  });

  it('pages with 20, 50 or 100 rows and refuses other sizes', async () => {
    const shop = await createShop(db);
    const made = [];
    for (let i = 0; i < 22; i++)
      made.push(await createOrder(db, { shopId: shop.id, createdAt: daysAgo(1 + i / 100) }));
    const page2 = await search({ shopIds: [shop.id], pageIndex: 2, pageSize: 20 });
    expect(page2.json().data).toMatchObject({ total: 22, pageIndex: 2, pageSize: 20 });
    expect(ids(page2)).toEqual([made[20]!.order.id, made[21]!.order.id]);
    expect((await search({ shopIds: [shop.id], pageSize: 50 })).json().data.list).toHaveLength(22);
    expectError(await search({ pageSize: 10 }), 'VALIDATION_FAILED');
  });

  it('filters by platform, shop, status (several), payment method, processing centre, logistic method and tracking status', async () => {
    const shop = await createShop(db, { platformId: 12 });
    const combined = await createOrder(db, {
      platformId: 12,
      shopId: shop.id,
      status: 11,
      processingCentre: 'SZ',
      payments: [
        { method: 'giftCard', amount: '5.0000' },
        { method: 'paypal', amount: '4.9900' },
      ],
      packages: [{ logisticMethod: 'DHL_EXPRESS', trackingStatus: 2 }],
    });
    const plain = await createOrder(db, {
      platformId: 12,
      shopId: shop.id,
      status: 3,
      processingCentre: 'GZ',
      payments: [{ method: 'creditCard' }],
      packages: [{ logisticMethod: 'CHINA_POST_AIR', trackingStatus: 0 }],
    });
    const list = async (filters: object) => ids(await search({ shopIds: [shop.id], ...filters }));
    expect(await list({})).toEqual([plain.order.id, combined.order.id]);
    expect(await list({ platformIds: [12] })).toHaveLength(2);
    expect(await list({ platformIds: [13] })).toEqual([]);
    expect(await list({ statuses: [11] })).toEqual([combined.order.id]);
    expect(await list({ statuses: [3, 11] })).toHaveLength(2);
    expect(await list({ paymentMethods: ['giftCard'] })).toEqual([combined.order.id]);
    expect(await list({ paymentMethods: ['paypal'] })).toEqual([combined.order.id]);
    expect(await list({ paymentMethods: ['creditCard'] })).toEqual([plain.order.id]);
    expect(await list({ processingCentres: ['GZ'] })).toEqual([plain.order.id]);
    expect(await list({ logisticMethods: ['DHL_EXPRESS'] })).toEqual([combined.order.id]);
    expect(await list({ trackingStatuses: [0] })).toEqual([plain.order.id]);
  });

  it('finds by keyword: order number prefix, original order id, package number, tracking number', async () => {
    const { order, packages } = await createOrder(db, { packages: [{ trackingNo: 'LX123456789CN' }] });
    for (const keyword of [
      order.orderNo,
      order.orderNo.slice(0, -1).toLowerCase(),
      order.originalOrderId!,
      packages[0]!.packageNo,
      'LX123456789CN',
    ]) {
      expect(ids(await search({ keyword })), keyword).toContain(order.id);
    }
    expect(ids(await search({ keyword: 'NO-SUCH-ORDER' }))).toEqual([]);
  });

  it('filters by package times: consign, import, handover, delivery and sign within the range', async () => {
    const shop = await createShop(db);
    const shipped = await createOrder(db, {
      shopId: shop.id,
      createdAt: daysAgo(50),
      packages: [
        {
          importAt: daysAgo(49),
          handoverAt: daysAgo(48),
          consignAt: daysAgo(47),
          deliveryAt: daysAgo(40),
          signAt: daysAgo(39),
        },
      ],
    });
    await createOrder(db, { shopId: shop.id, createdAt: daysAgo(50) });
    for (const [range, day] of [
      ['import', 49],
      ['handover', 48],
      ['consign', 47],
      ['delivery', 40],
      ['sign', 39],
    ] as const) {
      const res = await search({
        shopIds: [shop.id],
        [`${range}From`]: daysAgo(day + 1),
        [`${range}To`]: daysAgo(day - 1),
      });
      expect(ids(res), range).toEqual([shipped.order.id]);
    }
  });

  it("a package range with payment methods: the packages' copies follow payments and the order's time", async () => {
    const range = { consignFrom: daysAgo(203), consignTo: daysAgo(197) };
    const consigned = (createdDaysAgo: number, method: 'paypal' | 'creditCard', platformId = 13) =>
      createOrder(db, {
        platformId,
        createdAt: daysAgo(createdDaysAgo),
        packages: [{ consignAt: daysAgo(200) }, { consignAt: daysAgo(199) }],
        payments: [{ method }],
      });
    const paypal = (await consigned(210, 'paypal')).order;
    const card = (await consigned(209, 'creditCard')).order;
    const later = (await consigned(208, 'creditCard')).order;
    const elsewhere = (await consigned(211, 'paypal', 12)).order;
    await createOrder(db, { packages: [{ consignAt: daysAgo(150) }], payments: [{ method: 'paypal' }] });
    const byPaypal = async (extra: object = {}, headers = viewer.headers) => {
      const res = await search({ ...range, paymentMethods: ['paypal'], ...extra }, headers);
      expect(res.statusCode).toBe(200);
      return { ids: ids(res), total: (res.json() as { data: { total: number } }).data.total };
    };
    expect(await byPaypal()).toEqual({ ids: [paypal.id, elsewhere.id], total: 2 });
    expect((await byPaypal({}, aeOnly.headers)).ids).toEqual([paypal.id]);

    // a payment added after the packages, and a method corrected
    await db.insert(payments).values({
      orderId: later.id,
      paymentGroup: `PG${later.id}`,
      method: 'paypal',
      route: refundRouteOf('paypal'),
      amount: '1.0000',
      currency: later.currency,
    });
    await db.update(payments).set({ method: 'paypal' }).where(eq(payments.orderId, card.id));
    expect(await byPaypal()).toEqual({ ids: [later.id, card.id, paypal.id, elsewhere.id], total: 4 });
    // the order's time corrected: it moves in the list
    await db
      .update(orders)
      .set({ createdAt: daysAgo(205) })
      .where(eq(orders.id, paypal.id));
    // a payment removed
    await db.delete(payments).where(and(eq(payments.orderId, later.id), eq(payments.method, 'paypal')));
    const fast = await byPaypal();
    expect(fast).toEqual({ ids: [paypal.id, card.id, elsewhere.id], total: 3 });
    // the same answer where the order table drives the query (a filter the packages do not carry)
    const statuses = [...new Set([paypal, card, later, elsewhere].map((o) => o.status))];
    expect(await byPaypal({ statuses })).toEqual(fast);
    // past the last page the number is still told
    expect(await byPaypal({ pageIndex: 2 })).toEqual({ ids: [], total: 3 });
  });

  it.each(['created', 'import', 'handover', 'consign', 'delivery', 'sign'])(
    'refuses a %s range over one month with 400 and 1108',
    async (range) => {
      const res = await search({
        [`${range}From`]: '2026-01-31T00:00:00Z',
        [`${range}To`]: '2026-03-01T00:00:00Z',
      });
      expectError(res, 'QUERY_RANGE_TOO_LONG');
      expect(res.json().error_info.fieldErrors).toEqual([
        expect.objectContaining({ field: `${range}To`, code: 1108 }),
      ]);
      expect(
        (await search({ [`${range}From`]: '2026-01-31T00:00:00Z', [`${range}To`]: '2026-02-28T00:00:00Z' }))
          .statusCode,
      ).toBe(200);
    },
  );

  it('refuses a range with one end with 400 and 1102', async () => {
    expectError(await search({ consignFrom: '2026-01-01T00:00:00Z' }), 'FIELD_REQUIRED');
  });

  it('shows only orders of the platforms the user may see', async () => {
    const shop = await createShop(db, { platformId: 7 });
    await createOrder(db, { platformId: 7, shopId: shop.id });
    const aeShop = await createShop(db, { platformId: 13 });
    const ae = await createOrder(db, { platformId: 13, shopId: aeShop.id });
    expect(ids(await search({ shopIds: [shop.id, aeShop.id] }, aeOnly.headers))).toEqual([ae.order.id]);
    expect((await search({ platformIds: [7] }, aeOnly.headers)).json().data).toMatchObject({
      list: [],
      total: 0,
    });
  });
});

describe('GET /api/csOrderParent/view', () => {
  it('answers the order with lines, packages, amounts, payments, history, remarks and labels; contact masked', async () => {
    const { order, packages } = await createOrder(db, {
      customer: { name: 'Jane Doe', email: 'jane.doe@example.com', phone: '+1 415 555 0123' },
      payments: [
        { method: 'giftCard', amount: '5.0000' },
        { method: 'paypal', amount: '4.9900' },
      ],
      history: [
        { code: 'order.sync', params: { shop: 'Test shop' } },
        { code: 'order.confirm', params: {} },
      ],
      remarks: ['Gift, no invoice'],
      labels: ['VIP'],
      salesTaxAmount: '0.8800',
    });
    const res = await get(`/api/csOrderParent/view?id=${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: order.id,
      orderNo: order.orderNo,
      platformId: 13,
      customer: { name: 'Jane Doe', email: 'j******e@example.com', phone: '+1 415 555*****' },
      shippingAddress: { phone: '+1 415 555*****', country: 'US' },
      amounts: { itemsAmount: '9.9900', salesTaxAmount: '0.8800' },
      combinedPayment: true,
      remarks: [{ content: 'Gift, no invoice' }],
      labels: [{ name: 'VIP' }],
    });
    expect(data.lines).toHaveLength(1);
    expect(data.lines[0]).toMatchObject({ quantity: 1, unitPrice: '9.9900', poa: expect.any(String) });
    expect(data.packages).toEqual([
      expect.objectContaining({
        packageNo: packages[0]!.packageNo,
        lines: [expect.objectContaining({ quantity: 1 })],
      }),
    ]);
    expect(data.payments.map((p: { method: string; route: number }) => [p.method, p.route])).toEqual([
      ['giftCard', 4],
      ['paypal', 3],
    ]);
    expect(data.history.map((h: { action: string }) => h.action).sort()).toEqual([
      'order.confirm',
      'order.sync',
    ]);
    expect(res.body).not.toContain('jane.doe@example.com');
    expect(res.body).not.toContain('0123');
  });

  it('answers 404 with 3004 for an unknown order and for an order of a platform the user may not see', async () => {
    expectError(await get('/api/csOrderParent/view?id=999999999'), 'ORDER_NOT_FOUND');
    const { order } = await createOrder(db, { platformId: 12 });
    expectError(await get(`/api/csOrderParent/view?id=${order.id}`, aeOnly.headers), 'ORDER_NOT_FOUND');
    expect((await get(`/api/csOrderParent/view?id=${order.id}`)).statusCode).toBe(200);
  });

  it('answers 400 without an id and 403 without order.view', async () => {
    expectError(await get('/api/csOrderParent/view'), 'FIELD_REQUIRED');
    expectError(await get('/api/csOrderParent/view?id=1', noPermission.headers), 'NO_PERMISSION');
  });
});

describe('GET /api/csOrderParent/getNextOrder', () => {
  it('answers the next older and the previous newer order of the list, skipping invisible platforms', async () => {
    const t = Date.now() + 3_600_000; // newer than every other order of this file
    const first = await createOrder(db, { createdAt: new Date(t + 3000) });
    await createOrder(db, { platformId: 12, createdAt: new Date(t + 2000) });
    const third = await createOrder(db, { createdAt: new Date(t + 1000) });
    const next = await get(`/api/csOrderParent/getNextOrder?id=${first.order.id}`, aeOnly.headers);
    expect(next.json().data).toEqual({ id: third.order.id, orderNo: third.order.orderNo });
    const prev = await get(
      `/api/csOrderParent/getNextOrder?id=${third.order.id}&direction=prev`,
      aeOnly.headers,
    );
    expect(prev.json().data).toEqual({ id: first.order.id, orderNo: first.order.orderNo });
    const newest = await get(
      `/api/csOrderParent/getNextOrder?id=${first.order.id}&direction=prev`,
      aeOnly.headers,
    );
    expect(newest.json().data).toBeNull();
    expectError(await get('/api/csOrderParent/getNextOrder?id=999999999'), 'ORDER_NOT_FOUND');
  });
});

describe('POST /api/csOrderDetail/search', () => {
  it('answers the lines of an order, paged; 404 for an invisible order', async () => {
    const { order } = await createOrder(db, {
      platformId: 12,
      lines: [{ quantity: 2 }, { quantity: 1 }, {}],
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/csOrderDetail/search',
      headers: viewer.headers,
      payload: { orderId: order.id, pageSize: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ total: 3, pageIndex: 1, pageSize: 2 });
    expect(res.json().data.list[0]).toMatchObject({
      quantity: 2,
      amount: '19.9800',
      sku: expect.stringMatching(/^TS-/),
    });
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/csOrderDetail/search',
        headers: aeOnly.headers,
        payload: { orderId: order.id },
      }),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/csOrderDetail/search',
        headers: viewer.headers,
        payload: {},
      }),
      'FIELD_REQUIRED',
    );
  });
});

describe('GET /api/csOrder/getOperationHistoryByOrder', () => {
  it('answers the history newest first; 404 for an unknown or invisible order', async () => {
    const { order } = await createOrder(db, {
      platformId: 12,
      history: [
        { code: 'order.sync', params: { shop: 'Test shop' } },
        { code: 'order.confirm', params: {} },
      ],
    });
    const res = await get(`/api/csOrder/getOperationHistoryByOrder?orderId=${order.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(2);
    expectError(
      await get(`/api/csOrder/getOperationHistoryByOrder?orderId=${order.id}`, aeOnly.headers),
      'ORDER_NOT_FOUND',
    );
    expectError(await get('/api/csOrder/getOperationHistoryByOrder?orderId=999999999'), 'ORDER_NOT_FOUND');
  });
});

describe('POST /api/csOrderParent/revealContact', () => {
  it('answers the unmasked contact with the view code and audits it; 422 with 1012 for a wrong code', async () => {
    await db
      .insert(systemDictionary)
      .values({ code: 'viewPassword', value: 'Reveal#1', secret: 1 })
      .onConflictDoNothing();
    const { order } = await createOrder(db, {
      customer: { email: 'reveal.me@example.com', phone: '+49 151 12345678' },
    });
    const reveal = (password: string, id = order.id, headers = viewer.headers) =>
      app.inject({
        method: 'POST',
        url: '/api/csOrderParent/revealContact',
        headers,
        payload: { id, password },
      });
    expectError(await reveal('wrong'), 'VIEW_PASSWORD_INCORRECT');
    const res = await reveal('Reveal#1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      email: 'reveal.me@example.com',
      phone: '+49 151 12345678',
      shipPhone: order.shipPhone,
    });
    expect((await auditRowsOf(db, 'order', order.id)).map((a) => a.action)).toEqual(['order.revealContact']);
    expectError(await reveal('Reveal#1', 999999999), 'ORDER_NOT_FOUND');
    const { order: amazon } = await createOrder(db, { platformId: 12 });
    expectError(await reveal('Reveal#1', amazon.id, aeOnly.headers), 'ORDER_NOT_FOUND');
    expectError(await reveal('Reveal#1', order.id, noPermission.headers), 'NO_PERMISSION');
  });
});
