import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createShop } from '../../../test/order-factories.js';
import { refunds, resends } from '../../db/schema/index.js';

const { app, database } = await createTestApp();
const db = database.db;

async function userWith(codes: string[], platforms: number[]) {
  const role = await createRole(db, codes, { platformIds: platforms });
  const user = await createUser(db, { roleIds: [role.id] });
  return bearer(await signIn(app, user.email));
}
// platforms 63 and 65 hold only this file's orders
const viewer = await userWith(['order.view'], [63]);
const both = await userWith(['order.view'], [63, 65]);
const noPlatform = await userWith(['order.view'], []);
const noPermission = await userWith(['dashboard.view'], [63]);

const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const indicators = (query: string, headers = viewer) =>
  app.inject({ method: 'GET', url: `/api/dashboard/indicators${query}`, headers });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

const usd = await createShop(db, { platformId: 63, currency: 'USD' });
const eur = await createShop(db, { platformId: 63, currency: 'EUR' });
const other = await createShop(db, { platformId: 65, currency: 'USD' });
const at = (n: number) => ({ createdAt: daysAgo(n), platformId: 63 });
await createOrder(db, { ...at(1), shopId: usd.id, status: 4, totalAmount: '100.5000' });
await createOrder(db, { ...at(2), shopId: usd.id, status: 13, totalAmount: '40.0000' }); // cancelled
await createOrder(db, { ...at(3), shopId: usd.id, status: 1, totalAmount: '9.5000' });
await createOrder(db, { ...at(5), shopId: eur.id, status: 6, currency: 'EUR', totalAmount: '20.0000' });
await createOrder(db, { ...at(6), shopId: usd.id, status: 9, totalAmount: '999.0000' }); // deleted: never counts
await createOrder(db, { ...at(45), shopId: usd.id, status: 4, totalAmount: '70.0000' }); // outside 30 days
await createOrder(db, {
  createdAt: daysAgo(2),
  platformId: 65,
  shopId: other.id,
  status: 13,
  totalAmount: '5',
});

describe('GET /api/dashboard/indicators', () => {
  it('answers 401 signed out and 403 without order.view', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/dashboard/indicators' }), 'NOT_SIGNED_IN');
    expectError(await indicators('', noPermission), 'NO_PERMISSION');
  });

  it('covers the last 30 days by default: revenue per currency, cancel %, refunds and resends counted', async () => {
    const res = await indicators('');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      orderCount: 4,
      cancelledCount: 1,
      cancelPercent: '25',
      revenue: [
        { currency: 'EUR', amount: '20.0000' },
        { currency: 'USD', amount: '110.0000' },
      ],
      refund: { count: 0, percent: '0', amount: [] },
      redelivery: { count: 0, percent: '0' },
    });
    const { from, to } = res.json().data;
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(30 * 86_400_000);
  });

  it('counts only the orders of the given range', async () => {
    const res = await indicators(`?from=${daysAgo(4).toISOString()}&to=${daysAgo(0).toISOString()}`);
    expect(res.json().data).toMatchObject({ orderCount: 3, cancelledCount: 1, cancelPercent: '33.3333' });
    const wide = await indicators(`?from=${daysAgo(80).toISOString()}&to=${daysAgo(0).toISOString()}`);
    expect(wide.json().data).toMatchObject({ orderCount: 5, cancelPercent: '20' });
  });

  it("counts only the caller's platforms", async () => {
    const res = await indicators('', both);
    expect(res.json().data).toMatchObject({ orderCount: 5, cancelledCount: 2, cancelPercent: '40' });
    const none = await indicators('', noPlatform);
    expect(none.json().data).toMatchObject({ orderCount: 0, cancelPercent: null, revenue: [] });
  });

  it('refuses half a range, an end before the start and more than three months', async () => {
    const now = new Date().toISOString();
    expectError(await indicators(`?from=${now}`), 'FIELD_REQUIRED');
    const before = await indicators(`?from=${now}&to=${daysAgo(1).toISOString()}`);
    expectError(before, 'RANGE_END_BEFORE_START');
    expect(before.json().error_info).toBeDefined();
    expectError(
      await indicators(`?from=${daysAgo(100).toISOString()}&to=${now}`),
      'INDICATOR_RANGE_TOO_LONG',
    );
    expectError(await indicators('?from=yesterday&to=today'), 'VALIDATION_FAILED');
  });
});

describe('the refund and re-delivery indicators read the refunds and resends recorded', () => {
  it('counts the orders with refunds (amount per currency) and with live resends; deleted orders never', async () => {
    // platform 5 holds only this test's orders
    const headers = await userWith(['order.view'], [5]);
    const creator = await createUser(db);
    const shop = await createShop(db, { platformId: 5, currency: 'USD' });
    const make = (status: number) =>
      createOrder(db, { createdAt: daysAgo(1), platformId: 5, shopId: shop.id, status, packages: [{}, {}] });
    const refunded = await make(4);
    const resent = await make(4);
    const deletedRefunded = await make(9);
    const deletedResent = await make(9);
    const refund = (made: Awaited<ReturnType<typeof make>>, totalAmount: string, n: number) => ({
      serialNumber: `dash-${made.order.id}-${n}`,
      orderId: made.order.id,
      packageId: made.packages[n]!.id,
      platformId: 5,
      currency: 'USD',
      problemLabelId: 2,
      reason: '商品破损',
      createdBy: creator.id,
      totalAmount,
    });
    await db
      .insert(refunds)
      .values([
        refund(refunded, '10.0000', 0),
        refund(refunded, '5.5000', 1),
        refund(deletedRefunded, '99', 0),
      ]);
    const resend = (made: Awaited<ReturnType<typeof make>>, status: number) => ({
      orderId: made.order.id,
      oldPackageId: made.packages[0]!.id,
      newPackageId: made.packages[1]!.id,
      platformId: 5,
      status,
      currency: 'usd',
      remark: 'reissue',
      createdBy: creator.id,
    });
    // a cancelled resend (2) is not a re-delivery
    await db.insert(resends).values([resend(resent, 0), resend(refunded, 2), resend(deletedResent, 1)]);

    const res = await indicators('', headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      orderCount: 2,
      refund: { count: 1, percent: '50', amount: [{ currency: 'USD', amount: '15.5000' }] },
      redelivery: { count: 1, percent: '50' },
    });
  });
});
