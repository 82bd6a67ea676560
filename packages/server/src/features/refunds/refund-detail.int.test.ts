import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { signedInWith } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { multipartOf, pngOf } from '../../../test/upload-files.js';
import { orderHistory } from '../../db/schema/index.js';
import { historyRow } from '../../records/order-history.repository.js';

/** GET /api/csRefund/getRefundById: one refund as the detail view shows it, in the caller's scope, masked. */
const { app, database } = await createTestApp();
const db = database.db;

type Held = string | { code: string; tag: 0 | 1 | 2 | 3 | 4; permType: 'self' | 'team' };
const userWith = (codes: Held[], platforms: number[] | 'all' = 'all') =>
  signedInWith(app, db, codes, {}, platforms === 'all' ? { allPlatforms: true } : { platformIds: platforms });
const agent = await userWith(['refund.view', 'refund.create', 'order.view']);
const leader = await userWith(['refund.view', 'refund.review', 'order.view']);
const ebayOnly = await userWith(['refund.view', 'order.view'], [7]);
const noRefunds = await userWith(['order.view']);
// refund.view held for the caller's own refunds only (tag 1, self)
const ownOnly = await userWith([
  { code: 'refund.view', tag: 1, permType: 'self' },
  'refund.create',
  'order.view',
]);

const get = (id: number | string, headers = leader.headers) =>
  app.inject({ method: 'GET', url: `/api/csRefund/getRefundById?id=${id}`, headers });
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
let serial = 0;

async function uploadPhoto() {
  const body = multipartOf([{ fileName: 'damage.png', data: pngOf(400, 20) }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...agent.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; name: string; url: string };
}

/** A website order (one line of 2 × 50.00, 10.00 freight), paid by PayPal or by gift card and PayPal. */
async function websiteOrder(combined = false) {
  const product = await createProduct(db, { price: '50.0000', titleEn: 'Phone case, black' });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '10.0000',
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
    ...(combined
      ? {
          payments: [
            { method: 'giftCard' as const, amount: '30.0000' },
            { method: 'paypal' as const, amount: '80.0000' },
          ],
        }
      : {}),
  });
}
type Made = Awaited<ReturnType<typeof websiteOrder>>;

/** A refund of one item of the order's package by `headers`, to the customer's PayPal unless patched. */
async function refundOf(made: Made, headers = agent.headers, patch: object = {}) {
  const res = await post(
    '/api/v2/refund/createRefund',
    {
      serialNumber: `detail-${Date.now()}-${++serial}`,
      orderId: made.order.id,
      packages: [
        {
          packageNo: made.packages[0]!.packageNo,
          products: [{ detailId: made.lines[0]!.id, quantity: 1 }],
          percent: '100',
          orderProblemType: 2,
          deliveryStatus: '1',
          reason: '商品破损，已拍照',
          reasonEn: 'Item damaged, photo taken',
          refundRoute: '3',
          paypalname: 'jane.buyer@example.com',
          ...patch,
        },
      ],
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.refunds[0] as { id: number; refundNo: string; totalAmount: string };
}

describe('GET /api/csRefund/getRefundById', () => {
  it('answers the refund: products with titles, amounts per column, path and split, both reasons, files, people', async () => {
    const made = await websiteOrder(true);
    const photo = await uploadPhoto();
    // the whole path in priority order over the gift card and PayPal
    const refund = await refundOf(made, agent.headers, {
      files: [photo],
      refundRoute: '1',
      paypalname: null,
      combinedOption: 1,
    });
    const res = await get(refund.id);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      id: refund.id,
      refundNo: refund.refundNo,
      orderId: made.order.id,
      orderNo: made.order.orderNo,
      packageNo: made.packages[0]!.packageNo,
      status: 0,
      currency: 'USD',
      refundRoute: '1',
      combinedOption: 1,
      totalAmount: refund.totalAmount,
      reason: '商品破损，已拍照',
      reasonEn: 'Item damaged, photo taken',
      problemLabel: { id: 2, name: expect.any(String), enName: expect.any(String) },
      extraFreightProblemLabel: null,
      lines: [{ sku: made.lines[0]!.sku, title: 'Phone case, black', quantity: 1, unitPrice: '50.0000' }],
      files: [{ id: photo.id, name: 'damage.png', url: photo.url }],
      createdBy: { id: agent.user.id },
      reviewedBy: null,
    });
    expect(detail.amounts.itemsAmount).toBe('50.0000');
    // the split over the combined payment, by priority, with each payment's method
    expect(detail.payments.map((p: { method: string }) => p.method)).toEqual(['giftCard', 'paypal']);
    expect(
      detail.payments
        .map((p: { amount: string }) => Number(p.amount))
        .reduce((a: number, b: number) => a + b),
    ).toBe(Number(refund.totalAmount));
    expect(detail.payments[0]).not.toHaveProperty('transactionNo');
  });

  it("masks the customer's payment account", async () => {
    const refund = await refundOf(await websiteOrder());
    const detail = (await get(refund.id)).json().data;
    expect(detail.paypalAccount).toBe('j********r@example.com');
    expect(JSON.stringify(detail)).not.toContain('jane.buyer');
    // the edit form's view: whole for its creator, who edits it; masked for anyone else
    const view = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: `/api/v2/refund/view?id=${refund.id}`, headers });
    expect((await view(agent.headers)).json().data.paypalAccount).toBe('jane.buyer@example.com');
    expect((await view(leader.headers)).json().data.paypalAccount).toBe('j********r@example.com');
  });

  it("holds the refund's own history: its events and older rows naming it, not the order's other refunds", async () => {
    const made = await websiteOrder();
    const refund = await refundOf(made);
    // another refund of the order, and rows written before the event catalogue (no parameters, English text)
    const other = `${refund.refundNo}9`;
    await db.insert(orderHistory).values([
      { orderId: made.order.id, ...historyRow({ code: 'refund.review', params: { refundNo: other } }) },
      { orderId: made.order.id, action: 'refund.mail', detail: `Refund mail of ${refund.refundNo} sent` },
      { orderId: made.order.id, action: 'refund.mail', detail: `Refund mail of ${other} sent` },
    ]);
    const reviewed = await post('/api/csRefund/aduit', { ids: [refund.id] }, leader.headers);
    expect(reviewed.json().data[0].is_success, reviewed.body).toBe(true);

    const detail = (await get(refund.id)).json().data;
    expect(detail).toMatchObject({ status: 1, reviewedBy: { id: leader.user.id } });
    const entries = detail.history as {
      action: string;
      params: { refundNo?: string } | null;
      detail: string | null;
    }[];
    // newest first
    expect(entries.map((h) => h.action)).toEqual(['refund.review', 'refund.mail', 'refund.create']);
    expect(entries[0]!.params).toEqual({ refundNo: refund.refundNo });
    expect(entries[2]!.params).toMatchObject({ refundNo: refund.refundNo, currency: 'USD' });
    expect(entries[1]!.detail).toBe(`Refund mail of ${refund.refundNo} sent`);
    expect(JSON.stringify(entries)).not.toContain(other);
  });

  it('applies the record scope: a caller who sees only their own refunds gets another agent’s as 404/4023', async () => {
    const agents = await refundOf(await websiteOrder());
    const own = await refundOf(await websiteOrder(), ownOnly.headers);
    expect((await get(own.id, ownOnly.headers)).statusCode).toBe(200);
    expectError(await get(agents.id, ownOnly.headers), 'REFUND_NOT_FOUND');
  });

  it("refuses another platform's refund and an unknown one (404/4023), no refund.view (403/1007), a bad id (400)", async () => {
    const refund = await refundOf(await websiteOrder());
    expectError(await get(refund.id, ebayOnly.headers), 'REFUND_NOT_FOUND');
    expectError(await get(999999999), 'REFUND_NOT_FOUND');
    expectError(await get(refund.id, noRefunds.headers), 'NO_PERMISSION');
    expectError(await get('abc'), 'FIELD_REQUIRED');
    const anonymous = await app.inject({ method: 'GET', url: `/api/csRefund/getRefundById?id=${refund.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
