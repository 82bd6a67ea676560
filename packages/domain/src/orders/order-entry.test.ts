import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  entryEditProblem,
  entryLinesProblem,
  entryTotals,
  orderEntryInputSchema,
  orderUpdateInputSchema,
} from './order-entry.js';

describe('entryTotals: lines, items, discount and total (one computation for the form and the server)', () => {
  it.each([
    ['one line', [{ quantity: 2, unitPrice: '10.5' }], {}, ['21.0000'], '21.0000', '0.0000', '21.0000'],
    [
      'two lines with a discount and freight',
      [
        { quantity: 1, unitPrice: '99.99', discount: '10' },
        { quantity: 3, unitPrice: '0.3333' },
      ],
      { freightAmount: '4.99' },
      ['89.9900', '0.9999'],
      '90.9899',
      '10.0000',
      '95.9799',
    ],
    [
      'every extra amount counts once',
      [{ quantity: 1, unitPrice: '100' }],
      {
        freightAmount: '5',
        freightInsuranceAmount: '1',
        tariffInsuranceAmount: '2',
        codFeeAmount: '3',
        salesTaxAmount: '8.85',
        gstAmount: '0.15',
      },
      ['100.0000'],
      '100.0000',
      '0.0000',
      '120.0000',
    ],
    [
      'rounded half-up at 4 places',
      [{ quantity: 3, unitPrice: '0.33335' }],
      {},
      ['1.0001'],
      '1.0001',
      '0.0000',
      '1.0001',
    ],
  ] as const)('%s', (_case, lines, amounts, lineAmounts, items, discount, total) => {
    const t = entryTotals({ lines, amounts });
    expect(t.lines.map((l) => l.amount)).toEqual(lineAmounts);
    expect(t.itemsAmount).toBe(items);
    expect(t.discountAmount).toBe(discount);
    expect(t.totalAmount).toBe(total);
  });
});

describe('entryLinesProblem: a SKU once, a discount within its line', () => {
  it.each([
    [
      'distinct SKUs',
      [
        { sku: 'A', quantity: 1, unitPrice: '1' },
        { sku: 'B', quantity: 1, unitPrice: '1' },
      ],
      null,
    ],
    [
      'the same SKU twice, any case',
      [
        { sku: 'ab-1', quantity: 1, unitPrice: '1' },
        { sku: 'AB-1 ', quantity: 2, unitPrice: '1' },
      ],
      { name: 'ENTRY_DUPLICATE_SKU', index: 1, field: 'sku', sku: 'AB-1' },
    ],
    ['a discount equal to the line', [{ sku: 'A', quantity: 2, unitPrice: '5', discount: '10' }], null],
    [
      'a discount above the line',
      [{ sku: 'A', quantity: 2, unitPrice: '5', discount: '10.01' }],
      { name: 'ENTRY_DISCOUNT_TOO_HIGH', index: 0, field: 'discount', sku: 'A' },
    ],
  ] as const)('%s', (_case, lines, expected) => {
    expect(entryLinesProblem(lines)).toEqual(expected);
  });
});

describe('entryEditProblem: interception first, closed never, platform orders only before the warehouse', () => {
  it.each([
    ['manual, unconfirmed', { status: 1, orderType: 1, manual: true }, null],
    ['platform, unconfirmed', { status: 1, orderType: 1, manual: false }, null],
    ['platform, intercepted', { status: 18, orderType: 1, manual: false }, null],
    ['platform, out of stock', { status: 10, orderType: 1, manual: false }, null],
    ['platform, buyer complains', { status: 14, orderType: 1, manual: false }, 'ENTRY_NOT_EDITABLE'],
    ['manual, buyer complains', { status: 14, orderType: 1, manual: true }, null],
    [
      'confirmed: the warehouse works on it',
      { status: 3, orderType: 1, manual: true },
      'INTERCEPTION_REQUIRED',
    ],
    ['in process', { status: 12, orderType: 1, manual: false }, 'INTERCEPTION_REQUIRED'],
    ['wholesale to ship', { status: 26, orderType: 2, manual: false }, 'INTERCEPTION_REQUIRED'],
    ['consigned', { status: 4, orderType: 1, manual: true }, 'ENTRY_NOT_EDITABLE'],
    ['cancelled', { status: 13, orderType: 1, manual: true }, 'ENTRY_NOT_EDITABLE'],
    ['deleted', { status: 9, orderType: 1, manual: false }, 'ENTRY_NOT_EDITABLE'],
    ['merged', { status: 20, orderType: 1, manual: false }, 'ENTRY_NOT_EDITABLE'],
    ['dropship', { status: 1, orderType: 3, manual: false }, 'DROPSHIP_ORDER'],
  ] as const)('%s -> %s', (_case, order, expected) => {
    expect(entryEditProblem(order)).toBe(expected);
  });

  it("refuses a warehouse-working order with the spec's message", () => {
    expect(errorText('INTERCEPTION_REQUIRED', 'en')).toMatch(
      /^Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order/,
    );
  });
});

const valid = {
  shopId: 3,
  currency: 'USD',
  customer: { name: 'Jane Doe', email: ' Jane.Doe@Example.com ' },
  shipping: { name: 'Jane Doe', country: 'us', city: 'San Jose', address1: '1 Main Street' },
  lines: [{ sku: 'ts-1', quantity: '2', unitPrice: 9.99 }],
  paymentMethod: 'paypal',
};
const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('orderEntryInputSchema: the entry contract with catalogue errors', () => {
  it('normalises a valid entry', () => {
    const parsed = orderEntryInputSchema.parse(valid);
    expect(parsed.customer.email).toBe('jane.doe@example.com');
    expect(parsed.shipping.country).toBe('US');
    expect(parsed.lines[0]).toEqual({ sku: 'TS-1', quantity: 2, unitPrice: '9.99', discount: '0' });
    expect(parsed.freightAmount).toBe('0');
    expect(parsed.lang).toBe('en');
  });

  it.each([
    ['no lines', { lines: [] }, [['lines', 'ENTRY_LINES_REQUIRED']]],
    [
      'a quantity of 0',
      { lines: [{ sku: 'A', quantity: 0, unitPrice: '1' }] },
      [['lines.0.quantity', 'ENTRY_QUANTITY_INVALID']],
    ],
    [
      'a fractional quantity',
      { lines: [{ sku: 'A', quantity: 1.5, unitPrice: '1' }] },
      [['lines.0.quantity', 'ENTRY_QUANTITY_INVALID']],
    ],
    [
      'a negative price',
      { lines: [{ sku: 'A', quantity: 1, unitPrice: '-1' }] },
      [['lines.0.unitPrice', 'ENTRY_AMOUNT_INVALID']],
    ],
    ['5 decimals', { freightAmount: '1.00001' }, [['freightAmount', 'ENTRY_AMOUNT_INVALID']]],
    ['an unknown currency', { currency: 'XXX' }, [['currency', 'ENTRY_CURRENCY_INVALID']]],
    [
      'a country name',
      { shipping: { ...valid.shipping, country: 'USA' } },
      [['shipping.country', 'ENTRY_COUNTRY_INVALID']],
    ],
    ['a bad e-mail', { customer: { name: 'A', email: 'nope' } }, [['customer.email', 'EMAIL_INVALID']]],
    ['no customer name', { customer: { name: ' ', email: 'a@b.co' } }, [['customer.name', 'FIELD_REQUIRED']]],
    ['no shop', { shopId: undefined }, [['shopId', 'FIELD_REQUIRED']]],
  ] as const)('%s', (_case, change, expected) => {
    expect(issues(orderEntryInputSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('takes at most 50 lines', () => {
    const lines = Array.from({ length: 51 }, (_, i) => ({ sku: `S${i}`, quantity: 1, unitPrice: '1' }));
    expect(issues(orderEntryInputSchema.safeParse({ ...valid, lines }))).toEqual([
      ['lines', 'ENTRY_TOO_MANY_LINES'],
    ]);
  });

  it('update: a blank e-mail keeps the stored one', () => {
    const { shopId: _s, ...rest } = valid;
    const parsed = orderUpdateInputSchema.parse({
      ...rest,
      id: 7,
      updatedAt: '2026-01-01T00:00:00Z',
      customer: { name: 'Jane', email: '' },
    });
    expect(parsed.customer.email).toBeNull();
    expect(parsed.customer.phone).toBeNull();
  });

  it.each([
    ['ENTRY_LINES_REQUIRED', 'Add at least one order line', '请至少添加一条订单明细'],
    ['ENTRY_SKU_NOT_FOUND', 'SKU {sku} does not exist', 'SKU {sku} 不存在'],
  ] as const)('%s reads %j / %j', (name, en, zh) => {
    expect(errorText(name, 'en')).toBe(en);
    expect(errorText(name, 'zh')).toBe(zh);
  });
});

describe('orderEntryInputSchema: blank optional fields', () => {
  it('reads blank or null amounts as 0 and blank or null texts as null', () => {
    const parsed = orderEntryInputSchema.parse({
      ...valid,
      freightAmount: '',
      gstAmount: null,
      lines: [{ sku: 'A', quantity: 1, unitPrice: '1', discount: null }],
      shipping: { ...valid.shipping, state: null, postcode: '' },
      transactionNo: null,
    });
    expect(parsed.freightAmount).toBe('0');
    expect(parsed.gstAmount).toBe('0');
    expect(parsed.lines[0]!.discount).toBe('0');
    expect(parsed.shipping.state).toBeNull();
    expect(parsed.shipping.postcode).toBeNull();
    expect(parsed.transactionNo).toBeNull();
  });
});
