import { errorCatalogue, errorText } from '@backdesk/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseUrl } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { refunds } from '../../db/schema/refunds.js';

// the local fake payment provider pays refunds to PayPal
const { app, database } = await createTestApp({ paymentProvider: 'fake' });
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
const otherAgent = await userWith(['refund.view', 'refund.create', 'order.view'], 'all');
const ebayAgent = await userWith(['refund.view', 'refund.create'], [7]);
const leader = await userWith(['refund.view', 'refund.create', 'refund.review'], 'all');

type Res = { statusCode: number; json: () => { code: number; error_info: { msg: string } } };
const expectError = (res: Res, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const create = (payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url: '/api/v2/refund/createRefund', headers, payload });
let serial = 0;
const serialNumber = () => `rf-rules-${Date.now()}-${++serial}`;
const refundCount = async (orderId: number) =>
  Number((await db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId)))[0]?.n ?? 0);

/** A one-line order of 2 × 50.00 + 10.00 freight on a platform (website 1 by default), paid by PayPal. */
async function anOrder(extra: Parameters<typeof createOrder>[1] = {}) {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '10.0000',
    shipCountry: 'DE',
    shipState: null,
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
    ...extra,
  });
}
type Made = Awaited<ReturnType<typeof anOrder>>;
const body = (made: Made, key: string, patch: object = {}) => ({
  serialNumber: key,
  orderId: made.order.id,
  packages: [
    {
      packageNo: made.packages[0]!.packageNo,
      products: [{ detailId: made.lines[0]!.id, quantity: 1 }],
      percent: '10',
      orderProblemType: 2,
      deliveryStatus: '1',
      reason: '商品破损',
      reasonEn: 'Item damaged',
      refundRoute: made.order.platformId === 7 ? null : '1',
      ...patch,
    },
  ],
});

describe('createRefund: the serial number is the caller’s own idempotency key', () => {
  it("another user's serial number makes the caller's own refund, never answers the other's", async () => {
    const key = serialNumber();
    const mine = await anOrder();
    const theirs = await anOrder({ platformId: 7 });
    const first = await create(body(mine, key));
    expect(first.statusCode, first.body).toBe(200);
    const other = await create(body(theirs, key, { percent: '20' }), ebayAgent.headers);
    expect(other.statusCode, other.body).toBe(200);
    const data = other.json() as unknown as {
      data: { replayed: boolean; refunds: { orderId: number; createdBy: { id: number } }[] };
    };
    expect(data.data.replayed).toBe(false);
    expect(data.data.refunds).toEqual([
      expect.objectContaining({
        orderId: theirs.order.id,
        createdBy: expect.objectContaining({ id: ebayAgent.user.id }),
      }),
    ]);
    expect(await refundCount(theirs.order.id)).toBe(1);
    // and the same key of a third user on a package of the first order is that user's request too
    const third = await create(body(mine, key, { percent: '30' }), otherAgent.headers);
    expectError(third, 'REFUND_PACKAGE_HAS_REFUND');
  });

  it("checks the order's platform first: a serial number of an order the caller cannot see is 404", async () => {
    const key = serialNumber();
    const made = await anOrder();
    expect((await create(body(made, key))).statusCode).toBe(200);
    // the same key and body from a caller without the order's platform: nothing of the refund is answered
    const res = await create(body(made, key), ebayAgent.headers);
    expectError(res, 'ORDER_NOT_FOUND');
    expect(JSON.stringify(res.json())).not.toContain(made.order.orderNo);
  });

  it('the same key with the same body answers the first refunds; with another body 409, nothing written', async () => {
    const key = serialNumber();
    const made = await anOrder();
    const first = await create(body(made, key));
    // the same body, its fields in another order
    const again = await create({
      packages: body(made, key).packages,
      orderId: made.order.id,
      serialNumber: key,
    });
    expect(again.statusCode, again.body).toBe(200);
    const ids = (res: typeof first) =>
      (res.json().data as { refunds: { id: number }[] }).refunds.map((r) => r.id);
    expect(again.json().data.replayed).toBe(true);
    expect(ids(again)).toEqual(ids(first));
    const changed = await create(body(made, key, { percent: '50' }));
    expectError(changed, 'REFUND_SERIAL_REUSED');
    expect(changed.json().error_info.msg).toBe(errorText('REFUND_SERIAL_REUSED', 'en'));
    expect(await refundCount(made.order.id)).toBe(1);
  });
});

describe('createRefund: one key sent twice at once', () => {
  // PostgreSQL only: the embedded database runs one transaction at a time
  it.skipIf(!testDatabaseUrl)('makes one refund; the other submit answers it as a replay', async () => {
    const made = await anOrder();
    const payload = body(made, serialNumber());
    const [a, b] = await Promise.all([create(payload), create(payload)]);
    expect([a.statusCode, b.statusCode], `${a.body} ${b.body}`).toEqual([200, 200]);
    expect([a.json().data.replayed, b.json().data.replayed].sort()).toEqual([false, true]);
    expect(a.json().data.refunds[0].id).toBe(b.json().data.refunds[0].id);
    expect(await refundCount(made.order.id)).toBe(1);
  });
});

describe('createRefund: the spec’s creation and route refusals', () => {
  it("'Customer PayPal order advanced: no refund form allowed' once the provider paid the package back", async () => {
    const made = await anOrder();
    const first = await create(
      body(made, serialNumber(), { refundRoute: '3', paypalname: 'buyer@example.com' }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().data.refunds[0].id as number;
    // not paid out yet: the package has its refund
    expectError(await create(body(made, serialNumber())), 'REFUND_PACKAGE_HAS_REFUND');
    const reviewed = await app.inject({
      method: 'POST',
      url: '/api/csRefund/aduit',
      headers: leader.headers,
      payload: { ids: [id] },
    });
    expect(reviewed.json().data[0].is_success, reviewed.body).toBe(true);
    const paid = await app.inject({
      method: 'GET',
      url: `/api/csRefund/refundToPaypal?id=${id}`,
      headers: leader.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const res = await create(body(made, serialNumber()));
    expectError(res, 'REFUND_PROVIDER_ADVANCED');
    expect(res.json().error_info.msg).toBe('Customer PayPal order advanced: no refund form allowed');
    const info = await app.inject({
      method: 'GET',
      url: `/api/v2/refund/refund-add-info?orderId=${made.order.id}`,
      headers: agent.headers,
    });
    expect(info.json().data.packages[0].limit).toBe('REFUND_PROVIDER_ADVANCED');
    expect(await refundCount(made.order.id)).toBe(1);
  });

  it('a package with a refund is refused naming it; the other packages of the order stay refundable', async () => {
    const made = await anOrder({ packages: [{}, {}] });
    const first = await create(body(made, serialNumber()));
    expect(first.statusCode, first.body).toBe(200);
    const refundNo = first.json().data.refunds[0].refundNo as string;
    for (const lang of ['en', 'zh'] as const) {
      const res = await create(body(made, serialNumber()), { ...agent.headers, lang });
      expectError(res, 'REFUND_PACKAGE_HAS_REFUND');
      expect(res.json().error_info.msg).toBe(
        lang === 'en' ? `This package already has a refund ${refundNo}` : `该包裹已有退款单 ${refundNo}`,
      );
    }
    const info = await app.inject({
      method: 'GET',
      url: `/api/v2/refund/refund-add-info?orderId=${made.order.id}`,
      headers: agent.headers,
    });
    expect(info.json().data.packages).toMatchObject([
      { packageNo: made.packages[0]!.packageNo, limit: 'REFUND_PACKAGE_HAS_REFUND', refundNos: [refundNo] },
      { packageNo: made.packages[1]!.packageNo, limit: null, refundNos: [] },
    ]);
    const second = await create({
      ...body(made, serialNumber()),
      packages: [{ ...body(made, '').packages[0], packageNo: made.packages[1]!.packageNo }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(await refundCount(made.order.id)).toBe(2);
  });

  it('a combined payment is refused a choice the form does not offer it (gift card and PayPal: no wallet)', async () => {
    const made = await anOrder({
      payments: [
        { method: 'giftCard', amount: '30.0000', priority: 1 },
        { method: 'paypal', amount: '80.0000', priority: 2 },
      ],
    });
    const res = await create(body(made, serialNumber(), { combinedOption: 2 }));
    expectError(res, 'COMBINED_ROUTE_MISSING');
    expect(res.json().error_info.msg).toBe(
      'This combined payment has no part paid by the chosen refund path',
    );
    expect(await refundCount(made.order.id)).toBe(0);
    const all = await create(body(made, serialNumber(), { combinedOption: 1 }));
    expect(all.statusCode, all.body).toBe(200);
  });

  it('a typed percentage is stored as typed while the amounts are rounded (50 stays 50)', async () => {
    // 3 × 33.3333 + 10.0001 freight: half of each column rounds up at the 4th decimal
    const product = await createProduct(db, { price: '33.3333' });
    const made = await createOrder(db, {
      platformId: 1,
      freightAmount: '10.0001',
      shipCountry: 'DE',
      shipState: null,
      lines: [{ product, quantity: 3, unitPrice: '33.3333' }],
    });
    const res = await create({
      ...body(made, serialNumber()),
      packages: [
        {
          ...body(made, '').packages[0],
          products: [{ detailId: made.lines[0]!.id, quantity: 1 }],
          percent: '50',
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(refunds).where(eq(refunds.orderId, made.order.id));
    expect({
      percent: row!.percent,
      items: row!.itemsAmount,
      freight: row!.freightAmount,
      total: row!.totalAmount,
    }).toEqual({
      percent: '50.0000',
      items: '16.6667',
      freight: '5.0001',
      total: '21.6668',
    });
  });

  it("'The automatic refund path does not support the payment-provider refund path' (combined, option 1)", async () => {
    const made = await anOrder({
      payments: [
        { method: 'giftCard', amount: '30.0000', priority: 1 },
        { method: 'paypal', amount: '80.0000', priority: 2 },
      ],
    });
    const paypal = { refundRoute: '3', paypalname: 'buyer@example.com' };
    const res = await create(body(made, serialNumber(), { ...paypal, combinedOption: 1 }));
    expectError(res, 'REFUND_AUTO_ROUTE_PROVIDER');
    expect(res.json().error_info.msg).toBe(
      'The automatic refund path does not support the payment-provider refund path',
    );
    expect(await refundCount(made.order.id)).toBe(0);
    // only PayPal chosen: the provider's path is taken
    const onlyPaypal = await create(body(made, serialNumber(), { ...paypal, combinedOption: 3 }));
    expect(onlyPaypal.statusCode, onlyPaypal.body).toBe(200);
  });
});
