import { errorCatalogue } from '@backdesk/domain';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createOrder, createProduct } from '../../../test/order-factories.js';
import { packages, receivablesAccounts } from '../../db/schema/index.js';
import { packageReplenishmentLines, packageReplenishments } from '../../db/schema/refills.js';
import { resends } from '../../db/schema/resends.js';
import { refillBatches } from './refills.repository.js';

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
const agent = await userWith(['refill.view', 'refill.manage'], 'all');
const ebayOnly = await userWith(['refill.view', 'refill.manage'], [7]);
const viewer = await userWith(['refill.view'], 'all');

const base = '/api/csPackageReplenishment';
const post = (url: string, payload: object, headers = agent.headers) =>
  app.inject({ method: 'POST', url, headers, payload });
const get = (url: string, headers = agent.headers) => app.inject({ method: 'GET', url, headers });

/** An order (AE, platform 13) with two products and one package. */
async function anOrder() {
  const a = await createProduct(db);
  const b = await createProduct(db);
  const made = await createOrder(db, {
    lines: [
      { product: a, quantity: 2 },
      { product: b, quantity: 1 },
    ],
  });
  return { ...made, pkg: made.packages[0]!, a, b };
}

/** A resend of the package: a new package on the same order, as the resend feature makes it. */
async function resendOf(made: Awaited<ReturnType<typeof anOrder>>, status = 1) {
  const [pkg] = await db
    .insert(packages)
    .values({
      packageNo: `${made.pkg.packageNo}-R1`,
      orderId: made.order.id,
      platformId: made.order.platformId,
      status: 3,
    })
    .returning();
  await db.insert(resends).values({
    orderId: made.order.id,
    oldPackageId: made.pkg.id,
    newPackageId: pkg!.id,
    platformId: made.order.platformId,
    status,
    currency: 'usd',
    remark: 'Reissue',
    createdBy: agent.user.id,
  });
  return pkg!;
}

const body = (packageNo: string, sku: string, patch: object = {}) => ({
  packageNo,
  orderType: 1,
  amountType: 'shipping_fee_refill',
  amount: '12.5',
  currency: 'USD',
  transactionId: 'PAY-7XK21',
  remark: 'Customer pays the express shipping difference',
  lines: [{ sku, quantity: 1 }],
  ...patch,
});
const add = (payload: object, headers = agent.headers) =>
  post(`${base}/addPackageReplenishment`, payload, headers);

describe('POST addPackageReplenishment', () => {
  it('creates an incompleted refill with its lines, history and audit', async () => {
    const made = await anOrder();
    const [account] = await db.select().from(receivablesAccounts).limit(1);
    const res = await add(
      body(made.pkg.packageNo, made.a.sku.toLowerCase(), {
        receivablesAccountId: account!.id,
        lines: [
          { sku: made.a.sku.toLowerCase(), quantity: 2 },
          { sku: made.b.sku, quantity: 1 },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { id: number; refillNo: string };
    expect(data).toMatchObject({
      orderId: made.order.id,
      orderNo: made.order.orderNo,
      packageNo: made.pkg.packageNo,
      orderType: 1,
      amountType: 'shipping_fee_refill',
      amount: '12.5000',
      currency: 'USD',
      transactionId: 'PAY-7XK21',
      status: 0,
      receivablesAccount: { id: account!.id },
      lines: [
        { sku: made.a.sku, quantity: 2 },
        { sku: made.b.sku, quantity: 1 },
      ],
    });
    expect(data.refillNo).toMatch(/^BK\d{8}$/);
    const audit = await auditRowsOf(db, 'refill', data.id);
    expect(audit.map((a) => a.action)).toEqual(['refill.create']);
    expect(audit[0]!.userId).toBe(agent.user.id);
  });

  it('refuses a Chinese remark (400/4301) and writes nothing', async () => {
    const made = await anOrder();
    const res = await add(body(made.pkg.packageNo, made.a.sku, { remark: '客户补运费' }));
    expectError(res, 'REFILL_REMARK_NOT_ENGLISH');
    const rows = await db
      .select()
      .from(packageReplenishments)
      .where(eq(packageReplenishments.packageId, made.pkg.id));
    expect(rows).toEqual([]);
  });

  it('refuses a refill without product details (400/4302)', async () => {
    const made = await anOrder();
    expectError(await add(body(made.pkg.packageNo, made.a.sku, { lines: [] })), 'REFILL_PRODUCT_REQUIRED');
  });

  it("refuses a duplicate SKU with 'Exist same SKU' (400/4303) on the line", async () => {
    const made = await anOrder();
    const res = await add(
      body(made.pkg.packageNo, made.a.sku, {
        lines: [
          { sku: made.a.sku, quantity: 1 },
          { sku: ` ${made.a.sku.toLowerCase()}`, quantity: 1 },
        ],
      }),
    );
    expectError(res, 'REFILL_SKU_DUPLICATE');
    expect(res.json()).toMatchObject({ error_info: { msg: 'Exist same SKU' } });
  });

  it("refuses an unknown SKU with 'Nonexistent SKU' (422/4304)", async () => {
    const made = await anOrder();
    const res = await add(body(made.pkg.packageNo, 'NO-SUCH-SKU-1'));
    expectError(res, 'REFILL_SKU_NONEXISTENT');
    expect(res.json()).toMatchObject({ error_info: { msg: 'Nonexistent SKU' } });
  });

  it('answers the messages in Chinese when asked', async () => {
    const made = await anOrder();
    const res = await app.inject({
      method: 'POST',
      url: `${base}/addPackageReplenishment`,
      headers: { ...agent.headers, lang: 'zh' },
      payload: body(made.pkg.packageNo, 'NO-SUCH-SKU-2'),
    });
    expectError(res, 'REFILL_SKU_NONEXISTENT');
    expect(res.json()).toMatchObject({ error_info: { msg: '不存在的SKU' } });
  });

  it.each([['0'], ['-3'], ['1.23456'], ['abc']])('refuses the amount %s (400/4306)', async (amount) => {
    const made = await anOrder();
    expectError(await add(body(made.pkg.packageNo, made.a.sku, { amount })), 'REFILL_AMOUNT_INVALID');
  });

  it('refuses a quantity of 0 (400/4309)', async () => {
    const made = await anOrder();
    expectError(
      await add(body(made.pkg.packageNo, made.a.sku, { lines: [{ sku: made.a.sku, quantity: 0 }] })),
      'REFILL_QUANTITY_INVALID',
    );
  });

  it('refuses a currency outside the currency list (422/4307)', async () => {
    const made = await anOrder();
    expectError(
      await add(body(made.pkg.packageNo, made.a.sku, { currency: 'XYZ' })),
      'REFILL_CURRENCY_UNKNOWN',
    );
  });

  it('refuses an unknown amount type (400/4310) and order type (400/4311)', async () => {
    const made = await anOrder();
    expectError(
      await add(body(made.pkg.packageNo, made.a.sku, { amountType: 'tip_refill' })),
      'REFILL_AMOUNT_TYPE_REQUIRED',
    );
    expectError(
      await add(body(made.pkg.packageNo, made.a.sku, { orderType: 5 })),
      'REFILL_ORDER_TYPE_REQUIRED',
    );
  });

  it('refuses a transaction id with spaces or Chinese (400/4317)', async () => {
    const made = await anOrder();
    expectError(
      await add(body(made.pkg.packageNo, made.a.sku, { transactionId: 'PAY 交易' })),
      'REFILL_TRANSACTION_ID_INVALID',
    );
  });

  it('refuses an unknown receivables account (422/4315)', async () => {
    const made = await anOrder();
    expectError(
      await add(body(made.pkg.packageNo, made.a.sku, { receivablesAccountId: 999999 })),
      'REFILL_RECEIVABLES_ACCOUNT_UNKNOWN',
    );
  });

  it('refuses an unknown package (404/3005) and one outside the caller platforms', async () => {
    const made = await anOrder();
    expectError(await add(body('NO-SUCH-PACKAGE', made.a.sku)), 'PACKAGE_NOT_FOUND');
    expectError(await add(body(made.pkg.packageNo, made.a.sku), ebayOnly.headers), 'PACKAGE_NOT_FOUND');
  });

  it('needs a resend package for a resend order refill and an original one otherwise (422/4312, 4313)', async () => {
    const made = await anOrder();
    const resent = await resendOf(made);
    expectError(
      await add(body(made.pkg.packageNo, made.a.sku, { orderType: 2, amountType: 'resend_product_refill' })),
      'REFILL_NOT_RESEND_PACKAGE',
    );
    expectError(await add(body(resent.packageNo, made.a.sku)), 'REFILL_RESEND_PACKAGE_FOR_ORIGINAL');
    const ok = await add(
      body(resent.packageNo, made.a.sku, { orderType: 2, amountType: 'resend_product_refill' }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a caller without refill.manage (403/1007)', async () => {
    const made = await anOrder();
    expectError(await add(body(made.pkg.packageNo, made.a.sku), viewer.headers), 'NO_PERMISSION');
  });
});

async function aRefill() {
  const made = await anOrder();
  const res = await add(body(made.pkg.packageNo, made.a.sku));
  expect(res.statusCode, res.body).toBe(200);
  return { made, refill: res.json().data as { id: number; refillNo: string } };
}
const setStatus = (ids: number[], status: number) =>
  post(`${base}/changeStatusPackageReplenishment`, { ids, status });

describe('POST modifyPackageReplenishment', () => {
  it('edits an incompleted refill and replaces its lines, audited with before and after', async () => {
    const { made, refill } = await aRefill();
    const res = await post(
      `${base}/modifyPackageReplenishment`,
      body(made.pkg.packageNo, made.b.sku, {
        id: refill.id,
        amount: '3.3333',
        amountType: 'price_difference_refill',
        lines: [{ sku: made.b.sku, quantity: 3 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id: refill.id,
      refillNo: refill.refillNo,
      amount: '3.3333',
      amountType: 'price_difference_refill',
      lines: [{ sku: made.b.sku, quantity: 3 }],
      updatedBy: { id: agent.user.id },
    });
    const lines = await db
      .select()
      .from(packageReplenishmentLines)
      .where(eq(packageReplenishmentLines.replenishmentId, refill.id));
    expect(lines).toHaveLength(1);
    const audit = await auditRowsOf(db, 'refill', refill.id);
    expect(audit.map((a) => a.action)).toEqual(['refill.create', 'refill.update']);
    expect(audit[1]!.before).toMatchObject({ amount: '12.5000' });
  });

  it('refuses without an id (400/1102), an unknown id (404/4308) and a completed refill (409/4314)', async () => {
    const { made, refill } = await aRefill();
    const url = `${base}/modifyPackageReplenishment`;
    expectError(await post(url, body(made.pkg.packageNo, made.a.sku)), 'FIELD_REQUIRED');
    expectError(await post(url, body(made.pkg.packageNo, made.a.sku, { id: 999999 })), 'REFILL_NOT_FOUND');
    expect((await setStatus([refill.id], 1)).statusCode).toBe(200);
    expectError(
      await post(url, body(made.pkg.packageNo, made.a.sku, { id: refill.id })),
      'REFILL_COMPLETED_NOT_EDITABLE',
    );
  });

  it('hides a refill of another platform (404/4308)', async () => {
    const { made, refill } = await aRefill();
    expectError(
      await post(
        `${base}/modifyPackageReplenishment`,
        body(made.pkg.packageNo, made.a.sku, { id: refill.id }),
        ebayOnly.headers,
      ),
      'REFILL_NOT_FOUND',
    );
  });

  it('applies the rules of the creation: Chinese remark refused (400/4301)', async () => {
    const { made, refill } = await aRefill();
    expectError(
      await post(
        `${base}/modifyPackageReplenishment`,
        body(made.pkg.packageNo, made.a.sku, { id: refill.id, remark: '改一下' }),
      ),
      'REFILL_REMARK_NOT_ENGLISH',
    );
  });
});

describe('POST changeStatusPackageReplenishment and deletePackageReplenishment', () => {
  it('completes and reopens with a result per row, audited', async () => {
    const { refill } = await aRefill();
    const done = await setStatus([refill.id, 999999], 1);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual([
      { id: refill.id, is_success: true, code: 200, response_message: null },
      {
        id: 999999,
        is_success: false,
        code: errorCatalogue.REFILL_NOT_FOUND.code,
        response_message: 'The refill request does not exist',
      },
    ]);
    const [row] = await db
      .select()
      .from(packageReplenishments)
      .where(eq(packageReplenishments.id, refill.id));
    expect(row!.status).toBe(1);
    expect(row!.completedAt).not.toBeNull();
    expect((await setStatus([refill.id], 0)).statusCode).toBe(200);
    const audit = await auditRowsOf(db, 'refill', refill.id);
    expect(audit.map((a) => a.action)).toEqual(['refill.create', 'refill.complete', 'refill.reopen']);
  });

  it('refuses a status other than 0 or 1 (400/4316), no ids (400) and more than 20 (400)', async () => {
    expectError(await setStatus([1], 5), 'REFILL_STATUS_INVALID');
    expectError(await setStatus([], 1), 'SELECT_DATA');
    expectError(
      await setStatus(
        Array.from({ length: 21 }, (_, i) => i + 1),
        1,
      ),
      'TOO_MANY_ROWS',
    );
  });

  it('refuses to delete a completed refill (409/4305) and deletes an incompleted one, audited', async () => {
    const { refill } = await aRefill();
    await setStatus([refill.id], 1);
    const refused = await post(`${base}/deletePackageReplenishment?id=${refill.id}`, {});
    expectError(refused, 'REFILL_COMPLETED_NOT_DELETABLE');
    expect(refused.json()).toMatchObject({
      error_info: { msg: 'A completed refill request cannot be deleted' },
    });
    await setStatus([refill.id], 0);
    const res = await post(`${base}/deletePackageReplenishment?id=${refill.id}`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await db.select().from(packageReplenishments).where(eq(packageReplenishments.id, refill.id)),
    ).toEqual([]);
    expect((await auditRowsOf(db, 'refill', refill.id)).at(-1)!.action).toBe('refill.delete');
  });

  it('refuses to delete an unknown refill (404/4308) or without an id (400/1102)', async () => {
    expectError(await post(`${base}/deletePackageReplenishment?id=999999`, {}), 'REFILL_NOT_FOUND');
    expectError(await post(`${base}/deletePackageReplenishment`, {}), 'FIELD_REQUIRED');
  });
});

describe('GET search and the order details list', () => {
  it('finds by order number, package number, refill number and transaction id, with filters', async () => {
    const { made, refill } = await aRefill();
    for (const keyword of [made.order.orderNo, made.pkg.packageNo, refill.refillNo]) {
      const res = await get(`${base}/search?keyword=${encodeURIComponent(keyword)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().data as { list: { id: number }[] }).list.map((r) => r.id)).toEqual([refill.id]);
    }
    const filtered = await get(
      `${base}/search?keyword=${made.order.orderNo}&status=1&amountType=shipping_fee_refill`,
    );
    expect((filtered.json().data as { total: number }).total).toBe(0);
    const byOrder = await get(`${base}/getReplenishmentByOrderIdOnOrderDetailPage?orderId=${made.order.id}`);
    expect((byOrder.json().data as { id: number }[]).map((r) => r.id)).toEqual([refill.id]);
    const hidden = await get(`${base}/search?keyword=${made.order.orderNo}`, ebayOnly.headers);
    expect((hidden.json().data as { total: number }).total).toBe(0);
  });

  it('refuses a range over one month (400/1108), a page size not offered (400/1101)', async () => {
    expectError(
      await get(`${base}/search?createdFrom=2026-01-01&createdTo=2026-03-01`),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(await get(`${base}/search?pageSize=7`), 'VALIDATION_FAILED');
  });

  it('refuses the order details list of an unknown or hidden order (404/3004)', async () => {
    const made = await anOrder();
    expectError(
      await get(`${base}/getReplenishmentByOrderIdOnOrderDetailPage?orderId=999999`),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await get(
        `${base}/getReplenishmentByOrderIdOnOrderDetailPage?orderId=${made.order.id}`,
        ebayOnly.headers,
      ),
      'ORDER_NOT_FOUND',
    );
  });
});

describe('lookups: payments, resend packages, accounts, currencies', () => {
  it("answers the package's order, payments and lines", async () => {
    const made = await anOrder();
    const res = await get(`${base}/getPayPayInfo?packageNo=${made.pkg.packageNo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      orderNo: made.order.orderNo,
      orderCurrency: 'USD',
      isResendPackage: false,
      payments: [{ method: 'paypal', currency: 'USD' }],
      orderLines: [{ sku: made.a.sku, quantity: 2 }, { sku: made.b.sku }],
    });
    expectError(await get(`${base}/getPayPayInfo?packageNo=NO-SUCH`), 'PACKAGE_NOT_FOUND');
    expectError(await get(`${base}/getPayPayInfo`), 'FIELD_REQUIRED');
  });

  it('answers the resend package numbers of the order, by package or order id', async () => {
    const made = await anOrder();
    const resent = await resendOf(made);
    const byPackage = await get(`${base}/getReSentOrderNo?packageNo=${made.pkg.packageNo}`);
    expect(byPackage.json().data).toEqual([resent.packageNo]);
    const byOrder = await get(`${base}/getReSentOrderNo?orderId=${made.order.id}`);
    expect(byOrder.json().data).toEqual([resent.packageNo]);
    expectError(await get(`${base}/getReSentOrderNo`), 'FIELD_REQUIRED');
    expectError(await get(`${base}/getReSentOrderNo?orderId=999999`), 'ORDER_NOT_FOUND');
  });

  it('answers the receiving accounts (by currency) and the currency list', async () => {
    const all = await post(`${base}/getReceivablesAccount`, {});
    expect(all.statusCode, all.body).toBe(200);
    expect((all.json().data as unknown[]).length).toBeGreaterThanOrEqual(3);
    const eur = await post(`${base}/getReceivablesAccount`, { currency: 'eur' });
    const eurCurrencies = (eur.json().data as { currency: string | null }[]).map((a) => a.currency);
    expect(eurCurrencies.every((c) => c === null || c === 'EUR')).toBe(true);
    const codes = await get('/api/csPaypalExchangeRate/getAllCurrencyCode');
    expect(codes.json().data).toEqual(expect.arrayContaining(['USD', 'EUR', 'GBP', 'JPY']));
  });
});

describe('POST export', () => {
  it('streams an .xlsx of the filtered refills, audited', async () => {
    const { made, refill } = await aRefill();
    const res = await post(`${base}/export`, { keyword: made.order.orderNo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('1');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Refill no.');
    expect(sheet.getRow(2).getCell(1).value).toBe(refill.refillNo);
    expect(sheet.getRow(2).getCell(6).value).toBe(12.5);
    expect(sheet.rowCount).toBe(2);
  });

  it('walks the export batches by the microsecond timestamp, skipping no row at a batch boundary', async () => {
    const made = [await aRefill(), await aRefill(), await aRefill()];
    for (const [i, r] of made.entries())
      await db
        .update(packageReplenishments)
        .set({ createdAt: sql`${`2020-05-01 10:00:00.00010${i + 1}+00`}::timestamptz` })
        .where(eq(packageReplenishments.id, r.refill.id));
    const filter = {
      platformIds: [made[0]!.made.order.platformId],
      from: new Date('2020-05-01T00:00:00Z'),
      to: new Date('2020-05-02T00:00:00Z'),
      scope: { all: true } as const,
    };
    const seen: number[] = [];
    for await (const batch of refillBatches(db, filter, 1)) seen.push(...batch.map((r) => r.refill.id));
    expect(seen).toEqual(made.map((r) => r.refill.id).reverse());
  });

  it('refuses a range over one month before streaming (400/1108) and a viewer (403/1007)', async () => {
    expectError(
      await post(`${base}/export`, { createdFrom: '2026-01-01', createdTo: '2026-03-01' }),
      'QUERY_RANGE_TOO_LONG',
    );
    expectError(await post(`${base}/export`, {}, viewer.headers), 'NO_PERMISSION');
  });
});
