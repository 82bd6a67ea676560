import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import {
  REFILL_COMPLETED,
  REFILL_INCOMPLETED,
  REFILL_ORIGINAL_ORDER,
  REFILL_RESEND_ORDER,
  refillAmount,
  refillAmountTypes,
  refillCurrencyProblem,
  refillDeleteProblem,
  refillEditProblem,
  refillFormProblem,
  refillLinesProblem,
  refillOrderTypes,
  refillPackageProblem,
  refillRemarkProblem,
  refillStatuses,
} from './refill-rules.js';
import { refillSaveInputSchema } from './refill-wire.js';

const text = (p: Problem | null, lang: 'en' | 'zh' = 'en') => (p ? errorText(p.name, lang, p.params) : null);

describe('the refill vocabulary of the spec', () => {
  it('has the six amount types, two order types and two statuses', () => {
    expect(refillAmountTypes.map((t) => t.value)).toEqual([
      'underprice_refill',
      'price_difference_refill',
      'add_product_refill',
      'resend_accessory_refill',
      'resend_product_refill',
      'shipping_fee_refill',
    ]);
    expect(refillOrderTypes.map((t) => t.key)).toEqual(['original_order_refill', 'resend_order_refill']);
    expect(refillStatuses.map((s) => s.key)).toEqual(['incompleted', 'completed']);
  });
});

describe('the remark must be in English', () => {
  it.each([
    ['Customer pays the shipping difference', null],
    ['', null],
    [null, null],
    ['Price 12.50 USD, order #A-1 (resend)', null],
    ['客户补运费', 'The remark must be in English'],
    ['Pay 补差价 please', 'The remark must be in English'],
  ])('%j -> %s', (remark, message) => expect(text(refillRemarkProblem(remark))).toBe(message));
  it('has the Chinese text', () => expect(text(refillRemarkProblem('中文'), 'zh')).toBe('备注必须为英文'));
});

describe('product details: selected, whole quantities, no duplicate SKU, no unknown SKU', () => {
  const known = ['SKU-A', 'SKU-B'];
  it.each([
    [[{ sku: 'SKU-A', quantity: 1 }], null, undefined],
    [
      [
        { sku: 'sku-a', quantity: 2 },
        { sku: 'SKU-B', quantity: 1 },
      ],
      null,
      undefined,
    ],
    [[], 'Please select a refill product detail', undefined],
    [[{ sku: '  ', quantity: 1 }], 'Please select a refill product detail', undefined],
    [
      [
        { sku: 'SKU-A', quantity: 1 },
        { sku: '', quantity: 1 },
      ],
      'Please select a refill product detail',
      1,
    ],
    [[{ sku: 'SKU-A', quantity: 0 }], 'The quantity must be a whole number from 1 to 9999', 0],
    [[{ sku: 'SKU-A', quantity: 1.5 }], 'The quantity must be a whole number from 1 to 9999', 0],
    [[{ sku: 'SKU-A', quantity: 10000 }], 'The quantity must be a whole number from 1 to 9999', 0],
    [
      [
        { sku: 'SKU-A', quantity: 1 },
        { sku: ' sku-a ', quantity: 2 },
      ],
      'Exist same SKU',
      1,
    ],
    [
      [
        { sku: 'SKU-A', quantity: 1 },
        { sku: 'SKU-X', quantity: 1 },
      ],
      'Nonexistent SKU',
      1,
    ],
    // a duplicate is reported before an unknown SKU
    [
      [
        { sku: 'SKU-X', quantity: 1 },
        { sku: 'SKU-X', quantity: 1 },
      ],
      'Exist same SKU',
      1,
    ],
  ])('%j -> %s', (lines, message, index) => {
    const problem = refillLinesProblem(lines, known);
    expect(text(problem)).toBe(message);
    expect(problem?.index).toBe(index);
  });
  it('has the Chinese texts', () => {
    expect(text(refillLinesProblem([{ sku: 'X', quantity: 1 }], known), 'zh')).toBe('不存在的SKU');
    expect(
      text(
        refillLinesProblem(
          [
            { sku: 'SKU-A', quantity: 1 },
            { sku: 'SKU-A', quantity: 1 },
          ],
          known,
        ),
        'zh',
      ),
    ).toBe('存在相同SKU');
  });
});

describe('amount: greater than 0, at most 4 decimal places, rounded by the money helper', () => {
  it.each([
    ['12.5', '12.5000'],
    ['0.0001', '0.0001'],
    [7, '7.0000'],
    [' 3.1416 ', '3.1416'],
  ])('%j -> %s', (raw, amount) => expect(refillAmount(raw)).toEqual({ amount }));
  it.each(['0', '0.0000', '-1', '1.23456', 'abc', '', null, '1e3', '12,50'])('%j is refused', (raw) =>
    expect(text((refillAmount(raw) as { problem: Problem }).problem)).toBe(
      'The refill amount must be greater than 0, with at most 4 decimal places',
    ),
  );
});

describe('currency from the currency list', () => {
  it.each([
    ['USD', null],
    ['eur', null],
    ['XYZ', 'The currency XYZ is not in the currency list'],
    ['', 'The currency - is not in the currency list'],
  ])('%j -> %s', (currency, message) =>
    expect(text(refillCurrencyProblem(currency, ['USD', 'EUR']))).toBe(message),
  );
});

describe('order type and package', () => {
  it.each([
    [REFILL_ORIGINAL_ORDER, false, null],
    [REFILL_RESEND_ORDER, true, null],
    [REFILL_RESEND_ORDER, false, 'A resend order refill needs a resend package of the order'],
    [
      REFILL_ORIGINAL_ORDER,
      true,
      'An original order refill needs a package of the original order, not a resend package',
    ],
  ] as const)('type %s, resend package %s -> %s', (type, resend, message) =>
    expect(text(refillPackageProblem(type, resend))).toBe(message),
  );
});

describe('a completed refill request cannot be deleted (nor edited until reopened)', () => {
  it.each([
    [REFILL_INCOMPLETED, null],
    [REFILL_COMPLETED, 'A completed refill request cannot be deleted'],
  ])('delete of status %s -> %s', (status, message) =>
    expect(text(refillDeleteProblem(status))).toBe(message),
  );
  it('has the Chinese text', () =>
    expect(text(refillDeleteProblem(REFILL_COMPLETED), 'zh')).toBe('已完成的补款申请不能删除'));
  it.each([
    [REFILL_INCOMPLETED, null],
    [REFILL_COMPLETED, 'A completed refill request cannot be edited; change it back to incompleted first'],
  ])('edit of status %s -> %s', (status, message) => expect(text(refillEditProblem(status))).toBe(message));
});

describe('the whole form: the first problem in the order of the form, with its field', () => {
  const known = { skus: ['SKU-A'], currencies: ['USD'] };
  const good = {
    remark: 'Shipping fee',
    amount: '5',
    currency: 'USD',
    lines: [{ sku: 'SKU-A', quantity: 1 }],
  };
  it.each([
    [good, null, null],
    [{ ...good, remark: '运费', amount: '0' }, 'The remark must be in English', 'remark'],
    [{ ...good, lines: [] }, 'Please select a refill product detail', 'lines'],
    [
      {
        ...good,
        lines: [
          { sku: 'SKU-A', quantity: 1 },
          { sku: 'SKU-A', quantity: 1 },
        ],
      },
      'Exist same SKU',
      'lines.1.sku',
    ],
    [{ ...good, lines: [{ sku: 'NOPE', quantity: 1 }] }, 'Nonexistent SKU', 'lines.0.sku'],
    [
      { ...good, amount: '-2' },
      'The refill amount must be greater than 0, with at most 4 decimal places',
      'amount',
    ],
    [{ ...good, currency: 'ABC' }, 'The currency ABC is not in the currency list', 'currency'],
  ])('%j -> %s', (form, message, field) => {
    const problem = refillFormProblem(form, known);
    expect(text(problem)).toBe(message);
    expect(problem?.field ?? null).toBe(field);
  });
});

describe('wire: the save payload and the search range', () => {
  it('parses a payload and names the missing choices', () => {
    const ok = refillSaveInputSchema.safeParse({
      packageNo: ' P1 ',
      orderType: '2',
      amountType: 'shipping_fee_refill',
      amount: 3.5,
      currency: 'usd',
      lines: [{ sku: 'A', quantity: '2' }],
    });
    expect(ok.success && ok.data).toMatchObject({ packageNo: 'P1', orderType: 2, amount: '3.5', remark: '' });
    const bad = refillSaveInputSchema.safeParse({
      packageNo: 'P1',
      orderType: 3,
      amountType: 'x',
      amount: '1',
    });
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([
      'REFILL_ORDER_TYPE_REQUIRED',
      'REFILL_AMOUNT_TYPE_REQUIRED',
      'FIELD_REQUIRED',
    ]);
  });
});
