import { errorCatalogue } from '@backdesk/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';

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
const ebayOnly = await userWith(['refund.view', 'refund.create'], [7]);
const viewerOnly = await userWith(['refund.view'], 'all');

const expectError = (
  res: { statusCode: number; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });

describe('GET /api/csRefund/getReasonByProblem', () => {
  it("answers the reasons generated from the label's names and the SKUs", async () => {
    const res = await get('/api/csRefund/getReasonByProblem?problemId=201&sku=SKU-A,SKU-B&category=13');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      zhReason: '因商品破损退款：SKU-A, SKU-B',
      enReason: 'Refund for Item damaged: SKU-A, SKU-B',
    });
  });

  it('answers the label alone without SKUs', async () => {
    const res = await get('/api/csRefund/getReasonByProblem?problemId=101');
    expect(res.json().data).toEqual({
      zhReason: '因未收到包裹退款',
      enReason: 'Refund for Parcel not received',
    });
  });

  it('refuses an unknown label (404) and needs refund.create (403)', async () => {
    expectError(
      await get('/api/csRefund/getReasonByProblem?problemId=999999'),
      'REFUND_PROBLEM_LABEL_NOT_FOUND',
    );
    expectError(
      await get('/api/csRefund/getReasonByProblem?problemId=201', viewerOnly.headers),
      'NO_PERMISSION',
    );
  });
});

describe('GET /api/v2/refund/getAmazonOrderList/:packageNo', () => {
  it("answers status '1' when a product of the package is a test product, '0' otherwise", async () => {
    const testProduct = await createProduct(db, { isTest: true, price: '20.0000' });
    const plain = await createProduct(db, { price: '20.0000' });
    const tested = await createOrder(db, {
      platformId: 1,
      lines: [
        { product: plain, quantity: 1, unitPrice: '20.0000' },
        { product: testProduct, quantity: 1, unitPrice: '20.0000' },
      ],
    });
    const untested = await createOrder(db, {
      platformId: 1,
      lines: [{ product: plain, quantity: 1, unitPrice: '20.0000' }],
    });
    const no1 = tested.packages[0]!.packageNo;
    const no2 = untested.packages[0]!.packageNo;
    const res1 = await get(`/api/v2/refund/getAmazonOrderList/${no1}`);
    expect(res1.statusCode, res1.body).toBe(200);
    expect(res1.json().data).toEqual({ packageNo: no1, status: '1' });
    expect((await get(`/api/v2/refund/getAmazonOrderList/${no2}`)).json().data).toEqual({
      packageNo: no2,
      status: '0',
    });
  });

  it('hides an unknown package or one of another platform (404) and needs refund.create (403)', async () => {
    const { packages } = await createOrder(db, { platformId: 1 });
    const no = packages[0]!.packageNo;
    expectError(await get('/api/v2/refund/getAmazonOrderList/PK-NONE'), 'PACKAGE_NOT_FOUND');
    expectError(await get(`/api/v2/refund/getAmazonOrderList/${no}`, ebayOnly.headers), 'PACKAGE_NOT_FOUND');
    expectError(await get(`/api/v2/refund/getAmazonOrderList/${no}`, viewerOnly.headers), 'NO_PERMISSION');
  });
});

describe('POST /api/v2/refund/getEbayCaseInfo', () => {
  it('answers null: orders carry no open eBay case', async () => {
    const { packages } = await createOrder(db, { platformId: 7 });
    const res = await post('/api/v2/refund/getEbayCaseInfo', { packageNo: packages[0]!.packageNo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toBeNull();
  });

  it('refuses no package (400), an unseen package (404) and a caller without refund.create (403)', async () => {
    const { packages } = await createOrder(db, { platformId: 1 });
    const no = packages[0]!.packageNo;
    expectError(await post('/api/v2/refund/getEbayCaseInfo', { packageNo: ' ' }), 'FIELD_REQUIRED');
    expectError(
      await post('/api/v2/refund/getEbayCaseInfo', { packageNo: no }, ebayOnly.headers),
      'PACKAGE_NOT_FOUND',
    );
    expectError(
      await post('/api/v2/refund/getEbayCaseInfo', { packageNo: no }, viewerOnly.headers),
      'NO_PERMISSION',
    );
  });
});

describe('the refund condition of each package in GET /api/v2/refund/refund-add-info', () => {
  it("is built from the package's items, status and limit, in the caller's language", async () => {
    const product = await createProduct(db, { price: '20.0000' });
    const { packages } = await createOrder(db, {
      platformId: 1,
      status: 1,
      lines: [{ product, quantity: 2, unitPrice: '20.0000' }],
    });
    const url = `/api/v2/refund/refund-add-info?packageNo=${packages[0]!.packageNo}`;
    const en = (await get(url)).json().data.packages[0];
    expect(en.refundCondition).toBe(
      '<ul><li>Items left to refund: <b>2</b> of 2</li><li>A full refund may also cancel the order</li></ul>',
    );
    const zh = (await get(url, { ...agent.headers, lang: 'zh' })).json().data.packages[0];
    expect(zh.refundCondition).toBe(
      '<ul><li>可退商品：<b>2</b> / 2</li><li>全额退款可同时取消订单</li></ul>',
    );
  });
});
