import { errorCatalogue } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder } from '../../../test/order-factories.js';
import { orderHistory, orders, packageInterceptions, packages } from '../../db/schema/index.js';

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
const agent = await userWith(['package.view', 'package.intercept'], [1, 7, 12, 13]);
const viewer = await userWith(['package.view'], 'all');

type Json = { code: number; data: unknown; error_info: { msg: string; fieldErrors?: { field: string }[] } };
const expectError = (res: { statusCode: number; json: () => Json }, name: keyof typeof errorCatalogue) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(errorCatalogue[name].status);
  expect(res.json().code).toBe(errorCatalogue[name].code);
};
const intercept = (payload: object, headers: Record<string, string> = agent.headers) =>
  app.inject({ method: 'POST', url: '/api/OAPackage/batchIntercept', headers, payload });
type Row = { package_no: string; is_success: boolean; response_message: string };
const rowsOf = (res: { statusCode: number; json: () => { data: Row[] } }) => {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(200);
  return res.json().data;
};
const packageOf = async (id: number) => (await db.select().from(packages).where(eq(packages.id, id)))[0]!;
const orderOf = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
const reason = 'Customer asked to stop the parcel';

describe('GET /api/csOrderProblemLabel/list', () => {
  it('answers 401 signed out', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/csOrderProblemLabel/list' }), 'NOT_SIGNED_IN');
  });

  it('answers the question labels as groups with their childList, named in the caller’s language', async () => {
    const get = (lang: string) =>
      app.inject({
        method: 'GET',
        url: '/api/csOrderProblemLabel/list',
        headers: { ...agent.headers, lang },
      });
    const en = (await get('en')).json().data as {
      id: number;
      id_lang: string;
      childList: { id: number }[];
    }[];
    expect(en.length).toBeGreaterThan(3);
    const customer = en.find((g) => g.id_lang === 'Customer request')!;
    expect(customer.childList.map((c) => c.id)).toContain(302);
    const zh = (await get('zh')).json().data as { id: number; id_lang: string }[];
    expect(zh.find((g) => g.id === customer.id)!.id_lang).toBe('客户原因');
  });
});

describe('POST /api/OAPackage/batchIntercept: refusals of the whole request', () => {
  it('answers 401 signed out and 403 without package.intercept', async () => {
    expectError(
      await app.inject({ method: 'POST', url: '/api/OAPackage/batchIntercept', payload: {} }),
      'NOT_SIGNED_IN',
    );
    expectError(
      await intercept({ packageNo: ['PK1'], blockReason: reason }, viewer.headers),
      'NO_PERMISSION',
    );
  });

  it('needs a package number', async () => {
    expectError(await intercept({ packageNo: [], blockReason: reason }), 'PACKAGE_NO_REQUIRED');
    expectError(await intercept({ blockReason: reason }), 'PACKAGE_NO_REQUIRED');
  });

  it('takes at most 20 packages', async () => {
    const packageNo = Array.from({ length: 21 }, (_v, i) => `PKLIMIT${i}`);
    const res = await intercept({ packageNo, blockReason: reason });
    expectError(res, 'TOO_MANY_ROWS');
    expect(res.json().error_info.msg).toBe('At most 20 pieces of data can be operated');
    // the same number twice counts once
    const twice = [...packageNo.slice(0, 20), 'pklimit0 '];
    expect(rowsOf(await intercept({ packageNo: twice, blockReason: reason }))).toHaveLength(20);
  });

  it('needs a reason under 50 characters', async () => {
    expectError(await intercept({ packageNo: ['PK1'], blockReason: '   ' }), 'INTERCEPT_REMARK_REQUIRED');
    expectError(await intercept({ packageNo: ['PK1'] }), 'INTERCEPT_REMARK_REQUIRED');
    expectError(
      await intercept({ packageNo: ['PK1'], blockReason: 'x'.repeat(50) }),
      'INTERCEPT_REMARK_TOO_LONG',
    );
  });

  it('moves only to contact customer or cancel order', async () => {
    expectError(
      await intercept({ packageNo: ['PK1'], blockReason: reason, status: 4 }),
      'INTERCEPT_TARGET_INVALID',
    );
  });

  it('refuses an unknown question label', async () => {
    const res = await intercept({ packageNo: ['PK1'], blockReason: reason, status: 11, problem: 999_999 });
    expectError(res, 'QUESTION_LABEL_NOT_FOUND');
    expect(res.json().error_info.fieldErrors?.[0]?.field).toBe('problem');
  });
});

describe('POST /api/OAPackage/batchIntercept: one result per package', () => {
  it('intercepts each package in its own transaction and reports the shipped one as failed', async () => {
    const waiting = await createOrder(db, { platformId: 7, status: 3 });
    const fresh = await createOrder(db, { platformId: 7, status: 1 });
    const shipped = await createOrder(db, { platformId: 7, status: 4 });
    const nos = [waiting, fresh, shipped].map((o) => o.packages[0]!.packageNo);
    const rows = rowsOf(await intercept({ packageNo: nos, blockReason: reason }));
    expect(rows).toEqual([
      { package_no: nos[0], is_success: true, response_message: `${nos[0]}, interception succeeded` },
      { package_no: nos[1], is_success: true, response_message: `${nos[1]}, interception succeeded` },
      { package_no: nos[2], is_success: false, response_message: 'Order shipped, failed to intercept.' },
    ]);
    // in the warehouse: applied for; not yet taken: intercepted at once; the shipped one untouched
    expect((await packageOf(waiting.packages[0]!.id)).status).toBe(15);
    expect((await orderOf(waiting.order.id)).status).toBe(15);
    expect((await packageOf(fresh.packages[0]!.id)).status).toBe(18);
    expect((await orderOf(fresh.order.id)).status).toBe(18);
    expect((await packageOf(shipped.packages[0]!.id)).status).toBe(4);
    expect((await orderOf(shipped.order.id)).status).toBe(4);

    const [record] = await db
      .select()
      .from(packageInterceptions)
      .where(eq(packageInterceptions.packageId, waiting.packages[0]!.id));
    expect(record).toMatchObject({
      userId: agent.user.id,
      reason,
      targetStatus: null,
      problemLabelId: null,
      fromStatus: 3,
      toStatus: 15,
    });
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, waiting.order.id));
    expect(history.map((h) => h.action)).toContain('package.intercept');
    expect(history.find((h) => h.action === 'package.intercept')).toMatchObject({
      params: { packageNo: nos[0], reason },
      detail: null,
    });
    const audit = await auditRowsOf(db, 'package', waiting.packages[0]!.id);
    expect(audit.map((a) => a.action)).toEqual(['package.intercept']);
    expect(audit[0]!.before).toEqual({ status: 3, orderStatus: 3 });
    expect(await auditRowsOf(db, 'package', shipped.packages[0]!.id)).toEqual([]);
  });

  it('answers the messages in the caller’s language', async () => {
    const shipped = await createOrder(db, { platformId: 7, status: 37 });
    const ok = await createOrder(db, { platformId: 7, status: 12 });
    const nos = [shipped.packages[0]!.packageNo, ok.packages[0]!.packageNo];
    const res = await intercept({ packageNo: nos, blockReason: reason }, { ...agent.headers, lang: 'zh' });
    expect(rowsOf(res).map((r) => r.response_message)).toEqual([
      '订单已发货，拦截失败。',
      `${nos[1]}，拦截成功`,
    ]);
  });

  it('moves the order to the target and keeps the question label only where it is needed', async () => {
    const ae = await createOrder(db, { platformId: 13, status: 3 });
    const ebay = await createOrder(db, { platformId: 7, status: 3 });
    const cancel = await createOrder(db, { platformId: 12, status: 3 });
    const rows = rowsOf(
      await intercept({
        packageNo: [ae.packages[0]!.packageNo, ebay.packages[0]!.packageNo],
        blockReason: reason,
        status: 11,
        problem: 302,
      }),
    );
    expect(rows.every((r) => r.is_success)).toBe(true);
    expect((await orderOf(ae.order.id)).status).toBe(11);
    expect((await packageOf(ae.packages[0]!.id)).status).toBe(15);
    const labelOf = async (packageId: number) =>
      (await db.select().from(packageInterceptions).where(eq(packageInterceptions.packageId, packageId)))[0]!
        .problemLabelId;
    expect(await labelOf(ae.packages[0]!.id)).toBe(302);
    expect(await labelOf(ebay.packages[0]!.id)).toBeNull();
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, ae.order.id));
    expect(history.find((h) => h.action === 'order.move')!.params).toEqual({ from: 3, to: 11 });

    const cancelled = rowsOf(
      await intercept({ packageNo: [cancel.packages[0]!.packageNo], blockReason: reason, status: 13 }),
    );
    expect(cancelled[0]!.is_success).toBe(true);
    expect((await orderOf(cancel.order.id)).status).toBe(13);
  });

  it('fails a package of platform 1, 12 or 13 moved to contact customer without a question label', async () => {
    const ae = await createOrder(db, { platformId: 13, status: 3 });
    const ebay = await createOrder(db, { platformId: 7, status: 3 });
    const rows = rowsOf(
      await intercept({
        packageNo: [ae.packages[0]!.packageNo, ebay.packages[0]!.packageNo],
        blockReason: reason,
        status: 11,
      }),
    );
    expect(rows.map((r) => [r.is_success, r.response_message])).toEqual([
      [false, 'Please select the question label!'],
      [true, `${ebay.packages[0]!.packageNo}, interception succeeded`],
    ]);
    expect((await packageOf(ae.packages[0]!.id)).status).toBe(3);
  });

  it('refuses dropship orders, packages already intercepted or gone, and packages the caller cannot see', async () => {
    const dropship = await createOrder(db, { platformId: 7, status: 3, orderType: 3 });
    const applied = await createOrder(db, { platformId: 7, status: 15 });
    const merged = await createOrder(db, { platformId: 7, status: 20 });
    const walmart = await createOrder(db, { platformId: 4, status: 3 });
    const nos = [dropship, applied, merged, walmart].map((o) => o.packages[0]!.packageNo);
    const rows = rowsOf(await intercept({ packageNo: [...nos, 'PKNOSUCHPACKAGE'], blockReason: reason }));
    expect(rows.map((r) => r.response_message)).toEqual([
      'Dropship order: do not operate directly, escalate it instead',
      'The package is already intercepted or being intercepted',
      'The package was deleted, merged or split and can no longer be intercepted',
      'The package does not exist',
      'The package does not exist',
    ]);
    expect(rows.every((r) => !r.is_success)).toBe(true);
    expect((await packageOf(dropship.packages[0]!.id)).status).toBe(3);
    expect((await packageOf(walmart.packages[0]!.id)).status).toBe(3);
  });

  it('a second interception of the same package fails', async () => {
    const o = await createOrder(db, { platformId: 7, status: 3 });
    const no = o.packages[0]!.packageNo;
    expect(rowsOf(await intercept({ packageNo: [no], blockReason: reason }))[0]!.is_success).toBe(true);
    expect(rowsOf(await intercept({ packageNo: [no], blockReason: reason }))[0]).toEqual({
      package_no: no,
      is_success: false,
      response_message: 'The package is already intercepted or being intercepted',
    });
  });
});
