import { randomUUID } from 'node:crypto';
import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { isUniqueViolation } from '../../db/helpers.js';
import { files, packageLines, packages } from '../../db/schema/index.js';
import { refunds } from '../../db/schema/refunds.js';
import { resendLines, resends } from '../../db/schema/resends.js';
import { AppError } from '../../http/app-error.js';
import { LIVE_RESEND_KEY, liveResendConflict } from './resends.service.js';

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
const agent = await userWith(['resend.view', 'resend.create', 'order.view'], 'all');
const leader = await userWith(['resend.view', 'resend.create', 'resend.review', 'order.view'], 'all');
const ebayOnly = await userWith(['resend.view', 'resend.create', 'order.view'], [7]);
const viewerOnly = await userWith(['resend.view'], 'all');

const expectError = (
  res: { statusCode: number; body: string; json: () => { code: number; error_info: { msg: string } } },
  name: keyof typeof errorCatalogue,
) => {
  expect(res.statusCode, res.body).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });

/** A stored picture, as the upload endpoint leaves it. */
async function storedFile() {
  const id = randomUUID();
  await db.insert(files).values({
    id,
    originalName: 'broken.png',
    mimeType: 'image/png',
    size: 1024,
    sha256: 'x'.repeat(64),
    storedPath: `${id}.png`,
    width: 640,
    createdBy: agent.user.id,
  });
  return { id, name: 'broken.png', url: `/api/files/${id}` };
}

/** A website order (platform 1) with two products, one package. */
async function websiteOrder(extra: Parameters<typeof createOrder>[1] = {}) {
  const a = await createProduct(db);
  const b = await createProduct(db);
  const made = await createOrder(db, {
    platformId: 1,
    lines: [
      { product: a, quantity: 2 },
      { product: b, quantity: 1 },
    ],
    ...extra,
  });
  return { ...made, a, b };
}

type Detail = {
  ProblemProductCode: string;
  ProblemType: number | null;
  ResendProductList: { ResendProductCode: string; Number: number }[];
};
const detail = (code: string, type: number | null, list: [string, number][] = [[code, 1]]): Detail => ({
  ProblemProductCode: code,
  ProblemType: type,
  ResendProductList: list.map(([c, n]) => ({ ResendProductCode: c, Number: n })),
});
async function payload(packageNo: string, details: Detail[], patch: object = {}) {
  return {
    oldPackageNo: packageNo,
    deliveryStatus: '1',
    remark: 'Item arrived broken, reissue',
    currency: 'USD',
    refundSku: { OrderID: 1, Details: details },
    fileList: [await storedFile()],
    ...patch,
  };
}
const save = (body: object, isEdit = false, headers = agent.headers) =>
  post(`/api/csCrmRepost/DataSave?IsEdit=${isEdit}`, body, headers);

describe('POST /api/csCrmRepost/AddbeforeCheck', () => {
  it('answers the facts of a clean package: not blocked, need test from its products', async () => {
    const test = await createProduct(db, { isTest: true });
    const {
      order,
      packages: [pkg],
    } = await createOrder(db, { platformId: 1, lines: [{ product: test }] });
    const res = await post('/api/csCrmRepost/AddbeforeCheck', { packageNo: pkg!.packageNo, IsEdit: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      orderId: order.id,
      IfTest: true,
      TestProduct: [test.sku],
      ExistOrder: false,
      IfPaypal: false,
      ifReturnOrder: false,
      isVirtual: false,
      isTestPlatform: true,
      currency: 'usd',
      blocked: null,
      packageNos: [pkg!.packageNo],
    });
  });

  it('blocks a virtual-product package with its message, in the caller language', async () => {
    const virtual = await createProduct(db, { isVirtual: true });
    const {
      packages: [pkg],
    } = await createOrder(db, { lines: [{ product: virtual }] });
    const res = await app.inject({
      method: 'POST',
      url: '/api/csCrmRepost/AddbeforeCheck',
      headers: { ...agent.headers, lang: 'zh' },
      payload: { packageNo: pkg!.packageNo },
    });
    expect(res.json().data.blocked).toEqual({
      name: 'RESEND_VIRTUAL_PRODUCT',
      code: 4201,
      msg: '虚拟商品订单不能创建补发单',
    });
  });

  it('hides a package of another platform (404), an unknown one (404), and needs resend.create (403)', async () => {
    const {
      packages: [pkg],
    } = await websiteOrder();
    expectError(
      await post('/api/csCrmRepost/AddbeforeCheck', { packageNo: pkg!.packageNo }, ebayOnly.headers),
      'PACKAGE_NOT_FOUND',
    );
    expectError(await post('/api/csCrmRepost/AddbeforeCheck', { packageNo: 'NO-SUCH' }), 'PACKAGE_NOT_FOUND');
    expectError(
      await post('/api/csCrmRepost/AddbeforeCheck', { packageNo: pkg!.packageNo }, viewerOnly.headers),
      'NO_PERMISSION',
    );
    expectError(await post('/api/csCrmRepost/AddbeforeCheck', {}), 'FIELD_REQUIRED');
  });

  it("blocks a package with a colleague's live resend, naming it only to those whose scope shows it", async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    expect((await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]))).statusCode).toBe(200);
    // an agent whose resend scope is their own records (tag 1)
    const role = await createRole(
      db,
      [
        { code: 'resend.view', tag: 1, permType: 'self' },
        { code: 'resend.create', tag: 1, permType: 'self' },
        'order.view',
      ],
      { allPlatforms: true },
    );
    const user = await createUser(db, { roleIds: [role.id] });
    const own = bearer(await signIn(app, user.email));
    const mine = await post('/api/csCrmRepost/AddbeforeCheck', { packageNo: pkg!.packageNo }, own);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toMatchObject({
      ExistOrder: true,
      blocked: { name: 'RESEND_ALREADY_EXISTS', code: 4202, msg: 'Reissue order already exists' },
      existing: [],
    });
    const theirs = await post('/api/csCrmRepost/AddbeforeCheck', { packageNo: pkg!.packageNo });
    expect(theirs.json().data.existing).toHaveLength(1);
    expect(theirs.json().data.existing[0].createdBy.id).toBe(agent.user.id);
  });
});

describe('POST /api/csCrmRepost/DataSave (create)', () => {
  it('creates the resend, its lines and the new package (to be shipped), with history and audit', async () => {
    const {
      order,
      packages: [pkg],
      a,
      lines,
    } = await websiteOrder();
    const res = await save(await payload(pkg!.packageNo, [detail(a.sku, 1, [[a.sku, 2]])], { extraPay: '' }));
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data;
    expect(made).toMatchObject({
      orderId: order.id,
      oldPackageNo: pkg!.packageNo,
      newPackageNo: `${pkg!.packageNo}-R1`,
      status: 0,
      currency: 'usd',
      extraPay: '0.0000',
      deliveryStatus: '1',
      orderProblemType: 1,
      createdBy: { id: agent.user.id },
    });
    expect(made.fileList).toHaveLength(1);
    const [newPkg] = await db.select().from(packages).where(eq(packages.packageNo, made.newPackageNo));
    expect(newPkg).toMatchObject({ orderId: order.id, status: 1, deliveryStatus: 1, platformId: 1 });
    const held = await db.select().from(packageLines).where(eq(packageLines.packageId, newPkg!.id));
    expect(held).toEqual([expect.objectContaining({ sku: a.sku, quantity: 2, orderLineId: lines[0]!.id })]);
    const audit = await auditRowsOf(db, 'resend', made.id);
    expect(audit.map((r) => r.action)).toEqual(['resend.create']);
    // the order details page shows it
    const onOrder = await post('/api/csCrmRepost/searchOnOrderDetailPage', { orderId: order.id });
    expect(onOrder.json().data.map((r: { id: number }) => r.id)).toEqual([made.id]);
  });

  it('refuses a resend for a virtual-product order (422, 4201) and creates nothing', async () => {
    const virtual = await createProduct(db, { isVirtual: true });
    const {
      order,
      packages: [pkg],
    } = await createOrder(db, { platformId: 1, lines: [{ product: virtual }] });
    expectError(
      await save(await payload(pkg!.packageNo, [detail(virtual.sku, 1)])),
      'RESEND_VIRTUAL_PRODUCT',
    );
    expect(await db.select().from(resends).where(eq(resends.orderId, order.id))).toHaveLength(0);
    expect(await db.select().from(packages).where(eq(packages.orderId, order.id))).toHaveLength(1);
  });

  it('refuses two resend products with the same code, naming the code', async () => {
    const {
      packages: [pkg],
      a,
      b,
    } = await websiteOrder();
    const res = await save(
      await payload(pkg!.packageNo, [detail(a.sku, 1, [[b.sku, 1]]), detail(b.sku, 2, [[b.sku, 1]])]),
    );
    expectError(res, 'RESEND_DUPLICATE_PRODUCT');
    expect(res.json().error_info.msg).toBe(`The same reissue product exists [${b.sku}]`);
  });

  it('refuses a second resend of the package (409), a returning package and a reissue package (422)', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const first = await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]));
    expect(first.statusCode, first.body).toBe(200);
    expectError(await save(await payload(pkg!.packageNo, [detail(a.sku, 1)])), 'RESEND_ALREADY_EXISTS');
    // the new package is a rework package: no reissue of a reissue
    expectError(
      await save(await payload(first.json().data.newPackageNo, [detail(a.sku, 1)])),
      'RESEND_RETURN_OR_REWORK',
    );
    const returning = await websiteOrder({ packages: [{ status: 22 }] });
    expectError(
      await save(await payload(returning.packages[0]!.packageNo, [detail(returning.a.sku, 1)])),
      'RESEND_RETURN_OR_REWORK',
    );
  });

  it('refuses a package whose payment was advanced by a completed refund (422)', async () => {
    const {
      order,
      packages: [pkg],
      a,
    } = await websiteOrder();
    await db.insert(refunds).values({
      serialNumber: `rs-${randomUUID()}`,
      orderId: order.id,
      packageId: pkg!.id,
      platformId: 1,
      currency: 'USD',
      status: 9,
      problemLabelId: 201,
      reason: '已退款',
      createdBy: agent.user.id,
    });
    expectError(await save(await payload(pkg!.packageNo, [detail(a.sku, 1)])), 'RESEND_PAYMENT_ADVANCED');
  });

  it.each([
    ['no product', () => [], {}, 'RESEND_PRODUCT_REQUIRED'],
    ['no question label', (a: string) => [detail(a, null)], {}, 'RESEND_QUESTION_LABEL_REQUIRED'],
    ['no picture nor video', (a: string) => [detail(a, 1)], { fileList: [] }, 'RESEND_UPLOAD_REQUIRED'],
    ['no problem product', (a: string) => [detail('', 1, [[a, 1]])], {}, 'RESEND_PROBLEM_PRODUCT_REQUIRED'],
    ['a question label of 0', (a: string) => [detail(a, 0)], {}, 'RESEND_PROBLEM_TYPE_INVALID'],
    [
      'a reissue product without code',
      (a: string) => [detail(a, 1, [['', 1]])],
      {},
      'RESEND_REISSUE_PRODUCT_REQUIRED',
    ],
    ['a reissue number of 0', (a: string) => [detail(a, 1, [[a, 0]])], {}, 'RESEND_REISSUE_NUMBER_INVALID'],
    ['no details with tag 1', (a: string) => [detail(a, 1, [])], {}, 'RESEND_CHOOSE_PRODUCT'],
    ['an unknown question label', (a: string) => [detail(a, 99)], {}, 'RESEND_PROBLEM_TYPE_UNKNOWN'],
    [
      'a problem product not in the package',
      () => [detail('NOT-IN-PACKAGE', 1)],
      {},
      'RESEND_PROBLEM_NOT_IN_PACKAGE',
    ],
    [
      'a reissue product not in the catalogue',
      (a: string) => [detail(a, 1, [['NO-SUCH-SKU', 1]])],
      {},
      'RESEND_INVALID_SKU',
    ],
    ['type 3 without a test product', (a: string) => [detail(a, 3)], {}, 'RESEND_TEST_PRODUCT_MISSING'],
    [
      'a remark of 301 characters',
      (a: string) => [detail(a, 1)],
      { remark: 'x'.repeat(301) },
      'RESEND_REMARK_TOO_LONG',
    ],
    ['no remark', (a: string) => [detail(a, 1)], { remark: '' }, 'FIELD_REQUIRED'],
    ['no delivery status', (a: string) => [detail(a, 1)], { deliveryStatus: '' }, 'FIELD_REQUIRED'],
    [
      'a file not in the store',
      (a: string) => [detail(a, 1)],
      { fileList: [{ id: 'x', name: 'x', url: 'x' }] },
      'UPLOAD_FILE_NOT_FOUND',
    ],
    [
      'a well-formed file id not in the store',
      (a: string) => [detail(a, 1)],
      { fileList: [{ id: randomUUID(), name: 'x', url: 'x' }] },
      'UPLOAD_FILE_NOT_FOUND',
    ],
    ['an unknown package', (a: string) => [detail(a, 1)], { oldPackageNo: 'NO-SUCH' }, 'PACKAGE_NOT_FOUND'],
  ] as const)('refuses %s', async (_name, details, patch, name) => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    expectError(await save(await payload(pkg!.packageNo, details(a.sku) as Detail[], patch)), name);
  });

  it('type 6 with a test product is refused with its tip; type 3 with one passes', async () => {
    const test = await createProduct(db, { isTest: true });
    const {
      packages: [pkg],
    } = await createOrder(db, { platformId: 1, lines: [{ product: test }] });
    expectError(
      await save(await payload(pkg!.packageNo, [detail(test.sku, 6)])),
      'RESEND_TEST_PRODUCT_FOUND',
    );
    const ok = await save(await payload(pkg!.packageNo, [detail(test.sku, 3)]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.needTest).toBe(true);
  });

  it('asks to confirm reissue products missing from the order details (409), then saves them without an order line', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const extra = await createProduct(db);
    const body = await payload(pkg!.packageNo, [detail(a.sku, 4, [[extra.poa, 1]])]);
    expectError(await save(body), 'RESEND_DETAILS_NOT_GENERATED');
    const res = await save({ ...body, confirmMissingDetails: true });
    expect(res.statusCode, res.body).toBe(200);
    const lines = await db.select().from(resendLines).where(eq(resendLines.resendId, res.json().data.id));
    expect(lines).toEqual([
      expect.objectContaining({ resendProductCode: extra.sku, orderLineId: null, quantity: 1 }),
    ]);
  });

  it('tags 18, 21 and 38 reissue the whole problem product without details on a test platform only', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const res = await save(
      await payload(pkg!.packageNo, [detail(a.sku, 18, [])], { orderProblemType: 18, fileList: [] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [newPkg] = await db
      .select()
      .from(packages)
      .where(eq(packages.packageNo, res.json().data.newPackageNo));
    expect(await db.select().from(packageLines).where(eq(packageLines.packageId, newPkg!.id))).toEqual([
      expect.objectContaining({ sku: a.sku, quantity: 2 }),
    ]);
    const ae = await createOrder(db, { platformId: 13 });
    const aeSku = (
      await db.select().from(packageLines).where(eq(packageLines.packageId, ae.packages[0]!.id))
    )[0]!.sku;
    expectError(
      await save(await payload(ae.packages[0]!.packageNo, [detail(aeSku, 18, [])], { orderProblemType: 18 })),
      'RESEND_CHOOSE_PRODUCT',
    );
  });
});

describe('review, edit and delete', () => {
  async function made() {
    const {
      order,
      packages: [pkg],
      a,
    } = await websiteOrder();
    const res = await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]));
    expect(res.statusCode, res.body).toBe(200);
    return { order, pkg: pkg!, a, resend: res.json().data as { id: number; newPackageNo: string } };
  }
  const newPackageStatus = async (no: string) =>
    (await db.select().from(packages).where(eq(packages.packageNo, no)))[0]!.status;

  it('the leader approves: confirmed, the new package confirmed; then it is neither edited nor deleted', async () => {
    const { pkg, a, resend } = await made();
    const res = await post(
      '/api/csCrmRepost/ReAudit',
      { ids: [resend.id], approve: true, auditRemark: 'ok' },
      leader.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([{ id: resend.id, is_success: true, code: 200, response_message: null }]);
    const detailRes = await get(`/api/csCrmRepost/detail?id=${resend.id}`);
    expect(detailRes.json().data).toMatchObject({
      status: 1,
      auditUser: { id: leader.user.id },
      auditRemark: 'ok',
    });
    expect(await newPackageStatus(resend.newPackageNo)).toBe(3);
    expectError(await post('/api/csCrmRepost/Delete', { id: resend.id }), 'RESEND_APPROVED_LOCKED');
    expectError(
      await save({ ...(await payload(pkg.packageNo, [detail(a.sku, 1)])), id: resend.id }, true),
      'RESEND_APPROVED_LOCKED',
    );
    // reviewing a confirmed resend again: refused per row
    const again = await post(
      '/api/csCrmRepost/ReAudit',
      { ids: [resend.id], approve: false },
      leader.headers,
    );
    expect(again.json().data[0]).toMatchObject({ is_success: false, code: 4223 });
    expect((await auditRowsOf(db, 'resend', resend.id)).map((r) => r.action)).toContain('resend.approve');
  });

  it('an unconfirmed resend cannot be deleted; refused by review it is cancelled, then deleted and kept as deleted', async () => {
    const { order, resend } = await made();
    expectError(await post('/api/csCrmRepost/Delete', { id: resend.id }), 'RESEND_DELETE_NOT_ALLOWED');
    const refused = await post(
      '/api/csCrmRepost/ReAudit',
      { ids: [resend.id], approve: false },
      leader.headers,
    );
    expect(refused.json().data[0].is_success).toBe(true);
    expect(await newPackageStatus(resend.newPackageNo)).toBe(13);
    const del = await post('/api/csCrmRepost/Delete', { id: resend.id });
    expect(del.statusCode, del.body).toBe(200);
    const [row] = await db.select().from(resends).where(eq(resends.id, resend.id));
    expect(row!.status).toBe(9);
    // deleting a deleted one again is allowed and changes nothing
    expect((await post('/api/csCrmRepost/Delete', { id: resend.id })).statusCode).toBe(200);
    const onOrder = await post('/api/csCrmRepost/searchOnOrderDetailPage', { orderId: order.id });
    expect(onOrder.json().data).toEqual([]);
    expect((await auditRowsOf(db, 'resend', resend.id)).map((r) => r.action)).toEqual(
      expect.arrayContaining(['resend.create', 'resend.cancel', 'resend.delete']),
    );
  });

  it('edits an unconfirmed resend (IsEdit=true); an edited cancelled one goes back to unconfirmed', async () => {
    const { pkg, a, resend } = await made();
    const body = {
      ...(await payload(pkg.packageNo, [detail(a.sku, 2, [[a.sku, 3]])])),
      id: resend.id,
      remark: 'Wrong item, send 3',
    };
    // the pre-check of an edit does not count the edited resend
    const check = await post('/api/csCrmRepost/AddbeforeCheck', {
      packageNo: pkg.packageNo,
      IsEdit: true,
      id: resend.id,
    });
    expect(check.json().data).toMatchObject({ blocked: null, existing: [] });
    const res = await save(body, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: resend.id,
      remark: 'Wrong item, send 3',
      newPackageNo: resend.newPackageNo,
    });
    await post('/api/csCrmRepost/ReAudit', { ids: [resend.id], approve: false }, leader.headers);
    const again = await save(body, true);
    expect(again.json().data).toMatchObject({ status: 0, auditUser: null, auditDate: null });
    expect(await newPackageStatus(resend.newPackageNo)).toBe(1);
    expectError(await save({ ...body, id: undefined }, true), 'FIELD_REQUIRED');
    expectError(await save({ ...body, id: 999999999 }, true), 'RESEND_NOT_FOUND');
  });

  it('needs resend.review to review (403) and hides another platform (per-row 4220)', async () => {
    const { resend } = await made();
    expectError(await post('/api/csCrmRepost/ReAudit', { ids: [resend.id], approve: true }), 'NO_PERMISSION');
    expectError(
      await post('/api/csCrmRepost/ReAudit', { ids: [], approve: true }, leader.headers),
      'SELECT_DATA',
    );
    expectError(
      await post('/api/csCrmRepost/Delete', { id: resend.id }, ebayOnly.headers),
      'RESEND_NOT_FOUND',
    );
    expectError(await get(`/api/csCrmRepost/detail?id=${resend.id}`, ebayOnly.headers), 'RESEND_NOT_FOUND');
  });
});

describe('more refusals', () => {
  it('needs resend.create to save (403), validates the query (400) and hides other platforms per row (4220)', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const body = await payload(pkg!.packageNo, [detail(a.sku, 1)]);
    expectError(await save(body, false, viewerOnly.headers), 'NO_PERMISSION');
    expectError(await save(body, false, ebayOnly.headers), 'PACKAGE_NOT_FOUND');
    const made = await save(body);
    expect(made.statusCode, made.body).toBe(200);
    const ebayLeader = await userWith(['resend.view', 'resend.review'], [7]);
    const res = await post(
      '/api/csCrmRepost/ReAudit',
      { ids: [made.json().data.id], approve: true },
      ebayLeader.headers,
    );
    expect(res.json().data).toEqual([
      {
        id: made.json().data.id,
        is_success: false,
        code: 4220,
        response_message: 'The resend does not exist',
      },
    ]);
    expectError(await get('/api/csCrmRepost/GetProblemLabel?type=1'), 'VALIDATION_FAILED');
    expectError(await post('/api/csCrmRepost/IfTestPlatform', { packageNo: 'NO-SUCH' }), 'PACKAGE_NOT_FOUND');
    expectError(await post('/api/csCrmRepost/Delete', { id: 'x' }), 'FIELD_REQUIRED');
  });

  it('an edit keeps its package (400) and a deleted resend is not edited (404)', async () => {
    const { pkg, a, resend } = await (async () => {
      const o = await websiteOrder();
      const r = await save(await payload(o.packages[0]!.packageNo, [detail(o.a.sku, 1)]));
      return { pkg: o.packages[0]!, a: o.a, resend: r.json().data as { id: number } };
    })();
    const other = await websiteOrder();
    expectError(
      await save(
        { ...(await payload(other.packages[0]!.packageNo, [detail(other.a.sku, 1)])), id: resend.id },
        true,
      ),
      'VALIDATION_FAILED',
    );
    await post('/api/csCrmRepost/ReAudit', { ids: [resend.id], approve: false }, leader.headers);
    await post('/api/csCrmRepost/Delete', { id: resend.id });
    expectError(
      await save({ ...(await payload(pkg.packageNo, [detail(a.sku, 1)])), id: resend.id }, true),
      'RESEND_NOT_FOUND',
    );
    // deleted, the package may be reissued again: the next new package number follows
    const again = await save(await payload(pkg.packageNo, [detail(a.sku, 1)]));
    expect(again.json().data.newPackageNo).toBe(`${pkg.packageNo}-R2`);
  });

  it('approving a cancelled resend again is refused while another resend of the package is live', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const first = (await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]))).json().data;
    await post('/api/csCrmRepost/ReAudit', { ids: [first.id], approve: false }, leader.headers);
    const second = await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]));
    expect(second.statusCode, second.body).toBe(200);
    const res = await post('/api/csCrmRepost/ReAudit', { ids: [first.id], approve: true }, leader.headers);
    expect(res.json().data[0]).toMatchObject({ is_success: false, code: 4202 });
  });

  it('two saves of one package at once: one resend, the other refused as existing (409)', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const bodies = [
      await payload(pkg!.packageNo, [detail(a.sku, 1)]),
      await payload(pkg!.packageNo, [detail(a.sku, 1)]),
    ];
    const answers = await Promise.all(bodies.map((b) => save(b)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe(4202);
    const live = await db.select().from(resends).where(eq(resends.oldPackageId, pkg!.id));
    expect(live).toHaveLength(1);
  });

  it('the database keeps one live resend per package: one slipping past the check is refused as existing', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const made = (await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]))).json().data as {
      id: number;
    };
    const [row] = await db.select().from(resends).where(eq(resends.id, made.id));
    const { id: _id, ...copy } = row!;
    // a cancelled or deleted resend beside the live one is kept
    await db.insert(resends).values([
      { ...copy, status: 2 },
      { ...copy, status: 9 },
    ]);
    const error = await db
      .insert(resends)
      .values({ ...copy, status: 1 })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(error, LIVE_RESEND_KEY)).toBe(true);
    let answered: unknown = null;
    try {
      liveResendConflict(error);
    } catch (e) {
      answered = e;
    }
    expect(answered).toBeInstanceOf(AppError);
    expect((answered as AppError).name_).toBe('RESEND_ALREADY_EXISTS');
  });
});

describe('lists and lookups', () => {
  it('searches by package number and status; the range is one month at most', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    const res = await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]));
    const found = await post('/api/csCrmRepost/search', { keyword: pkg!.packageNo });
    expect(found.json().data).toMatchObject({ total: 1, list: [{ id: res.json().data.id, status: 0 }] });
    const byNew = await post('/api/csCrmRepost/search', {
      keyword: res.json().data.newPackageNo,
      statuses: [0],
    });
    expect(byNew.json().data.total).toBe(1);
    const none = await post('/api/csCrmRepost/search', { keyword: pkg!.packageNo, statuses: [1] });
    expect(none.json().data.total).toBe(0);
    const hidden = await post('/api/csCrmRepost/search', { keyword: pkg!.packageNo }, ebayOnly.headers);
    expect(hidden.json().data.total).toBe(0);
    expectError(
      await post('/api/csCrmRepost/search', {
        createdFrom: '2026-01-01T00:00:00Z',
        createdTo: '2026-03-01T00:00:00Z',
      }),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(
      await post('/api/csCrmRepost/searchOnOrderDetailPage', { orderId: 999999999 }),
      'ORDER_NOT_FOUND',
    );
  });

  it('offers the package products, looks up filtered codes and says which are test products', async () => {
    const {
      packages: [pkg],
      a,
      b,
    } = await websiteOrder();
    const products = await post('/api/csCrmRepost/GetSKUPOAByOrderID', { OrderId: pkg!.packageNo });
    expect(products.json().data.map((p: { SKU: string }) => p.SKU)).toEqual([a.sku, b.sku]);
    expectError(
      await post('/api/csCrmRepost/GetSKUPOAByOrderID', { OrderId: '' }),
      'RESEND_ORDER_NUMBER_FIRST',
    );
    const lookup = await post('/api/csCrmRepost/LoadSKUPOAInfo', {
      ProductCode: ` Blue shirt,${a.poa}[Black] `,
    });
    expect(lookup.json().data).toMatchObject({ SKU: a.sku, POA: a.poa, ATTR: { colour: 'Black' } });
    const bad = await post('/api/csCrmRepost/LoadSKUPOAInfo', { ProductCode: 'NOPE-1' });
    expectError(bad, 'RESEND_INVALID_SKU');
    expect(bad.json().error_info.msg).toBe('NOPE-1 is not a valid SKU/POA');
    const tests = await post('/api/csCrmRepost/GetIsTestProduct', { ProductCodes: [a.sku] });
    expect(tests.json().data).toEqual([{ ProductCode: a.sku, SKUs: [a.sku], isTest: false }]);
    const platform = await post('/api/csCrmRepost/IfTestPlatform', { packageNo: pkg!.packageNo });
    expect(platform.json().data).toEqual({ isTestPlatform: true });
    const reason = await post('/api/csCrmRepost/GetReasonByProblem', { Details: [detail(a.sku, 1)] });
    expect(reason.json().data.enReason).toBe(`${a.sku} Item damaged: reissue ${a.sku} × 1`);
    const labels = await get('/api/csCrmRepost/GetProblemLabel?type=2');
    expect(labels.json().data.map((l: { id: number }) => l.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 18, 21, 38]);
  });

  it('the dashboard counts the orders with a live resend as re-delivered', async () => {
    const {
      packages: [pkg],
      a,
    } = await websiteOrder();
    await save(await payload(pkg!.packageNo, [detail(a.sku, 1)]));
    const res = await get('/api/dashboard/indicators');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.redelivery.count).toBeGreaterThanOrEqual(1);
  });
});
