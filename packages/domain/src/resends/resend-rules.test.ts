import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  disabledResendProblemType,
  filterProductCode,
  isTestPlatform,
  type ResendProblem,
  resendCurrency,
  resendDeleteProblem,
  resendEditProblem,
  resendEntryProblem,
  resendReasonRemark,
  resendRecordStatus,
  resendReviewProblem,
  reviewedResendStatus,
  severalResends,
  testProductProblem,
} from './resend-rules.js';

const text = (p: ResendProblem | null, lang: 'en' | 'zh' = 'en') =>
  p ? errorText(p.name, lang, p.params) : null;

describe('pre-check by package: virtual, existing reissue, advanced payment, return or rework', () => {
  const clean = { isVirtual: false, existOrder: false, ifPaypal: false, ifReturnOrder: false };
  it.each([
    [clean, null],
    [{ ...clean, isVirtual: true }, 'Virtual product orders cannot create a reissue'],
    [{ ...clean, existOrder: true }, 'Reissue order already exists'],
    [{ ...clean, ifPaypal: true }, 'Customer PayPal order advanced: no refund form allowed'],
    [{ ...clean, ifReturnOrder: true }, 'Rework return orders cannot create reissue orders'],
    // the first reason wins
    [
      { isVirtual: true, existOrder: true, ifPaypal: true, ifReturnOrder: true },
      'Virtual product orders cannot create a reissue',
    ],
  ])('%o -> %s', (facts, message) => expect(text(resendEntryProblem(facts))).toBe(message));
  it('has the Chinese text too', () =>
    expect(text(resendEntryProblem({ ...clean, existOrder: true }), 'zh')).toBe('补发单已存在'));
  it("advanced payment uses the spec's one message (spec 2 §8), in both languages as the refund's", () => {
    const problem = resendEntryProblem({ ...clean, ifPaypal: true });
    expect(text(problem)).toBe(errorText('REFUND_PROVIDER_ADVANCED', 'en'));
    expect(text(problem, 'zh')).toBe(errorText('REFUND_PROVIDER_ADVANCED', 'zh'));
  });
});

describe("product code filter: trim, after a comma take the rest, drop from '['", () => {
  it.each([
    ['  SKU-1  ', 'SKU-1'],
    ['Blue shirt,SKU-2', 'SKU-2'],
    ['SKU-3[XL]', 'SKU-3'],
    [' name , SKU-4 [Black, XL] ', 'SKU-4'],
    ['a,b,SKU-5', 'b,SKU-5'],
    ['', ''],
    [null, ''],
  ])('%j -> %j', (raw, code) => expect(filterProductCode(raw)).toBe(code));
});

describe('test-product check: type 3 warns without a test product, 6 warns with one', () => {
  it.each([
    [
      3,
      [false, false],
      'None of the returned SKUs of SKU-1 is a test product: does the product need testing?',
    ],
    [3, [], 'None of the returned SKUs of SKU-1 is a test product: does the product need testing?'],
    [3, [false, true], null],
    [6, [true], 'A returned SKU of SKU-1 is a test product: does the product need testing?'],
    [6, [false], null],
    [1, [true], null],
    [null, [false], null],
  ] as const)('type %s, test %j -> %s', (type, tests, message) =>
    expect(text(testProductProblem(type, 'SKU-1', tests))).toBe(message),
  );
  it.each([
    [true, 6],
    [false, 3],
  ])('need test %s disables problem type %i', (needTest, type) =>
    expect(disabledResendProblemType(needTest)).toBe(type),
  );
});

describe('statuses: approved neither edited nor deleted; delete only cancelled or deleted; review', () => {
  it.each([
    [0, null],
    [2, null],
    [1, 'An approved resend can be neither edited nor deleted'],
    [9, 'The resend does not exist'],
  ])('edit in status %i -> %s', (status, message) => expect(text(resendEditProblem(status))).toBe(message));
  it.each([
    [2, null],
    [9, null],
    [0, 'A resend can be deleted only if cancelled or deleted'],
    [1, 'An approved resend can be neither edited nor deleted'],
  ])('delete in status %i -> %s', (status, message) =>
    expect(text(resendDeleteProblem(status))).toBe(message),
  );
  it.each([
    [0, null],
    [2, null],
    [1, 'Only an unconfirmed or cancelled resend can be reviewed'],
    [9, 'Only an unconfirmed or cancelled resend can be reviewed'],
  ])('review in status %i -> %s', (status, message) =>
    expect(text(resendReviewProblem(status))).toBe(message),
  );
  it.each([
    [true, 1],
    [false, 2],
  ])('review approve %s -> status %i', (approve, status) =>
    expect(reviewedResendStatus(approve)).toBe(status),
  );
  it.each([
    [undefined, '0'],
    [null, '0'],
    ['', '0'],
    [1, '1'],
    ['2', '2'],
  ])("record status from statusId %j -> '%s'", (id, status) => expect(resendRecordStatus(id)).toBe(status));
  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('%i resend orders for the package prompt: %s', (n, prompt) => expect(severalResends(n)).toBe(prompt));
});

describe('currency lower-case; test platforms are the own websites', () => {
  it.each([
    ['USD', 'usd'],
    [' Eur ', 'eur'],
    [null, ''],
  ])('%j -> %j', (raw, value) => expect(resendCurrency(raw)).toBe(value));
  it.each([
    [1, true],
    [65, true],
    [13, false],
    [7, false],
  ])('platform %i test platform: %s', (id, yes) => expect(isTestPlatform(id)).toBe(yes));
});

describe('reason remark regenerated from the selections, at most 300', () => {
  const details = [
    {
      ProblemProductCode: 'SKU-1',
      ProblemType: 1,
      ResendProductList: [{ ResendProductCode: 'SKU-1', Number: 1 }],
    },
    { ProblemProductCode: 'SKU-2', ProblemType: 18, ResendProductList: [] },
  ];
  it.each([
    ['en', 'SKU-1 Item damaged: reissue SKU-1 × 1; SKU-2 Parcel lost'],
    ['zh', 'SKU-1 商品破损：补发 SKU-1 × 1；SKU-2 包裹丢失'],
  ] as const)('%s -> %s', (lang, remark) => expect(resendReasonRemark(details, lang)).toBe(remark));
  it('is cut at 300 characters', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      ProblemProductCode: `SKU-LONG-CODE-${i}`,
      ProblemType: 7,
      ResendProductList: [{ ResendProductCode: `SKU-LONG-CODE-${i}`, Number: 2 }],
    }));
    expect(resendReasonRemark(many, 'en').length).toBe(300);
  });
});
