import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  type ReturnCreateInput,
  type ReturnFormContext,
  returnCreateInputSchema,
  returnFormProblems,
  returnQuantityProblem,
  returnSearchInputSchema,
  returnSearchRange,
  usBatchProblem,
  usWarehouseProblem,
} from './return-form.js';

const base = (patch: Partial<ReturnCreateInput> = {}): ReturnCreateInput =>
  returnCreateInputSchema.parse({
    packageNo: 'PK1',
    returnType: 3,
    returnWarehouse: 'GZ',
    processingCentre: 'GZ',
    mailingMethod: 1,
    returnClassification: 1,
    lines: [{ orderLineId: 1, quantity: 1 }],
    ...patch,
  });
const ctx: ReturnFormContext = {
  lines: [
    { orderLineId: 1, quantity: 3, returnedQuantity: 0 },
    { orderLineId: 2, quantity: 2, returnedQuantity: 1 },
  ],
  isVirtualOrder: false,
  shipCountry: 'US',
  knownExchangeSkus: ['SKU-B', 'POA9'],
};
const messages = (input: ReturnCreateInput, context = ctx) =>
  returnFormProblems(input, context).map((p) => `${p.field}: ${errorText(p.name, 'en', p.params)}`);

describe('return quantity: an integer greater than 0, not above the original', () => {
  it.each([
    [1, 3, null],
    [3, 3, null],
    [0, 3, 'The return quantity must be an integer greater than 0'],
    [1.5, 3, 'The return quantity must be an integer greater than 0'],
    [4, 3, 'The return quantity may be at most the original quantity (3)'],
  ])('%d of %i -> %s', (qty, original, message) => {
    const p = returnQuantityProblem(qty, original);
    expect(p ? errorText(p.name, 'en', p.params) : null).toBe(message);
  });
});

describe("the return form (spec 3 §5 'Return')", () => {
  it.each([
    ['a valid return', {}, []],
    [
      'no product ticked',
      { lines: [] },
      ['lines: At least one product row must be ticked for return, exchange or repair'],
    ],
    [
      'more than is left (1 of 2 already on a return)',
      { lines: [{ orderLineId: 2, quantity: 2 }] },
      ['lines.0.quantity: The return quantity may be at most the original quantity (1)'],
    ],
    [
      'a product of another package',
      { lines: [{ orderLineId: 9, quantity: 1 }] },
      ['lines.0.orderLineId: Wrong product added!'],
    ],
    [
      'exchange without a product',
      { returnType: 4, lines: [{ orderLineId: 1, quantity: 1, exchangeQuantity: 1 }] },
      ['lines.0.exchangeSku: Please choose a product'],
    ],
    [
      'exchange of an unknown SKU',
      { returnType: 4, lines: [{ orderLineId: 1, quantity: 1, exchangeSku: 'NOPE', exchangeQuantity: 1 }] },
      ['lines.0.exchangeSku: Wrong exchange product added'],
    ],
    [
      'exchange of quantity 0',
      { returnType: 4, lines: [{ orderLineId: 1, quantity: 1, exchangeSku: 'sku-b', exchangeQuantity: 0 }] },
      ['lines.0.exchangeQuantity: The exchange SKU quantity must be greater than 0'],
    ],
    [
      'exchange by POA',
      { returnType: 4, lines: [{ orderLineId: 1, quantity: 1, exchangeSku: 'POA9', exchangeQuantity: 2 }] },
      [],
    ],
    [
      'an expense of 0',
      { expenseBearer: 2, expenseAmount: '0' },
      ['expenseAmount: The expense amount must be greater than 0'],
    ],
    [
      'an expense without amount',
      { expenseBearer: 1 },
      ['expenseAmount: The expense amount must be greater than 0'],
    ],
    ['an expense of 5.5', { expenseBearer: 1, expenseAmount: '5.5' }, []],
    ['rework without maintenance fee', { returnType: 1 }, ['maintenanceCost: A maintenance fee is required']],
    ['rework without reissue, fee 0', { returnType: 2, maintenanceCost: '0' }, []],
    ['no processing centre', { processingCentre: '' }, ['processingCentre: Processing center is empty']],
    [
      'an unknown processing centre',
      { processingCentre: 'MARS' },
      ['processingCentre: Processing center is empty'],
    ],
  ] as const)('%s', (_name, patch, expected) => expect(messages(base(patch as never))).toEqual(expected));

  it('refuses a virtual order outright', () =>
    expect(messages(base(), { ...ctx, isVirtualOrder: true })).toEqual([
      'packageNo: Virtual orders cannot have return, reissue or exchange',
    ]));
});

describe('US return warehouses', () => {
  it.each([
    ['US_WEST', 'US', null],
    ['US_EAST', 'us', null],
    ['US_WEST', 'DE', 'The US West and US East return warehouses are forbidden for this order'],
    ['UK', 'DE', null],
  ])('%s for an order shipped to %s -> %s', (warehouse, country, message) => {
    const p = usWarehouseProblem(warehouse, country);
    expect(p ? errorText(p.name, 'en') : null).toBe(message);
  });

  const row = (returnWarehouse: string, orderNo: string, mailingMethod: number) => ({
    returnWarehouse,
    orderNo,
    mailingMethod,
  });
  const mixed =
    'For US return warehouses only the same order number and mailing method can be operated together';
  it.each([
    ['one US return', [row('US_WEST', 'A', 1)], null],
    ['two US returns of one order and method', [row('US_WEST', 'A', 1), row('US_EAST', 'A', 1)], null],
    ['two orders', [row('US_WEST', 'A', 1), row('US_WEST', 'B', 1)], mixed],
    ['two methods', [row('US_WEST', 'A', 1), row('US_WEST', 'A', 2)], mixed],
    ['US with another warehouse', [row('US_WEST', 'A', 1), row('GZ', 'A', 1)], mixed],
    ['no US return', [row('GZ', 'A', 1), row('UK', 'B', 2)], null],
  ])('%s', (_name, rows, message) => {
    const p = usBatchProblem(rows);
    expect(p ? errorText(p.name, 'en') : null).toBe(message);
  });
});

describe('return lists: the last 30 days by default, one month at most, bounded pages', () => {
  const now = new Date('2026-05-31T12:00:00Z');
  const d = (iso: string) => new Date(iso);
  it.each([
    ['no range', {}, { from: d('2026-05-01T12:00:00Z'), to: now }],
    ['an exact number without a range: any date', { keyword: 'TH2605010000001' }, {}],
    [
      'an exact number within a range keeps the range',
      { keyword: 'PK1', createdFrom: d('2026-05-10T00:00:00Z') },
      { from: d('2026-05-10T00:00:00Z'), to: now },
    ],
    [
      'only the end: 30 days before it',
      { createdTo: d('2026-03-31T00:00:00Z') },
      { from: d('2026-03-01T00:00:00Z'), to: d('2026-03-31T00:00:00Z') },
    ],
    [
      'one month',
      { createdFrom: d('2026-04-30T00:00:00Z'), createdTo: d('2026-05-30T00:00:00Z') },
      { from: d('2026-04-30T00:00:00Z'), to: d('2026-05-30T00:00:00Z') },
    ],
    [
      'more than a month',
      { createdFrom: d('2026-01-01T00:00:00Z'), createdTo: d('2026-03-01T00:00:00Z') },
      { problem: 'QUERY_RANGE_TOO_LONG' },
    ],
    [
      'only a start long ago',
      { createdFrom: d('2026-04-01T00:00:00Z') },
      { problem: 'QUERY_RANGE_TOO_LONG' },
    ],
  ])('%s', (_name, input, expected) => expect(returnSearchRange(input, now)).toEqual(expected));

  it.each([
    [1, true],
    [10_000, true],
    [10_001, false],
    [0, false],
  ])('page %d accepted: %s', (pageIndex, ok) =>
    expect(returnSearchInputSchema.safeParse({ pageIndex }).success).toBe(ok),
  );
});
