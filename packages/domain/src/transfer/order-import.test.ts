import { describe, expect, it } from 'vitest';
import { type ErrorName, errorText } from '../errors/catalogue.js';
import {
  checkImportRows,
  type ImportReference,
  importOrderKey,
  importTemplateRows,
  mapImportHeaders,
  type OrderImportCells,
  orderImportColumns,
  parseImportTime,
} from './order-import.js';

const now = new Date('2026-03-15T10:00:00Z');
const ref: ImportReference = {
  platforms: [
    { id: 13, code: 'AE', en: 'AliExpress (AE)', zh: '速卖通（AE）' },
    { id: 12, code: 'AMAZON', en: 'Amazon-type marketplace', zh: '亚马逊类平台' },
    { id: 4, code: 'OWN_SITE_US', en: 'Own website (US)', zh: '自营网站（美国）' },
  ],
  allowedPlatformIds: [13, 12],
  shops: [
    { id: 1, platformId: 13, name: 'AE Official Store', currency: 'USD' },
    { id: 2, platformId: 12, name: 'Amazon DE Zubehör', currency: 'EUR' },
    { id: 3, platformId: 4, name: 'US Store', currency: 'USD' },
  ],
  products: new Map([
    [
      'PC-IP15-BLK',
      { id: 10, sku: 'PC-IP15-BLK', titleEn: 'Phone case, iPhone 15, Black', isVirtual: false },
    ],
    ['SP-IP15', { id: 11, sku: 'SP-IP15', titleEn: 'Screen protector, iPhone 15', isVirtual: false }],
    ['VW-1Y', { id: 12, sku: 'VW-1Y', titleEn: 'Extended warranty, 1 year', isVirtual: true }],
  ]),
  existingOrders: new Set([importOrderKey(1, '8000000000000099')]),
  now,
};

/** A valid row; overrides change single cells. */
const good = (over: OrderImportCells = {}): OrderImportCells => ({
  platform: 'AE',
  shop: 'AE Official Store',
  originalOrderId: '8100000000000001',
  orderTime: '2026-03-14 08:30',
  currency: 'USD',
  customerName: 'Jane Doe',
  customerEmail: 'jane.doe@example.com',
  customerPhone: '+1 415 555 0100',
  country: 'US',
  state: 'CA',
  city: 'San Jose',
  postcode: '95113',
  address1: '1 Main Street',
  address2: '',
  sku: 'PC-IP15-BLK',
  quantity: '2',
  unitPrice: '12.99',
  discount: '1.5',
  freight: '4.99',
  paymentMethod: 'paypal',
  transactionNo: '5TY12345AB678901C',
  logisticMethod: 'YANWEN_SPECIAL',
  ...over,
});
const one = (cells: OrderImportCells) => checkImportRows([{ row: 2, cells }], ref);
const problemsOf = (cells: OrderImportCells) =>
  one(cells).rows[0]!.problems.map((p) => [p.field, p.name] as const);

describe('checkImportRows: one valid row is one order', () => {
  it('computes the lines, the amounts and the references', () => {
    const { rows, orders } = one(good());
    expect(rows[0]!.problems).toEqual([]);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      key: '1:8100000000000001',
      rows: [2],
      platformId: 13,
      shopId: 1,
      currency: 'USD',
      createdAt: new Date('2026-03-14T08:30:00Z'),
      customer: { name: 'Jane Doe', email: 'jane.doe@example.com', country: 'US' },
      shipping: { state: 'CA', city: 'San Jose', address1: '1 Main Street', address2: null },
      paymentMethod: 'paypal',
      logisticMethod: 'YANWEN_SPECIAL',
      itemsAmount: '24.4800',
      freightAmount: '4.9900',
      discountAmount: '1.5000',
      totalAmount: '29.4700',
    });
    expect(orders[0]!.lines).toEqual([
      {
        row: 2,
        productId: 10,
        sku: 'PC-IP15-BLK',
        title: 'Phone case, iPhone 15, Black',
        isVirtual: false,
        quantity: 2,
        unitPrice: '12.9900',
        discount: '1.5000',
        amount: '24.4800',
      },
    ]);
  });

  it('reads platforms, payment and logistic methods by code or name, in either language', () => {
    const { orders } = one(
      good({
        platform: '速卖通（AE）',
        paymentMethod: 'Credit card',
        logisticMethod: '燕文专线',
        sku: 'pc-ip15-blk',
        orderTime: '',
        discount: '',
        freight: '',
        customerEmail: '',
      }),
    );
    expect(orders[0]).toMatchObject({
      platformId: 13,
      paymentMethod: 'creditCard',
      logisticMethod: 'YANWEN_SPECIAL',
      createdAt: null,
      customer: { email: null },
      freightAmount: '0.0000',
      discountAmount: '0.0000',
    });
  });
});

describe('checkImportRows: one rule per row (spec 3 §5, §8)', () => {
  it.each<[string, OrderImportCells, string | null, ErrorName]>([
    ['platform required', { platform: '' }, 'platform', 'FIELD_REQUIRED'],
    ['unknown platform', { platform: 'Nowhere' }, 'platform', 'IMPORT_PLATFORM_UNKNOWN'],
    [
      'platform outside the user’s platforms',
      { platform: '4', shop: 'US Store' },
      'platform',
      'IMPORT_PLATFORM_NOT_ALLOWED',
    ],
    ['shop of another platform', { shop: 'Amazon DE Zubehör' }, 'shop', 'IMPORT_SHOP_UNKNOWN'],
    ['unknown shop', { shop: 'No such shop' }, 'shop', 'IMPORT_SHOP_UNKNOWN'],
    ['original order id required', { originalOrderId: ' ' }, 'originalOrderId', 'FIELD_REQUIRED'],
    [
      'original order id already imported',
      { originalOrderId: '8000000000000099' },
      'originalOrderId',
      'IMPORT_ORDER_EXISTS',
    ],
    ['currency of another shop', { currency: 'EUR' }, 'currency', 'IMPORT_CURRENCY_MISMATCH'],
    ['currency required', { currency: '' }, 'currency', 'FIELD_REQUIRED'],
    ['unknown SKU', { sku: 'NOPE-1' }, 'sku', 'IMPORT_SKU_UNKNOWN'],
    ['SKU required', { sku: '' }, 'sku', 'FIELD_REQUIRED'],
    ['quantity 0', { quantity: '0' }, 'quantity', 'IMPORT_QUANTITY_INVALID'],
    ['quantity negative', { quantity: '-1' }, 'quantity', 'IMPORT_QUANTITY_INVALID'],
    ['quantity not an integer', { quantity: '1.5' }, 'quantity', 'IMPORT_QUANTITY_INVALID'],
    ['quantity required', { quantity: '' }, 'quantity', 'FIELD_REQUIRED'],
    ['unit price negative', { unitPrice: '-1' }, 'unitPrice', 'IMPORT_AMOUNT_INVALID'],
    ['unit price with 5 decimals', { unitPrice: '1.23456' }, 'unitPrice', 'IMPORT_AMOUNT_INVALID'],
    ['unit price not a number', { unitPrice: 'abc' }, 'unitPrice', 'IMPORT_AMOUNT_INVALID'],
    ['freight negative', { freight: '-0.01' }, 'freight', 'IMPORT_AMOUNT_INVALID'],
    ['discount above the line', { discount: '30' }, 'discount', 'IMPORT_DISCOUNT_TOO_LARGE'],
    ['unknown country', { country: 'XX' }, 'country', 'IMPORT_COUNTRY_UNKNOWN'],
    ['country as a name', { country: 'United States' }, 'country', 'IMPORT_COUNTRY_UNKNOWN'],
    ['customer e-mail format', { customerEmail: 'jane.doe@' }, 'customerEmail', 'EMAIL_INVALID'],
    ['customer name required', { customerName: '' }, 'customerName', 'FIELD_REQUIRED'],
    ['city required', { city: '' }, 'city', 'FIELD_REQUIRED'],
    ['address required', { address1: '' }, 'address1', 'FIELD_REQUIRED'],
    ['address too long', { address1: 'x'.repeat(201) }, 'address1', 'TEXT_TOO_LONG'],
    ['unknown payment method', { paymentMethod: 'cheque' }, 'paymentMethod', 'IMPORT_PAYMENT_METHOD_UNKNOWN'],
    ['unknown logistic method', { logisticMethod: 'PIGEON' }, 'logisticMethod', 'IMPORT_LOGISTIC_UNKNOWN'],
    ['order time not a time', { orderTime: '14/03/2026' }, 'orderTime', 'IMPORT_TIME_INVALID'],
    ['order time not a day', { orderTime: '2026-02-30' }, 'orderTime', 'IMPORT_TIME_INVALID'],
    ['order time in the future', { orderTime: '2026-03-16 00:00' }, 'orderTime', 'IMPORT_TIME_INVALID'],
  ])('%s', (_name, over, field, name) => {
    const result = one(good(over));
    expect(result.orders).toEqual([]);
    expect(problemsOf(good(over))).toContainEqual([field, name]);
  });

  it('reports each field once, with the spec’s messages', () => {
    const problems = one(good({ sku: 'NOPE', quantity: '0', customerEmail: 'x' })).rows[0]!.problems;
    expect(problems.map((p) => p.field).sort()).toEqual(['customerEmail', 'quantity', 'sku']);
    expect(errorText('IMPORT_SKU_UNKNOWN', 'en')).toBe('Nonexistent SKU');
    expect(errorText('IMPORT_SKU_REPEATED', 'en')).toBe('Exist same SKU');
    expect(errorText('UPLOAD_FAILED', 'en')).toBe('Upload fail');
    expect(errorText('UPLOAD_TOO_LARGE', 'en')).toBe('File exceeded upload limit!');
    expect(errorText('IMPORT_FORM_ABNORMAL', 'en')).toBe('Form data is abnormal');
  });
});

describe('checkImportRows: the rows of one order', () => {
  const second = (over: OrderImportCells = {}): OrderImportCells => ({
    platform: 'AE',
    shop: 'AE Official Store',
    originalOrderId: '8100000000000001',
    sku: 'SP-IP15',
    quantity: '1',
    unitPrice: '5',
    ...over,
  });

  it('rows sharing platform, shop and original order id are the lines of one order', () => {
    const { rows, orders } = checkImportRows(
      [
        { row: 2, cells: good() },
        { row: 3, cells: second() },
        { row: 4, cells: good({ originalOrderId: '8100000000000002', sku: 'VW-1Y', discount: '0' }) },
      ],
      ref,
    );
    expect(rows.every((r) => r.problems.length === 0)).toBe(true);
    expect(orders.map((o) => o.rows)).toEqual([[2, 3], [4]]);
    expect(orders[0]!.lines.map((l) => l.sku)).toEqual(['PC-IP15-BLK', 'SP-IP15']);
    expect(orders[0]).toMatchObject({ itemsAmount: '29.4800', totalAmount: '34.4700' });
  });

  it('a repeated SKU in one order is refused ("Exist same SKU")', () => {
    const { rows, orders } = checkImportRows(
      [
        { row: 2, cells: good() },
        { row: 3, cells: second({ sku: 'PC-IP15-BLK' }) },
      ],
      ref,
    );
    expect(rows[1]!.problems).toEqual([{ field: 'sku', name: 'IMPORT_SKU_REPEATED' }]);
    expect(rows[0]!.problems).toEqual([{ field: null, name: 'IMPORT_ORDER_HAS_ERRORS', params: { row: 3 } }]);
    expect(orders).toEqual([]);
  });

  it('a later row may not change an order column', () => {
    const { rows } = checkImportRows(
      [
        { row: 2, cells: good() },
        { row: 3, cells: second({ currency: 'EUR' }) },
      ],
      ref,
    );
    expect(rows[1]!.problems).toContainEqual({
      field: 'currency',
      name: 'IMPORT_ORDER_ROWS_DIFFER',
      params: { row: 2 },
    });
  });

  it('one order named two ways (code and id of the platform) is refused on the second', () => {
    const { rows, orders } = checkImportRows(
      [
        { row: 2, cells: good() },
        { row: 3, cells: good({ platform: '13', sku: 'SP-IP15' }) },
      ],
      ref,
    );
    expect(rows[1]!.problems).toContainEqual({
      field: 'originalOrderId',
      name: 'IMPORT_ORDER_ROWS_DIFFER',
      params: { row: 2 },
    });
    expect(orders.map((o) => o.rows)).toEqual([[2]]);
  });

  it('other orders of the file are kept when one fails', () => {
    const { orders } = checkImportRows(
      [
        { row: 2, cells: good() },
        { row: 3, cells: good({ originalOrderId: '8100000000000002', quantity: '0' }) },
      ],
      ref,
    );
    expect(orders.map((o) => o.rows)).toEqual([[2]]);
  });
});

describe('the header row and the template', () => {
  it('matches headers in either language, and lists missing required columns', () => {
    const zh = orderImportColumns.map((c) => c.zh);
    expect(mapImportHeaders(zh).missing).toEqual([]);
    expect(mapImportHeaders([' sku ', 'Quantity', '单价', 'Other']).columns).toEqual([
      'sku',
      'quantity',
      'unitPrice',
      null,
    ]);
    expect(mapImportHeaders(['SKU', 'Quantity'])).toMatchObject({
      missing: expect.arrayContaining(['platform', 'shop', 'originalOrderId', 'unitPrice']),
    });
  });

  it('the template example row is itself a valid row', () => {
    const [header, example] = importTemplateRows('en', now);
    expect(header[0]).toBe('Platform');
    const cells = Object.fromEntries(orderImportColumns.map((c, i) => [c.key, example[i]!]));
    expect(problemsOf(cells)).toEqual([]);
    expect(importTemplateRows('zh', now)[0][0]).toBe('平台');
  });

  it.each([
    ['2026-03-14', '2026-03-14T00:00:00.000Z'],
    ['2026-03-14 08:30', '2026-03-14T08:30:00.000Z'],
    ['2026-03-14T08:30:15', '2026-03-14T08:30:15.000Z'],
    ['2026-03-14T08:30:00+08:00', '2026-03-14T00:30:00.000Z'],
    ['2026-03-14T08:30:00.000Z', '2026-03-14T08:30:00.000Z'],
    ['2026-13-01', null],
    ['14.03.2026', null],
    ['2026-03-14 25:00', null],
  ])('parseImportTime(%s)', (text, iso) => {
    expect(parseImportTime(text)?.toISOString() ?? null).toBe(iso);
  });
});
