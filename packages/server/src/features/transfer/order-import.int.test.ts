import { ORDER_IMPORT_MAX_ROWS, orderImportColumns } from '@backdesk/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app-builder.js';
import { expectError } from '../../../test/expect-error.js';
import { auditRowsOf, bearer, createRole, createUser, signIn } from '../../../test/factories.js';
import { createProduct, createShop } from '../../../test/order-factories.js';
import { multipartFile, rowsOf, XLSX_TYPE, xlsxOf } from '../../../test/xlsx-files.js';
import {
  customers,
  orderHistory,
  orderLines,
  orders,
  packageLines,
  packages,
  payments,
  products,
} from '../../db/schema/index.js';

/** The server's warnings, to show why an upload was refused (the cause is logged, not answered). */
const logLines: string[] = [];
const { app, database } = await createTestApp(
  { logLevel: 'warn' },
  { logStream: { write: (line) => void logLines.push(line) } },
);
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
const importer = await userWith(['order.view', 'order.import'], 'all');
const viewerOnly = await userWith(['order.view'], 'all');
const aeImporter = await userWith(['order.view', 'order.import'], [13]);

const shop = await createShop(db, { platformId: 13, currency: 'USD' });
const amazonShop = await createShop(db, { platformId: 12, currency: 'EUR' });
const caseSku = await createProduct(db, { price: '12.9900' });
const glassSku = await createProduct(db, { price: '5.0000' });
const warranty = await createProduct(db, { isVirtual: true });

const header = orderImportColumns.map((c) => c.en);
let serial = 0;
/** A row of the file by column key; the rest of a good row filled in. */
const line = (over: Record<string, string | number> = {}) => {
  serial += 1;
  const cells: Record<string, string | number> = {
    platform: 'AE',
    shop: shop.name,
    originalOrderId: `IMP${Date.now()}${serial}`,
    orderTime: '',
    currency: 'USD',
    customerName: 'Jane Doe',
    customerEmail: `jane.${serial}@example.com`,
    customerPhone: '+1 415 555 0100',
    country: 'US',
    state: 'CA',
    city: 'San Jose',
    postcode: '95113',
    address1: '1 Main Street',
    address2: '',
    sku: caseSku.sku,
    quantity: 2,
    unitPrice: 12.99,
    discount: 0,
    freight: 4.99,
    paymentMethod: 'paypal',
    transactionNo: `TX${serial}`,
    logisticMethod: 'YANWEN_SPECIAL',
    ...over,
  };
  return orderImportColumns.map((c) => cells[c.key] ?? '');
};
const upload = async (url: string, file: Buffer, fileName = 'orders.xlsx', headers = importer.headers) => {
  const body = multipartFile(fileName, file);
  return app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
};
const dryRun = (file: Buffer, fileName?: string, headers?: Record<string, string>) =>
  upload('/api/orderImport/dryRun', file, fileName, headers);
const importFile = (file: Buffer, fileName?: string, headers?: Record<string, string>) =>
  upload('/api/orderImport', file, fileName, headers);

describe('GET /api/orderImport/template', () => {
  it('answers 401 signed out and 403 without order.import', async () => {
    expectError(await app.inject({ method: 'GET', url: '/api/orderImport/template' }), 'NOT_SIGNED_IN');
    expectError(
      await app.inject({ method: 'GET', url: '/api/orderImport/template', headers: viewerOnly.headers }),
      'NO_PERMISSION',
    );
    expectError(await dryRun(await xlsxOf([header]), 'a.xlsx', viewerOnly.headers), 'NO_PERMISSION');
    expectError(await importFile(await xlsxOf([header]), 'a.xlsx', viewerOnly.headers), 'NO_PERMISSION');
  });

  it("is an .xlsx with the header in the caller's language and one example row", async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/orderImport/template',
      headers: importer.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_TYPE);
    expect(res.headers['content-disposition']).toContain('order-import-template.xlsx');
    const rows = await rowsOf(res.rawPayload);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(header);
    expect(rows[1]![0]).toBe('AE');

    const zh = await app.inject({
      method: 'GET',
      url: '/api/orderImport/template',
      headers: { ...importer.headers, lang: 'zh' },
    });
    expect((await rowsOf(zh.rawPayload))[0]).toEqual(orderImportColumns.map((c) => c.zh));
  });
});

describe('POST /api/orderImport/dryRun', () => {
  it('reports each row, with the field and the message in the caller’s language, and writes nothing', async () => {
    const good = line();
    const bad = line({ quantity: 0, sku: 'NO-SUCH-SKU' });
    const res = await dryRun(await xlsxOf([header, good, bad]));
    expect(res.statusCode, `${res.body}\n${logLines.join('')}`).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      fileName: 'orders.xlsx',
      totalRows: 2,
      successRows: 1,
      failedRows: 1,
      orders: 1,
    });
    expect(data.rows[0]).toMatchObject({ row: 2, isSuccess: true, errors: [] });
    expect(data.rows[1]).toMatchObject({ row: 3, isSuccess: false, originalOrderId: bad[2] });
    expect(data.rows[1].errors).toEqual(
      expect.arrayContaining([
        { field: 'sku', code: 3216, message: 'Nonexistent SKU' },
        { field: 'quantity', code: 3218, message: 'The quantity must be an integer greater than 0' },
      ]),
    );
    const written = await db
      .select()
      .from(orders)
      .where(eq(orders.originalOrderId, String(good[2])));
    expect(written).toEqual([]);

    const zh = await dryRun(await xlsxOf([header, bad]), 'orders.xlsx', { ...importer.headers, lang: 'zh' });
    expect(zh.json().data.rows[0].errors).toContainEqual({ field: 'sku', code: 3216, message: 'SKU 不存在' });
  });

  it('reads a file filled in Chinese headers, and refuses a platform the user may not see', async () => {
    const zhHeader = orderImportColumns.map((c) => c.zh);
    const res = await dryRun(
      await xlsxOf([zhHeader, line(), line({ platform: 'AMAZON', shop: amazonShop.name, currency: 'EUR' })]),
      'orders.xlsx',
      aeImporter.headers,
    );
    const rows = res.json().data.rows;
    expect(rows[0].isSuccess).toBe(true);
    expect(rows[1].errors).toEqual([
      { field: 'platform', code: 3211, message: 'You may not import orders of this platform' },
    ]);
  });
});

describe('POST /api/orderImport', () => {
  it('imports each valid order with its lines, package, payment, history and audit; refuses it twice', async () => {
    const id = `IMPORD${Date.now()}`;
    const first = line({ originalOrderId: id, discount: 1.5 });
    // later rows of one order give its line; the order's own columns may stay blank
    const more = (sku: string, unitPrice: number) =>
      orderImportColumns.map((c) =>
        c.key === 'platform'
          ? 'AE'
          : c.key === 'shop'
            ? shop.name
            : c.key === 'originalOrderId'
              ? id
              : c.key === 'sku'
                ? sku
                : c.key === 'quantity'
                  ? 1
                  : c.key === 'unitPrice'
                    ? unitPrice
                    : '',
      );
    const second = more(glassSku.sku, 5);
    const virtual = more(warranty.sku, 0);
    const bad = line({ customerEmail: 'not-an-email' });
    const file = await xlsxOf([header, first, second, virtual, bad]);

    const res = await importFile(file, 'march.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ totalRows: 4, successRows: 3, failedRows: 1, orders: 1 });
    const [r2, r3, r4, r5] = data.rows;
    expect(r2).toMatchObject({ row: 2, isSuccess: true, orderNo: expect.stringMatching(/^BD\d{13}$/) });
    expect(r3.orderNo).toBe(r2.orderNo);
    expect(r4.orderId).toBe(r2.orderId);
    expect(r5).toMatchObject({ row: 5, isSuccess: false, orderId: null });
    expect(r5.errors).toEqual([
      { field: 'customerEmail', code: 1116, message: 'Please enter a valid e-mail address' },
    ]);

    const [order] = await db.select().from(orders).where(eq(orders.id, r2.orderId));
    expect(order).toMatchObject({
      orderNo: r2.orderNo,
      platformId: 13,
      shopId: shop.id,
      originalOrderId: id,
      currency: 'USD',
      status: 0,
      itemsAmount: '29.4800',
      freightAmount: '4.9900',
      discountAmount: '1.5000',
      totalAmount: '34.4700',
      shipCountry: 'US',
      shipCity: 'San Jose',
    });
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => [l.sku, l.quantity, l.amount])).toEqual([
      [caseSku.sku, 2, '24.4800'],
      [glassSku.sku, 1, '5.0000'],
      [warranty.sku, 1, '0.0000'],
    ]);
    const [pkg] = await db.select().from(packages).where(eq(packages.orderId, order!.id));
    expect(pkg).toMatchObject({
      packageNo: `PK${order!.orderNo.slice(2)}1`,
      logisticMethod: 'YANWEN_SPECIAL',
    });
    const packed = await db.select().from(packageLines).where(eq(packageLines.packageId, pkg!.id));
    expect(packed.map((l) => l.sku)).toEqual([caseSku.sku, glassSku.sku]); // the virtual line ships nothing
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(payment).toMatchObject({ method: 'paypal', route: 3, amount: '34.4700', currency: 'USD' });
    const [customer] = await db.select().from(customers).where(eq(customers.id, order!.customerId!));
    expect(customer).toMatchObject({ platformId: 13, name: 'Jane Doe', country: 'US' });
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, order!.id));
    expect(history).toEqual([
      expect.objectContaining({
        action: 'order.import',
        userId: importer.user.id,
        params: { file: 'march.xlsx', rows: [2, 3, 4] },
        detail: null,
      }),
    ]);
    expect(await auditRowsOf(db, 'order', order!.id)).toEqual([
      expect.objectContaining({ action: 'order.import', userId: importer.user.id, path: '/api/orderImport' }),
    ]);

    // the order list finds it
    const list = await app.inject({
      method: 'POST',
      url: '/api/csOrderParent/search',
      headers: importer.headers,
      payload: { keyword: id },
    });
    expect(list.json().data.list.map((o: { id: number }) => o.id)).toEqual([order!.id]);

    // a second import of the same file: the order exists now
    const again = await importFile(file, 'march.xlsx');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ successRows: 0, orders: 0 });
    expect(again.json().data.rows[0].errors).toEqual([
      { field: 'originalOrderId', code: 3213, message: 'This original order id already exists for the shop' },
    ]);
    const count = await db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, shop.id), eq(orders.originalOrderId, id)));
    expect(count).toHaveLength(1);
  });

  it('imports the same file twice at once only once', async () => {
    const id = `IMPRACE${Date.now()}`;
    const file = await xlsxOf([header, line({ originalOrderId: id })]);
    const [a, b] = await Promise.all([importFile(file), importFile(file)]);
    const successes = [a, b].map((r) => r.json().data.successRows);
    expect(successes.sort()).toEqual([0, 1]);
    const written = await db.select().from(orders).where(eq(orders.originalOrderId, id));
    expect(written).toHaveLength(1);
  });
});

describe('the file as a whole', () => {
  it('refuses a file over 5 MB with "File exceeded upload limit!"', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    big.writeUInt32LE(0x04034b50, 0);
    const res = await dryRun(big, 'big.xlsx');
    expectError(res, 'UPLOAD_TOO_LARGE');
    expect(res.json().error_info.msg).toBe('File exceeded upload limit!');
    expectError(await importFile(big, 'big.xlsx'), 'UPLOAD_TOO_LARGE');
  });

  it('refuses what is not an .xlsx file with "Upload fail"', async () => {
    const csv = Buffer.from('Platform,Shop\nAE,Store\n');
    const res = await dryRun(csv, 'orders.csv');
    expectError(res, 'UPLOAD_FAILED');
    expect(res.json().error_info.msg).toBe('Upload fail');
    // named .xlsx but not one
    expectError(await dryRun(csv, 'orders.xlsx'), 'UPLOAD_FAILED');
    // a zip that is no workbook
    const zip = Buffer.from(`504b0304${'00'.repeat(60)}`, 'hex');
    logLines.length = 0;
    expectError(await dryRun(zip, 'orders.xlsx'), 'UPLOAD_FAILED');
    // the server logs what failed underneath, by type and place
    const refused = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'refused: UPLOAD_FAILED');
    expect(refused?.cause).toMatchObject({ type: expect.any(String), at: expect.any(Array) });
    expect(refused.cause.at.length).toBeGreaterThan(0);
    // not multipart at all
    expectError(
      await app.inject({ method: 'POST', url: '/api/orderImport', headers: importer.headers, payload: {} }),
      'UPLOAD_FAILED',
    );
  });

  it('refuses a sheet without the template’s columns with "Form data is abnormal" and the missing columns', async () => {
    const res = await dryRun(
      await xlsxOf([
        ['Name', 'SKU'],
        ['x', caseSku.sku],
      ]),
    );
    expectError(res, 'IMPORT_FORM_ABNORMAL');
    expect(res.json().error_info.msg).toBe('Form data is abnormal');
    expect(res.json().error_info.fieldErrors).toContainEqual({
      field: 'platform',
      code: 3206,
      message: 'The column "Platform" is missing',
    });
  });

  it('refuses a file without rows, and one with more rows than the limit', async () => {
    expectError(await dryRun(await xlsxOf([header])), 'IMPORT_FILE_EMPTY');
    const many = [header, ...Array.from({ length: ORDER_IMPORT_MAX_ROWS + 1 }, () => line())];
    const res = await dryRun(await xlsxOf(many));
    expectError(res, 'IMPORT_TOO_MANY_ROWS');
    expect(res.json().error_info.msg).toBe(`An import file may hold at most ${ORDER_IMPORT_MAX_ROWS} rows`);
  });

  it('reads dates typed as dates and numbers typed as numbers', async () => {
    const row = line({ orderTime: '' });
    const file = await xlsxOf([header, row.map((v, i) => (i === 3 ? new Date('2026-01-02T03:04:00Z') : v))]);
    const res = await importFile(file);
    expect(res.json().data.rows[0]).toMatchObject({ isSuccess: true });
    const [order] = await db.select().from(orders).where(eq(orders.id, res.json().data.rows[0].orderId));
    expect(order!.createdAt.toISOString()).toBe('2026-01-02T03:04:00.000Z');
    expect(order!.orderNo.startsWith('BD260102')).toBe(true);
    expect((await db.select().from(products).where(eq(products.id, caseSku.id))).length).toBe(1);
  });
});
