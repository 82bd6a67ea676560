import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { multipartOf, pngOf } from '../../../test/upload-files.js';
import { receivablesAccounts } from '../../db/schema/refills.js';
import { refunds } from '../../db/schema/refunds.js';
import { systemDictionary } from '../../db/schema/system.js';
import { attachFiles } from '../../records/files.repository.js';
import { checkUploadItems } from '../../records/uploads.js';

/** The spec's refund calls served for other clients (spec 2 §7): shared paths and the new lookups and details. */
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'backdesk-refund-contract-'));
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
const { app, database } = await createTestApp({ dataDir });
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
const agent = await userWith(['refund.view', 'refund.create', 'order.view']);
const otherAgent = await userWith(['refund.view', 'refund.create', 'order.view']);
const leader = await userWith(['refund.view', 'refund.create', 'refund.review', 'order.view']);
const ebayOnly = await userWith(['refund.view', 'refund.create', 'order.view'], [7]);
const noRefunds = await userWith(['order.view']);
const refiller = await userWith(['refill.view', 'refill.manage']);

const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
let serial = 0;
const serialNumber = () => `rf-contract-${Date.now()}-${++serial}`;

/** A website order (platform 1): one line of 2 × 50.00 and 10.00 freight, paid as given (default PayPal). */
async function websiteOrder(payments?: { method: 'paypal' | 'giftCard'; amount: string }[]) {
  const product = await createProduct(db, { price: '50.0000', sku: `SKU-C${Date.now()}${++serial}` });
  return createOrder(db, {
    platformId: 1,
    freightAmount: '10.0000',
    lines: [{ product, quantity: 2, unitPrice: '50.0000' }],
    ...(payments ? { payments } : {}),
  });
}
const section = (packageNo: string, lineId: number, patch: object = {}) => ({
  packageNo,
  products: [{ detailId: lineId, quantity: 1 }],
  percent: '50',
  orderProblemType: 2,
  deliveryStatus: '1',
  reason: '商品破损',
  reasonEn: 'Item damaged',
  refundRoute: '1',
  ...patch,
});
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
/** A refund of one item of a new website order, created through the spec's batchAdd path. */
async function refunded(patch: object = {}, payments?: Parameters<typeof websiteOrder>[0]) {
  const made = await websiteOrder(payments);
  const res = await post('/api/csRefund/batchAdd', {
    serialNumber: serialNumber(),
    orderId: made.order.id,
    packages: [section(made.packages[0]!.packageNo, made.lines[0]!.id, patch)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    made,
    refund: res.json().data.refunds[0] as { id: number; refundNo: string; totalAmount: string },
  };
}

describe('the spec paths that share an existing route', () => {
  it('POST batchAdd and batchAddUploadFile create refunds as createRefund (the same serial answers the same)', async () => {
    const made = await websiteOrder();
    const photo = await uploadPhoto();
    const payload = {
      serialNumber: serialNumber(),
      orderId: made.order.id,
      packages: [section(made.packages[0]!.packageNo, made.lines[0]!.id, { files: [photo] })],
    };
    const first = await post('/api/csRefund/batchAddUploadFile', payload);
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json().data.refunds[0];
    expect(created).toMatchObject({ packageNo: made.packages[0]!.packageNo, status: 0 });
    const again = await post('/api/csRefund/batchAdd', payload);
    expect(again.json().data.refunds.map((r: { id: number }) => r.id)).toEqual([created.id]);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, made.order.id))).toHaveLength(1);
  });

  it('POST batchAdd refuses no package (400/4019) and a caller without refund.create (403/1007)', async () => {
    const made = await websiteOrder();
    const empty = { serialNumber: serialNumber(), orderId: made.order.id, packages: [] };
    expectError(await post('/api/csRefund/batchAdd', empty), 'REFUND_PACKAGE_REQUIRED');
    expectError(await post('/api/csRefund/batchAddUploadFile', empty, noRefunds.headers), 'NO_PERMISSION');
  });

  it('POST update and updateOnOrderDetailPage edit as updateRefund; another agent is refused (403/4018)', async () => {
    const { made, refund } = await refunded();
    const edit = (reason: string) => ({
      id: refund.id,
      ...section(made.packages[0]!.packageNo, made.lines[0]!.id, { reason }),
    });
    const res = await post('/api/csRefund/update', edit('商品破损，已核实'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: refund.id, reason: '商品破损，已核实' });
    const page = await post('/api/csRefund/updateOnOrderDetailPage', edit('订单页修改'));
    expect(page.json().data).toMatchObject({ reason: '订单页修改' });
    expectError(
      await post('/api/csRefund/updateOnOrderDetailPage', edit('x'), otherAgent.headers),
      'REFUND_EDIT_NOT_CREATOR',
    );
    const audit = await auditRowsOf(db, 'refund', refund.id);
    expect(audit.map((a) => a.path)).toContain('/api/csRefund/updateOnOrderDetailPage');
  });

  it("GET getRefundById answers the refund's detail; unknown or another platform's 404/4023", async () => {
    const { refund } = await refunded();
    const res = await get(`/api/csRefund/getRefundById?id=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: refund.id,
      refundNo: refund.refundNo,
      lines: [{ quantity: 1 }],
    });
    expectError(await get('/api/csRefund/getRefundById?id=999999999'), 'REFUND_NOT_FOUND');
    expectError(
      await get(`/api/csRefund/getRefundById?id=${refund.id}`, ebayOnly.headers),
      'REFUND_NOT_FOUND',
    );
  });

  it("GET erpOrderRefunded/getOaRefundData answers the order's refunds; unknown order 404/3004", async () => {
    const { made, refund } = await refunded();
    const res = await get(`/api/erpOrderRefunded/getOaRefundData?orderId=${made.order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject([{ id: refund.id }]);
    expectError(await get('/api/erpOrderRefunded/getOaRefundData?orderId=999999999'), 'ORDER_NOT_FOUND');
    expectError(
      await get(`/api/erpOrderRefunded/getOaRefundData?orderId=${made.order.id}`, ebayOnly.headers),
      'ORDER_NOT_FOUND',
    );
  });

  it('POST setApprovedInToken reviews as aduit: per row, the creator refused (4016), no refund.review 403', async () => {
    const { refund } = await refunded();
    const own = await post('/api/csRefund/setApprovedInToken', { ids: [refund.id] });
    expectError(own, 'NO_PERMISSION');
    const res = await post('/api/csRefund/setApprovedInToken', { ids: [refund.id] }, leader.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      { id: refund.id, refundNo: refund.refundNo, is_success: true, code: 200, response_message: null },
    ]);
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ status: 1, reviewedBy: leader.user.id });
    const again = await post('/api/csRefund/setApprovedInToken', { ids: [refund.id] }, leader.headers);
    expect(again.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.REFUND_NOT_REVIEWABLE.code,
    });
    const mine = await refundedBy(leader.headers);
    const self = await post('/api/csRefund/setApprovedInToken', { ids: [mine] }, leader.headers);
    expect(self.json().data[0]).toMatchObject({
      is_success: false,
      code: errorCatalogue.REFUND_SELF_REVIEW.code,
    });
  });

  it('POST csRefund/setReplenishment creates a refill as addPackageReplenishment; unknown package 404/3005', async () => {
    const made = await websiteOrder();
    const body = (packageNo: string) => ({
      packageNo,
      orderType: 1,
      amountType: 'shipping_fee_refill',
      amount: '12.5',
      currency: 'USD',
      remark: 'Customer pays the express shipping difference',
      lines: [{ sku: made.lines[0]!.sku, quantity: 1 }],
    });
    const res = await post(
      '/api/csRefund/setReplenishment',
      body(made.packages[0]!.packageNo),
      refiller.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      packageNo: made.packages[0]!.packageNo,
      status: 0,
      amount: '12.5000',
    });
    expect((res.json().data as { refillNo: string }).refillNo).toMatch(/^BK/);
    expectError(
      await post('/api/csRefund/setReplenishment', body('NO-SUCH-PKG'), refiller.headers),
      'PACKAGE_NOT_FOUND',
    );
    expectError(
      await post('/api/csRefund/setReplenishment', body(made.packages[0]!.packageNo)),
      'NO_PERMISSION',
    );
  });

  it('GET csOrderProblemLabel/getRefundLabel answers the question label tree (type 1, the default)', async () => {
    const res = await get('/api/csOrderProblemLabel/getRefundLabel');
    expect(res.statusCode, res.body).toBe(200);
    const tree = res.json().data as { id: number; childList: { id: number }[] }[];
    expect(tree.find((g) => g.id === 2)!.childList.map((c) => c.id)).toContain(201);
    expect((await get('/api/csOrderProblemLabel/getRefundLabel?type=1')).json().data).toEqual(tree);
    expectError(await get('/api/csOrderProblemLabel/getRefundLabel?type=2'), 'VALIDATION_FAILED');
    expectError(
      await app.inject({ method: 'GET', url: '/api/csOrderProblemLabel/getRefundLabel' }),
      'NOT_SIGNED_IN',
    );
  });
});

async function refundedBy(headers: Record<string, string>) {
  const made = await websiteOrder();
  const res = await post(
    '/api/v2/refund/createRefund',
    {
      serialNumber: serialNumber(),
      orderId: made.order.id,
      packages: [section(made.packages[0]!.packageNo, made.lines[0]!.id)],
    },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.refunds[0].id as number;
}

describe('GET /api/csRefund/listPaypalNames', () => {
  it("answers the company's enabled PayPal accounts with id and label", async () => {
    const [extra] = await db
      .insert(receivablesAccounts)
      .values({
        code: `PP-OFF-${Date.now()}`,
        name: '停用账户',
        enName: 'Disabled',
        method: 'paypal',
        account: 'off@example.com',
        enabled: false,
      })
      .returning();
    const res = await get('/api/csRefund/listPaypalNames');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as { id: number; code: string; label: string; account: string }[];
    expect(list.map((a) => a.code)).toEqual(expect.arrayContaining(['PP-MAIN', 'PP-EU']));
    expect(list.map((a) => a.code)).not.toContain('CARD-STRIPE');
    expect(list.map((a) => a.id)).not.toContain(extra!.id);
    for (const a of list) expect(a.label).toBe(a.account);
    expectError(await get('/api/csRefund/listPaypalNames', noRefunds.headers), 'NO_PERMISSION');
  });
});

describe('GET /api/csRefund/getFlagRefundLabel', () => {
  it('answers the labels the configuration flags as needing an upload, and follows the configuration', async () => {
    const res = await get('/api/csRefund/getFlagRefundLabel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: 202,
        parentId: 2,
        id_lang: 'Wrong item sent',
        name: '发错货',
        enName: 'Wrong item sent',
        uploadFlag: true,
      },
      {
        id: 204,
        parentId: 2,
        id_lang: 'Quality problem',
        name: '质量问题',
        enName: 'Quality problem',
        uploadFlag: true,
      },
      {
        id: 205,
        parentId: 2,
        id_lang: 'Not as described',
        name: '与描述不符',
        enName: 'Not as described',
        uploadFlag: true,
      },
    ]);
    await db
      .update(systemDictionary)
      .set({ value: [101] })
      .where(eq(systemDictionary.code, 'refundUploadProblemTypes'));
    try {
      const zh = await app.inject({
        method: 'GET',
        url: '/api/csRefund/getFlagRefundLabel',
        headers: { ...agent.headers, lang: 'zh' },
      });
      expect(zh.json().data).toMatchObject([{ id: 101, id_lang: '未收到包裹' }]);
    } finally {
      await db
        .update(systemDictionary)
        .set({ value: [202, 204, 205] })
        .where(eq(systemDictionary.code, 'refundUploadProblemTypes'));
    }
    expectError(await get('/api/csRefund/getFlagRefundLabel', noRefunds.headers), 'NO_PERMISSION');
  });
});

describe('GET /api/csRefund/delUploadFilePic', () => {
  it('lets the uploader remove a file no form holds: gone from the store, audited', async () => {
    const photo = await uploadPhoto();
    const res = await get(`/api/csRefund/delUploadFilePic?id=${photo.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: photo.id });
    expectError(await get(`/api/files/${photo.id}`), 'UPLOAD_FILE_NOT_FOUND');
    expect((await auditRowsOf(db, 'file', photo.id)).map((a) => a.action)).toEqual([
      'file.upload',
      'file.delete',
    ]);
    expectError(await get(`/api/csRefund/delUploadFilePic?id=${photo.id}`), 'UPLOAD_FILE_NOT_FOUND');
  });

  it("refuses another user's file and an unknown id (404/3405), a file a saved refund holds (409/4071)", async () => {
    const photo = await uploadPhoto();
    expectError(
      await get(`/api/csRefund/delUploadFilePic?id=${photo.id}`, otherAgent.headers),
      'UPLOAD_FILE_NOT_FOUND',
    );
    expectError(await get('/api/csRefund/delUploadFilePic?id=not-a-file'), 'UPLOAD_FILE_NOT_FOUND');
    await refunded({ files: [photo] });
    expectError(await get(`/api/csRefund/delUploadFilePic?id=${photo.id}`), 'UPLOAD_FILE_ATTACHED');
    expect((await get(`/api/files/${photo.id}`)).statusCode).toBe(200);
    expectError(
      await app.inject({ method: 'GET', url: `/api/csRefund/delUploadFilePic?id=${photo.id}` }),
      'NOT_SIGNED_IN',
    );
  });
});

describe('removing a file while a form saves it', () => {
  it('waits for the form: the saved form keeps its file and the removal is refused (409/4071)', async () => {
    const photo = await uploadPhoto();
    let removal: ReturnType<typeof get> | undefined;
    await db.transaction(async (tx) => {
      // the form has read the file (as checkUploadItems does) and attaches it a moment later
      await checkUploadItems(tx, [{ id: photo.id }], (i) => `files.${i}`, agent.user.id);
      removal = get(`/api/csRefund/delUploadFilePic?id=${photo.id}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await attachFiles(tx, [photo.id], 1);
    });
    expectError(await removal!, 'UPLOAD_FILE_ATTACHED');
    expect((await get(`/api/files/${photo.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/csRefund/getContentById', () => {
  it("answers the refund's reasons, upload items and video link; unknown or another platform's 404/4023", async () => {
    const photo = await uploadPhoto();
    const { made, refund } = await refunded({ files: [photo], videoLink: 'https://v.example/1' });
    const res = await get(`/api/csRefund/getContentById?id=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: refund.id,
      refundNo: refund.refundNo,
      orderNo: made.order.orderNo,
      packageNo: made.packages[0]!.packageNo,
      reason: '商品破损',
      reasonEn: 'Item damaged',
      onlineRefundReason: null,
      videoLink: 'https://v.example/1',
      fileList: [{ id: photo.id, name: photo.name, url: photo.url }],
    });
    expectError(await get('/api/csRefund/getContentById?id=999999999'), 'REFUND_NOT_FOUND');
    expectError(
      await get(`/api/csRefund/getContentById?id=${refund.id}`, ebayOnly.headers),
      'REFUND_NOT_FOUND',
    );
    expectError(
      await get(`/api/csRefund/getContentById?id=${refund.id}`, noRefunds.headers),
      'NO_PERMISSION',
    );
  });
});

describe('GET /api/csRefund/getRefundInfo', () => {
  it('answers the route, payment account and the parts over a combined payment', async () => {
    const { refund } = await refunded({ combinedOption: 1 }, [
      { method: 'giftCard', amount: '30.0000' },
      { method: 'paypal', amount: '80.0000' },
    ]);
    const res = await get(`/api/csRefund/getRefundInfo?id=${refund.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { parts: { refundRoute: string; amount: string; paidAt: null }[] };
    expect(data).toMatchObject({
      id: refund.id,
      status: 0,
      refundRoute: '1',
      combinedOption: 1,
      paypalname: null,
    });
    expect(data.parts.map((p) => p.refundRoute).sort()).toEqual(['3', '4']);
    const sum = data.parts.reduce((s, p) => s + Number(p.amount), 0);
    expect(sum.toFixed(4)).toBe(refund.totalAmount);
    expect(data.parts.every((p) => p.paidAt === null)).toBe(true);
  });

  it('refuses an unknown refund or another platform (404/4023) and a caller without refund.view (403)', async () => {
    const { refund } = await refunded();
    expectError(await get('/api/csRefund/getRefundInfo?id=999999999'), 'REFUND_NOT_FOUND');
    expectError(
      await get(`/api/csRefund/getRefundInfo?id=${refund.id}`, ebayOnly.headers),
      'REFUND_NOT_FOUND',
    );
    expectError(await get(`/api/csRefund/getRefundInfo?id=${refund.id}`, noRefunds.headers), 'NO_PERMISSION');
  });
});

describe('POST /api/csRefund/getBatchUploadFilePic', () => {
  it('answers the upload items and video link of each refund asked for', async () => {
    const photo = await uploadPhoto();
    const a = await refunded({ files: [photo] });
    const b = await refunded({ videoLink: 'https://v.example/2' });
    const res = await post('/api/csRefund/getBatchUploadFilePic', {
      ids: [a.refund.id, b.refund.id, a.refund.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: a.refund.id,
        refundNo: a.refund.refundNo,
        packageNo: a.made.packages[0]!.packageNo,
        videoLink: null,
        fileList: [photo],
      },
      {
        id: b.refund.id,
        refundNo: b.refund.refundNo,
        packageNo: b.made.packages[0]!.packageNo,
        videoLink: 'https://v.example/2',
        fileList: [],
      },
    ]);
  });

  it('refuses an unseen refund (404/4023), no ids (400/1106), over 20 (400/1107) and no refund.view (403)', async () => {
    const { refund } = await refunded();
    expectError(
      await post('/api/csRefund/getBatchUploadFilePic', { ids: [refund.id, 999999999] }),
      'REFUND_NOT_FOUND',
    );
    expectError(
      await post('/api/csRefund/getBatchUploadFilePic', { ids: [refund.id] }, ebayOnly.headers),
      'REFUND_NOT_FOUND',
    );
    expectError(await post('/api/csRefund/getBatchUploadFilePic', { ids: [] }), 'SELECT_DATA');
    expectError(
      await post('/api/csRefund/getBatchUploadFilePic', { ids: Array.from({ length: 21 }, (_, i) => i + 1) }),
      'TOO_MANY_ROWS',
    );
    expectError(
      await post('/api/csRefund/getBatchUploadFilePic', { ids: [refund.id] }, noRefunds.headers),
      'NO_PERMISSION',
    );
  });
});
