import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createShop } from '../../../test/order-factories.js';

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
const warehouse = await userWith(['package.view'], 'all');
const aeOnly = await userWith(['package.view'], [13]);
const ordersOnly = await userWith(['order.view'], 'all');

const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const search = (payload: object, headers = warehouse.headers) =>
  app.inject({ method: 'POST', url: '/api/OAPackage/search', headers, payload });
const get = (url: string, headers = warehouse.headers) => app.inject({ method: 'GET', url, headers });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
const packageNos = (res: { json: () => { data: { list: { packageNo: string }[] } } }) =>
  res.json().data.list.map((p) => p.packageNo);

describe('POST /api/OAPackage/search', () => {
  it('answers 401 signed out and 403 without package.view', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/OAPackage/search', payload: {} }),
      'NOT_SIGNED_IN',
    );
    expectError(await search({}, ordersOnly.headers), 'NO_PERMISSION');
  });

  it('lists packages of the last 30 days, newest first, filtered by status, centre, logistic method, tracking status, shop and payment', async () => {
    const shop = await createShop(db);
    const a = await createOrder(db, {
      shopId: shop.id,
      createdAt: daysAgo(2),
      payments: [{ method: 'creditCard' }],
      packages: [
        {
          status: 4,
          processingCentre: 'SZ',
          logisticMethod: 'DHL_EXPRESS',
          trackingStatus: 2,
          createdAt: daysAgo(2),
          trackingNo: 'DHL0000001',
        },
        {
          status: 3,
          processingCentre: 'GZ',
          logisticMethod: 'YANWEN_SPECIAL',
          trackingStatus: 0,
          createdAt: daysAgo(1.5),
        },
      ],
    });
    await createOrder(db, {
      shopId: shop.id,
      createdAt: daysAgo(45),
      packages: [{ createdAt: daysAgo(45) }],
    });
    const [shipped, waiting] = a.packages;
    const list = async (filters: object) => packageNos(await search({ shopIds: [shop.id], ...filters }));
    expect(await list({})).toEqual([waiting!.packageNo, shipped!.packageNo]);
    expect(await list({ statuses: [4] })).toEqual([shipped!.packageNo]);
    expect(await list({ processingCentres: ['GZ'] })).toEqual([waiting!.packageNo]);
    expect(await list({ logisticMethods: ['DHL_EXPRESS'] })).toEqual([shipped!.packageNo]);
    expect(await list({ trackingStatuses: [2] })).toEqual([shipped!.packageNo]);
    expect(await list({ paymentMethods: ['creditCard'] })).toHaveLength(2);
    expect(await list({ paymentMethods: ['paypal'] })).toEqual([]);
    expect(await list({ keyword: 'DHL0000001' })).toEqual([shipped!.packageNo]);
    expect(await list({ keyword: a.order.orderNo })).toHaveLength(2);
    const res = await search({ shopIds: [shop.id] });
    expect(res.json().data).toMatchObject({ total: 2, pageIndex: 1, pageSize: 20 });
    expect(res.json().data.list[0]).toMatchObject({
      orderNo: a.order.orderNo,
      shopName: shop.name,
      platformId: 13,
    });
  });

  it('filters by a package time range and refuses one over a month with 400 and 1108', async () => {
    const shop = await createShop(db);
    const { packages } = await createOrder(db, {
      shopId: shop.id,
      createdAt: daysAgo(60),
      packages: [{ createdAt: daysAgo(60), consignAt: daysAgo(58) }],
    });
    const res = await search({ shopIds: [shop.id], consignFrom: daysAgo(59), consignTo: daysAgo(57) });
    expect(packageNos(res)).toEqual([packages[0]!.packageNo]);
    expectError(
      await search({ signFrom: '2026-01-01T00:00:00Z', signTo: '2026-02-02T00:00:00Z' }),
      'QUERY_RANGE_TOO_LONG',
    );
  });

  it('shows only packages of the platforms the user may see', async () => {
    const shop = await createShop(db, { platformId: 31 });
    await createOrder(db, { platformId: 31, shopId: shop.id });
    expect((await search({ shopIds: [shop.id] }, aeOnly.headers)).json().data.total).toBe(0);
    expect((await search({ shopIds: [shop.id] })).json().data.total).toBe(1);
  });
});

describe('GET /api/csPackage/view and /api/csPackage/getPackageByPackageNo', () => {
  it('answers the package with its lines, order summary, masked customer and payments', async () => {
    const { order, packages } = await createOrder(db, {
      customer: { email: 'buyer.one@example.com', phone: '+44 7700 900123' },
      lines: [{ quantity: 2 }],
    });
    const pkg = packages[0]!;
    const res = await get(`/api/csPackage/view?packageNo=${pkg.packageNo.toLowerCase()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      packageNo: pkg.packageNo,
      orderNo: order.orderNo,
      orderId: order.id,
      lines: [{ quantity: 2 }],
      payments: [{ method: 'paypal', route: 3 }],
      customer: { email: 'b*******e@example.com', phone: '+44 7700 9*****' },
    });
    expect(res.body).not.toContain('buyer.one@example.com');
    const base = await get(`/api/csPackage/getPackageByPackageNo?packageNo=${pkg.packageNo}`);
    expect(base.json().data).toMatchObject({ packageNo: pkg.packageNo, orderNo: order.orderNo, status: 1 });
    expect(base.json().data).not.toHaveProperty('lines');
  });

  it.each(['/api/csPackage/view', '/api/csPackage/getPackageByPackageNo'])(
    '%s answers 404 with 3005 for an unknown package or one of a platform the user may not see, 400 without a number',
    async (path) => {
      expectError(await get(`${path}?packageNo=NOPE123`), 'PACKAGE_NOT_FOUND');
      const { packages } = await createOrder(db, { platformId: 12 });
      expectError(
        await get(`${path}?packageNo=${packages[0]!.packageNo}`, aeOnly.headers),
        'PACKAGE_NOT_FOUND',
      );
      expectError(await get(path), 'FIELD_REQUIRED');
      expectError(
        await get(`${path}?packageNo=${packages[0]!.packageNo}`, ordersOnly.headers),
        'NO_PERMISSION',
      );
    },
  );
});
