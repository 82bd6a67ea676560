import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorCatalogue } from '@backdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { multipartOf, pngOf } from '../../../test/upload-files.js';
import { refundRouteConfigs, refunds } from '../../db/schema/refunds.js';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backdesk-refund-edit-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ dataDir });
const db = database.db;

async function userWith(codes: string[]) {
  const role = await createRole(db, codes, { allPlatforms: true });
  const user = await createUser(db, { roleIds: [role.id] });
  return { user, headers: bearer(await signIn(app, user.email)) };
}
const agent = await userWith(['refund.view', 'refund.create', 'order.view']);
const otherAgent = await userWith(['refund.view', 'refund.create', 'order.view']);
const leader = await userWith(['refund.view', 'refund.create', 'refund.review', 'order.view']);
const viewerOnly = await userWith(['refund.view']);

await db
  .update(refundRouteConfigs)
  .set({ enabled: false })
  .where(inArray(refundRouteConfigs.routeId, ['4', '5']));

const expectError = (
  res: { statusCode: number; body: string; json: () => { code: number } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, res.body).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });
let serial = 0;
const serialNumber = () => `rf-edit-${Date.now()}-${++serial}`;

/** A website order (platform 1, US, CA): one line of 2 × 50.00, 10.00 freight; total 110.00. */
async function websiteOrder() {
  const product = await createProduct(db, { price: '50.0000' });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '10.0000',
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
  });
}

const section = (packageNo: string, lineId: number, quantity: number, patch: object = {}) => ({
  packageNo,
  products: [{ detailId: lineId, quantity }],
  percent: '50',
  orderProblemType: 2,
  deliveryStatus: '1',
  reason: '商品破损',
  reasonEn: 'Item damaged',
  refundRoute: '1',
  ...patch,
});

/** An order with a refund of one of its two items at 50 % (32.2125 of a 64.4250 reference). */
async function refunded(patch: object = {}) {
  const { order, packages, lines } = await websiteOrder();
  const pkg = packages[0]!.packageNo;
  const line = lines[0]!.id;
  const res = await post('/api/v2/refund/createRefund', {
    serialNumber: serialNumber(),
    orderId: order.id,
    packages: [section(pkg, line, 1, patch)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    order,
    pkg,
    line,
    refund: res.json().data.refunds[0] as { id: number; refundNo: string; totalAmount: string },
  };
}

async function uploadPhoto(headers = agent.headers) {
  const body = multipartOf([{ fileName: 'damage.png', data: pngOf(400, 20) }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; name: string; url: string };
}

const totalOf = async (id: number) =>
  (await db.select({ t: refunds.totalAmount }).from(refunds).where(eq(refunds.id, id)))[0]?.t;

describe('POST /api/v2/refund/updateRefund', () => {
  it('lets the creator change the percentage and attach a photo, with history and audit', async () => {
    const { order, pkg, line, refund } = await refunded();
    const photo = await uploadPhoto();
    const res = await post('/api/v2/refund/updateRefund', {
      id: refund.id,
      ...section(pkg, line, 1, { percent: '80', reason: '商品破损，补充照片' }),
      // a client cannot rename a stored file: the store's name is kept
      files: [{ ...photo, name: 'renamed.exe' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    // 64.4250 × 80 %
    expect(res.json().data).toMatchObject({
      id: refund.id,
      status: 0,
      totalAmount: '51.5400',
      percent: '80.0000',
    });
    const view = (await get(`/api/v2/refund/view?id=${refund.id}`)).json().data;
    expect(view.files).toEqual([{ id: photo.id, name: 'damage.png', url: photo.url }]);
    expect(view.reason).toBe('商品破损，补充照片');
    expect(view.refundRoute).toBe('1');
    const audit = await auditRowsOf(db, 'refund', refund.id);
    expect(audit.map((a) => a.action)).toEqual(['refund.create', 'refund.update']);
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ total: '32.2125' }),
      after: expect.objectContaining({ total: '51.5400', files: [photo.id] }),
    });
    const history = (await get(`/api/csOrder/getOperationHistoryByOrder?orderId=${order.id}`)).json().data;
    expect(history[0]).toMatchObject({
      action: 'refund.update',
      params: { refundNo: refund.refundNo, was: '32.2125', total: '51.5400', currency: order.currency },
    });
  });

  it("leaves the refund's own share out of what the order refunded (quantity and cap)", async () => {
    const { pkg, line, refund } = await refunded({ percent: '100' });
    // both items at 90 %: 118.85 × 0.9 = 106.965 — within 110 once this refund's 64.425 is not counted twice
    const res = await post('/api/v2/refund/updateRefund', {
      id: refund.id,
      ...section(pkg, line, 2, { percent: '90' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.totalAmount).toBe('106.9650');
    const view = (await get(`/api/v2/refund/view?id=${refund.id}`)).json().data;
    expect(view.lines).toEqual([expect.objectContaining({ orderLineId: line, quantity: 2 })]);
  });

  it("refuses more than the order's total (422/4004) and changes nothing", async () => {
    const { pkg, line, refund } = await refunded();
    const res = await post('/api/v2/refund/updateRefund', {
      id: refund.id,
      ...section(pkg, line, 2, { percent: '100' }),
    });
    expectError(res, 'REFUND_OVER_ORDER_AMOUNT');
    expect(res.json().error_info.fieldErrors[0].field).toBe('percent');
    expect(await totalOf(refund.id)).toBe('32.2125');
    expect((await auditRowsOf(db, 'refund', refund.id)).map((a) => a.action)).toEqual(['refund.create']);
  });

  it('lets only the creator edit (403/4018)', async () => {
    const { pkg, line, refund } = await refunded();
    const payload = { id: refund.id, ...section(pkg, line, 1, { percent: '60' }) };
    expectError(
      await post('/api/v2/refund/updateRefund', payload, otherAgent.headers),
      'REFUND_EDIT_NOT_CREATOR',
    );
    expectError(
      await post('/api/v2/refund/updateRefund', payload, leader.headers),
      'REFUND_EDIT_NOT_CREATOR',
    );
    expect(await totalOf(refund.id)).toBe('32.2125');
  });

  it('refuses a refund already reviewed (409/4026)', async () => {
    const { pkg, line, refund } = await refunded();
    const reviewed = await post('/api/csRefund/aduit', { ids: [refund.id] }, leader.headers);
    expect(reviewed.json().data[0].is_success, reviewed.body).toBe(true);
    expectError(
      await post('/api/v2/refund/updateRefund', {
        id: refund.id,
        ...section(pkg, line, 1, { percent: '60' }),
      }),
      'REFUND_NOT_EDITABLE',
    );
  });

  it.each([
    ['another refund path', { refundRoute: '2' }, 'REFUND_EDIT_LOCKED', 'refundRoute'],
    ['a deposit', { deposit: '1' }, 'REFUND_EDIT_LOCKED', 'deposit'],
    ['a combined-payment choice', { combinedOption: 2 }, 'REFUND_EDIT_LOCKED', 'combinedOption'],
    [
      'extra freight the refund does not have',
      { extraFreight: '2', extraFreightProblemType: 102 },
      'REFUND_EXTRA_FREIGHT_ABSENT',
      'extraFreight',
    ],
  ] as const)('refuses %s (%s)', async (_what, patch, error, field) => {
    const { pkg, line, refund } = await refunded();
    const res = await post('/api/v2/refund/updateRefund', { id: refund.id, ...section(pkg, line, 1, patch) });
    expectError(res, error);
    expect(res.json().error_info.fieldErrors[0].field).toBe(field);
    expect(await totalOf(refund.id)).toBe('32.2125');
  });

  it('refuses moving the refund to another package (422/4027)', async () => {
    const { line, refund } = await refunded();
    const other = await websiteOrder();
    expectError(
      await post('/api/v2/refund/updateRefund', {
        id: refund.id,
        ...section(other.packages[0]!.packageNo, line, 1),
      }),
      'REFUND_EDIT_LOCKED',
    );
  });

  it('changes extra freight where the refund has it', async () => {
    const { pkg, line, refund } = await refunded({ extraFreight: '2', extraFreightProblemType: 102 });
    const res = await post('/api/v2/refund/updateRefund', {
      id: refund.id,
      ...section(pkg, line, 1, { extraFreight: '3' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get(`/api/v2/refund/view?id=${refund.id}`)).json().data.extraFreightAmount).toBe('3.0000');
  });

  it('refuses an unknown refund (404/4023), a file not in the store (404/3405) and a caller without refund.create (403)', async () => {
    const { pkg, line, refund } = await refunded();
    expectError(
      await post('/api/v2/refund/updateRefund', { id: 999999999, ...section(pkg, line, 1) }),
      'REFUND_NOT_FOUND',
    );
    expectError(
      await post('/api/v2/refund/updateRefund', {
        id: refund.id,
        ...section(pkg, line, 1, {
          files: [{ id: '00000000-0000-4000-8000-000000000000', name: 'x.png', url: '/api/files/x' }],
        }),
      }),
      'UPLOAD_FILE_NOT_FOUND',
    );
    expectError(
      await post(
        '/api/v2/refund/updateRefund',
        { id: refund.id, ...section(pkg, line, 1) },
        viewerOnly.headers,
      ),
      'NO_PERMISSION',
    );
  });
});

describe('GET /api/v2/refund/refund-add-info?refundId= (the edit form)', () => {
  it("answers the refund's order with its own share counted as not refunded", async () => {
    const { order, pkg, refund } = await refunded();
    const plain = (await get(`/api/v2/refund/refund-add-info?orderId=${order.id}`)).json().data;
    expect(plain.order.refundedAmount).toBe('32.2125');
    expect(plain.packages[0]).toMatchObject({
      limit: 'REFUND_PACKAGE_HAS_REFUND',
      refundNos: [refund.refundNo],
    });
    const res = await get(`/api/v2/refund/refund-add-info?refundId=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const info = res.json().data;
    expect(info.order).toMatchObject({ id: order.id, refundedAmount: '0.0000' });
    expect(info.packages[0]).toMatchObject({ packageNo: pkg, limit: null, lines: [{ refundedQuantity: 0 }] });
    expectError(await get('/api/v2/refund/refund-add-info?refundId=999999999'), 'REFUND_NOT_FOUND');
  });
});

describe('createRefund: proof for the configured problem types (spec 2 §5)', () => {
  // the reference seed lists 202 'Wrong item sent', 204 and 205
  it('answers the configured list in refund-add-info', async () => {
    const { order } = await websiteOrder();
    const info = (await get(`/api/v2/refund/refund-add-info?orderId=${order.id}`)).json().data;
    expect(info.uploadRequiredProblemTypes).toEqual([202, 204, 205]);
  });

  it('needs a video link or a file in add mode (400/4014), not when editing', async () => {
    const { order, packages, lines } = await websiteOrder();
    const create = (patch: object) =>
      post('/api/v2/refund/createRefund', {
        serialNumber: serialNumber(),
        orderId: order.id,
        packages: [section(packages[0]!.packageNo, lines[0]!.id, 1, { orderProblemType: 202, ...patch })],
      });
    const bare = await create({});
    expectError(bare, 'REFUND_UPLOAD_REQUIRED');
    expect(bare.json().error_info.fieldErrors[0].field).toBe('packages.0.files');
    expectError(
      await create({ files: [{ id: '00000000-0000-4000-8000-000000000000', name: 'x.png', url: '/x' }] }),
      'UPLOAD_FILE_NOT_FOUND',
    );
    const photo = await uploadPhoto();
    const made = await create({ files: [photo] });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.refunds[0].id;
    // an edit may drop the photo: the rule applies in add mode only
    const edited = await post('/api/v2/refund/updateRefund', {
      id,
      ...section(packages[0]!.packageNo, lines[0]!.id, 1, { orderProblemType: 202, files: [] }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('takes a video link instead of a file', async () => {
    const { order, packages, lines } = await websiteOrder();
    const res = await post('/api/v2/refund/createRefund', {
      serialNumber: serialNumber(),
      orderId: order.id,
      packages: [
        section(packages[0]!.packageNo, lines[0]!.id, 1, {
          orderProblemType: 204,
          videoLink: 'https://video.example.com/v/123',
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
