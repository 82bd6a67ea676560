import { errorCatalogue } from '@backdesk/domain';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseUrl } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { lockWaiters, started } from '../../../test/lock-waits.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { orders } from '../../db/schema/index.js';
import { refundRouteConfigs, refunds } from '../../db/schema/refunds.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[], platforms: number[] | 'all') {
  const role = await createRole(
    db,
    codes,
    platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms },
  );
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['refund.view', 'refund.create', 'order.view'], 'all');
const leader = await userWith(['refund.view', 'refund.create', 'refund.review', 'order.view'], 'all');
const ebayOnly = await userWith(['refund.view', 'refund.create'], [7]);
const viewerOnly = await userWith(['refund.view'], 'all');

// the website platforms refund by the original route, the wallet or PayPal here: gift card and card are off
await db
  .update(refundRouteConfigs)
  .set({ enabled: false })
  .where(inArray(refundRouteConfigs.routeId, ['4', '5']));

const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });
let serial = 0;
const serialNumber = () => `rf-test-${Date.now()}-${++serial}`;

/** A package refund as the form sends it: every line of the package, a percentage of every amount. */
function packageRefund(
  pkg: { packageNo: string },
  lines: { id: number; quantity: number }[],
  patch: object = {},
) {
  return {
    packageNo: pkg.packageNo,
    products: lines.map((l) => ({ detailId: l.id, quantity: l.quantity })),
    percent: '100',
    orderProblemType: 2,
    deliveryStatus: '1',
    reason: '商品破损',
    reasonEn: 'Item damaged',
    refundRoute: '1',
    ...patch,
  };
}

/** A website order (platform 1, US, CA) with one line of 2 × 50.00 and 10.00 freight. */
async function websiteOrder(extra: Parameters<typeof createOrder>[1] = {}) {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '10.0000',
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
    ...extra,
  });
}
const refundCount = async (orderId: number) =>
  Number((await db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId)))[0]?.n ?? 0);

describe('GET /api/v2/refund/refund-add-info', () => {
  it("answers the order's amounts, its packages with refundable lines and the refund paths", async () => {
    const { order, packages, lines } = await websiteOrder();
    const res = await get(`/api/v2/refund/refund-add-info?packageNo=${packages[0]!.packageNo}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.order).toMatchObject({ id: order.id, totalAmount: '110.0000', refundedAmount: '0.0000' });
    expect(data.packages[0]).toMatchObject({
      packageNo: packages[0]!.packageNo,
      limit: null,
      combined: null,
      lines: [{ orderLineId: lines[0]!.id, quantity: 2, refundedQuantity: 0, unitPrice: '50.0000' }],
    });
    expect(
      data.routes.filter((r: { enabled: boolean }) => r.enabled).map((r: { routeId: string }) => r.routeId),
    ).toEqual(['1', '2', '3']);
  });

  it('hides an order of another platform (404) and needs refund.create (403)', async () => {
    const { order } = await websiteOrder();
    expectError(
      await get(`/api/v2/refund/refund-add-info?orderId=${order.id}`, ebayOnly.headers),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await get(`/api/v2/refund/refund-add-info?orderId=${order.id}`, viewerOnly.headers),
      'NO_PERMISSION',
    );
  });
});

describe('POST /api/v2/refund/createRefund', () => {
  // PostgreSQL only: the embedded database runs one transaction at a time
  it.skipIf(!testDatabaseUrl)(
    'locks the order: two refunds of it at once are checked one after the other against its amount',
    async () => {
      const { order, packages, lines } = await websiteOrder({ packages: [{}, {}] });
      // each alone 64.425 (one item, the freight, its tax) of 110; both together more than the order
      const body = (i: number) => ({
        serialNumber: serialNumber(),
        orderId: order.id,
        packages: [packageRefund(packages[i]!, [{ id: lines[0]!.id, quantity: 1 }])],
      });
      const requests = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM orders WHERE id = ${order.id} FOR UPDATE`);
        const both = [
          started(post('/api/v2/refund/createRefund', body(0))),
          started(post('/api/v2/refund/createRefund', body(1))),
        ];
        // both creates wait for the order row before reading what it refunded so far
        await lockWaiters(db, 2);
        return both;
      });
      const results = await Promise.all(requests);
      const ok = results.filter((r) => r.statusCode === 200);
      const refused = results.filter((r) => r.statusCode !== 200);
      expect(ok, results.map((r) => r.body).join('\n')).toHaveLength(1);
      expectError(refused[0]!, 'REFUND_OVER_ORDER_AMOUNT');
      expect(await refundCount(order.id)).toBe(1);
    },
  );

  it('creates a refund with the amounts of the engine, its lines, history and audit', async () => {
    const { order, packages, lines } = await websiteOrder();
    const res = await post('/api/v2/refund/createRefund', {
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity: 1 }], { percent: '50' })],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [made] = res.json().data.refunds;
    // reference: items 50 (one of two), freight 10, sales tax recomputed on 50 for CA (8.85%) = 4.425
    expect(made).toMatchObject({
      status: 0,
      totalAmount: '32.2125',
      referenceAmount: '64.4250',
      percent: '50.0000',
    });
    expect(made.refundNo).toMatch(/^RF\d{6}\d{7}$/);
    const view = (await get(`/api/v2/refund/view?id=${made.id}`)).json().data;
    expect(view.lines).toEqual([
      expect.objectContaining({ orderLineId: lines[0]!.id, quantity: 1, amount: '50.0000' }),
    ]);
    expect(view.amounts).toMatchObject({
      itemsAmount: '25.0000',
      freightAmount: '5.0000',
      salesTaxAmount: '2.2125',
    });
    expect((await auditRowsOf(db, 'refund', made.id)).map((a) => a.action)).toEqual(['refund.create']);
    // the order's history holds the event's code and parameters; each reader's language makes its text
    const orderView = await get(`/api/csOrderParent/view?id=${order.id}`);
    expect(orderView.statusCode, orderView.body).toBe(200);
    const entry = orderView.json().data.history.find((h: { action: string }) => h.action === 'refund.create');
    expect(entry).toMatchObject({
      action: 'refund.create',
      params: {
        refundNo: made.refundNo,
        packageNo: packages[0]!.packageNo,
        total: '32.2125',
        currency: order.currency,
        platformRefund: false,
      },
      detail: null,
      userId: agent.user.id,
    });
  });

  it('creates one refund for the same serial number sent twice', async () => {
    const { order, packages, lines } = await websiteOrder();
    const payload = {
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity: 1 }], { percent: '10' })],
    };
    const first = await post('/api/v2/refund/createRefund', payload);
    const second = await post('/api/v2/refund/createRefund', payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.replayed).toBe(true);
    expect(second.json().data.refunds.map((r: { id: number }) => r.id)).toEqual(
      first.json().data.refunds.map((r: { id: number }) => r.id),
    );
    expect(await refundCount(order.id)).toBe(1);
  });

  it("refuses an amount over the order's total with its code, and writes nothing", async () => {
    const { order, packages, lines } = await websiteOrder();
    const res = await post('/api/v2/refund/createRefund', {
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [
        packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity: 2 }], {
          percent: null,
          amounts: { itemsAmount: '100', freightAmount: '10' },
          extraFreight: '5',
          extraFreightProblemType: 3,
        }),
      ],
    });
    expectError(res, 'REFUND_OVER_ORDER_AMOUNT');
    expect(res.json().error_info.msg).toBe('Refund amount is more than the order amount');
    expect(await refundCount(order.id)).toBe(0);
  });

  it('refuses a second refund of a package, a quantity over the original and a path not enabled', async () => {
    const { order, packages, lines } = await websiteOrder();
    const one = (patch: object = {}, quantity = 1) => ({
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity }], { percent: '10', ...patch })],
    });
    expectError(await post('/api/v2/refund/createRefund', one({}, 3)), 'REFUND_QUANTITY_OVER_ORIGINAL');
    expectError(
      await post('/api/v2/refund/createRefund', one({ refundRoute: '5' })),
      'REFUND_ROUTE_DISABLED',
    );
    expectError(
      await post('/api/v2/refund/createRefund', one({ refundRoute: null })),
      'REFUND_ROUTE_REQUIRED',
    );
    expectError(
      await post('/api/v2/refund/createRefund', one({ reasonEn: '破损' })),
      'REFUND_CHINESE_NOT_ALLOWED',
    );
    expect((await post('/api/v2/refund/createRefund', one())).statusCode).toBe(200);
    expectError(await post('/api/v2/refund/createRefund', one()), 'REFUND_PACKAGE_HAS_REFUND');
  });

  it('sends an AE platform refund straight to completed, and flags a dispute reason', async () => {
    const { order, packages, lines } = await createOrder(db, { platformId: 13 });
    const res = await post('/api/v2/refund/createRefund', {
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [
        packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity: 1 }], {
          refundRoute: null,
          reasonEn: 'not shipped',
          isPlatformRefund: true,
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refunds[0]).toMatchObject({
      status: 9,
      isPlatformRefund: true,
      isDisputeRefund: true,
    });
    expect(res.json().data.refunds[0].completedAt).not.toBeNull();
  });

  it('splits a combined payment by priority and refuses more on PayPal than it can pay back', async () => {
    const product = await createProduct(db, { price: '80.0000' });
    const { order, packages, lines } = await createOrder(db, {
      platformId: 1,
      shipCountry: 'DE',
      shipState: null,
      lines: [{ product, quantity: 1, unitPrice: '80.0000' }],
      payments: [
        { method: 'giftCard', amount: '30.0000', priority: 1 },
        { method: 'paypal', amount: '50.0000', priority: 2 },
      ],
    });
    const refund = (combinedOption: number, percent: string) =>
      post('/api/v2/refund/createRefund', {
        serialNumber: serialNumber(),
        orderId: order.id,
        packages: [
          packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity: 1 }], {
            combinedOption,
            percent,
            refundRoute: '1',
          }),
        ],
      });
    // all on PayPal: 80 × 100% is more than its 50
    expectError(await refund(3, '100'), 'COMBINED_PAYPAL_OVER');
    const res = await refund(1, '50');
    expect(res.statusCode, res.body).toBe(200);
    const view = (await get(`/api/v2/refund/view?id=${res.json().data.refunds[0].id}`)).json().data;
    // 40: the gift card's 30 first, then 10 on PayPal
    expect(
      view.payments.map((p: { refundRoute: string; amount: string }) => [p.refundRoute, p.amount]),
    ).toEqual([
      ['4', '30.0000'],
      ['3', '10.0000'],
    ]);
  });

  it('leaves no partial refund when a batch of 20 packages fails in the middle', async () => {
    const product = await createProduct(db, { price: '5.0000' });
    const { order, packages, lines } = await createOrder(db, {
      platformId: 1,
      lines: [{ product, quantity: 1, unitPrice: '5.0000' }],
      packages: Array.from({ length: 20 }, () => ({})),
    });
    // the database fails while writing the 11th refund, as a crash would
    const trigger = `refund_crash_${order.id}`;
    await db.execute(
      sql.raw(`CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN
        IF (SELECT count(*) FROM refunds WHERE order_id = ${order.id}) >= 10 THEN RAISE EXCEPTION 'disk failure'; END IF;
        RETURN NEW; END $$ LANGUAGE plpgsql`),
    );
    await db.execute(
      sql.raw(
        `CREATE TRIGGER ${trigger} BEFORE INSERT ON refunds FOR EACH ROW EXECUTE FUNCTION ${trigger}()`,
      ),
    );
    try {
      const res = await post('/api/v2/refund/createRefund', {
        serialNumber: serialNumber(),
        orderId: order.id,
        packages: packages.map((p) =>
          packageRefund(p, [{ id: lines[0]!.id, quantity: 1 }], { percent: '1' }),
        ),
      });
      expectError(res, 'SYSTEM_ERROR');
      expect(await refundCount(order.id)).toBe(0);
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe(order.status);
    } finally {
      await db.execute(sql.raw(`DROP TRIGGER ${trigger} ON refunds`));
      await db.execute(sql.raw(`DROP FUNCTION ${trigger}()`));
    }
  });

  it('refuses a request without a package with the spec message', async () => {
    const { order } = await websiteOrder();
    const res = await post('/api/v2/refund/createRefund', {
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [],
    });
    expectError(res, 'REFUND_PACKAGE_REQUIRED');
    expect(res.json().error_info.msg).toBe('Please select the submitted order number');
  });
});

describe('review and completion', () => {
  async function refundBy(user: { headers: Record<string, string> }) {
    const { order, packages, lines } = await websiteOrder();
    const res = await post(
      '/api/v2/refund/createRefund',
      {
        serialNumber: serialNumber(),
        orderId: order.id,
        packages: [packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity: 1 }], { percent: '20' })],
      },
      user.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.refunds[0] as { id: number; refundNo: string };
  }

  it('does not let the creator review their own refund', async () => {
    const mine = await refundBy(leader);
    const can = (await get(`/api/csRefund/isCanAduit?id=${mine.id}`, leader.headers)).json().data;
    expect(can).toEqual({
      canAudit: false,
      reason: 'A refund must be reviewed by someone other than its creator',
    });
    const res = await post('/api/csRefund/aduit', { ids: [mine.id] }, leader.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        id: mine.id,
        is_success: false,
        code: errorCatalogue.REFUND_SELF_REVIEW.code,
        response_message: 'A refund must be reviewed by someone other than its creator',
      }),
    ]);
  });

  it('reviews, then completes, each step once, with a result per refund', async () => {
    const a = await refundBy(agent);
    const b = await refundBy(agent);
    const reviewed = await post('/api/csRefund/aduit', { ids: [a.id, b.id] }, leader.headers);
    expect(reviewed.json().data.map((r: { is_success: boolean }) => r.is_success)).toEqual([true, true]);
    const again = await post('/api/csRefund/aduit', { ids: [a.id] }, leader.headers);
    expect(again.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.REFUND_NOT_REVIEWABLE.code,
    });
    const done = await post('/api/csRefund/setFinished', { ids: [a.id] }, leader.headers);
    expect(done.json().data[0]).toMatchObject({ is_success: true });
    const list = await post('/api/csRefund/search', { statuses: [9], keyword: a.refundNo });
    expect(list.json().data.list.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(list.json().data.list[0].reviewedBy).toMatchObject({ id: leader.user.id });
  });

  it('needs refund.review to review and takes at most 20', async () => {
    const a = await refundBy(agent);
    expectError(await post('/api/csRefund/aduit', { ids: [a.id] }, agent.headers), 'NO_PERMISSION');
    expectError(
      await post('/api/csRefund/aduit', { ids: Array.from({ length: 21 }, (_, i) => i + 1) }, leader.headers),
      'TOO_MANY_ROWS',
    );
    expectError(await post('/api/csRefund/aduit', { ids: [] }, leader.headers), 'SELECT_DATA');
  });

  it('lets only the creator delete a refund not reviewed yet', async () => {
    const a = await refundBy(agent);
    expectError(await post('/api/csRefund/delete', { id: a.id }, leader.headers), 'REFUND_EDIT_NOT_CREATOR');
    expect((await post('/api/csRefund/delete', { id: a.id })).statusCode).toBe(200);
    expectError(await get(`/api/v2/refund/view?id=${a.id}`), 'REFUND_NOT_FOUND');
  });

  it('refuses a search over more than one month', async () => {
    expectError(
      await post('/api/csRefund/search', {
        createdFrom: '2026-01-01T00:00:00Z',
        createdTo: '2026-03-01T00:00:00Z',
      }),
      'QUERY_RANGE_TOO_LONG',
    );
  });
});

describe('the dashboard reads the refunds', () => {
  it('counts refunded orders and sums their refunds per currency on the caller platforms', async () => {
    const { order, packages, lines } = await createOrder(db, { platformId: 12, currency: 'JPY' });
    const created = await post('/api/v2/refund/createRefund', {
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [packageRefund(packages[0]!, [{ id: lines[0]!.id, quantity: 1 }], { refundRoute: null })],
    });
    expect(created.statusCode, created.body).toBe(200);
    const amount = created.json().data.refunds[0].totalAmount;
    const scoped = await userWith(['order.view'], [12]);
    const res = await get('/api/dashboard/indicators', scoped.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { refund, orderCount } = res.json().data;
    expect(refund.count).toBe(1);
    expect(refund.amount).toEqual([{ currency: 'JPY', amount }]);
    expect(orderCount).toBeGreaterThanOrEqual(1);
  });
});
