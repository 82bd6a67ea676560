import { describe, expect, it } from 'vitest';
import { errorText, type Lang } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import {
  cancelOrderOption,
  containsChinese,
  editProblem,
  initialRefundStatus,
  isDisputeRefund,
  onlineRefundReasonRequired,
  packageLimitProblem,
  partialRefundAndOpenCase,
  paymentAccountRequired,
  platformRefundAfterReasonEn,
  problemOptionDisabledBy,
  reasonEnRequired,
  refundCreationProblem,
  refundPathShown,
  reviewProblem,
  uploadProblem,
} from './refund-rules.js';

const text = (p: Problem | null, lang: Lang = 'en') => (p ? errorText(p.name, lang, p.params) : null);

describe('cancel order: enabled and set only for statuses 0, 1, 10, 11, 16, 29 at the full reference', () => {
  it.each([
    [0, '100', '100', true],
    [11, '100.0000', '100', true],
    [16, '100', '100', true],
    [29, '100', '100', true],
    [1, '99.99', '100', false],
    [4, '100', '100', false],
    [3, '100', '100', false],
  ] as const)('status %i, %s of %s -> %s', (status, amount, reference, enabled) =>
    expect(cancelOrderOption(status, amount, reference)).toEqual({ enabled, value: enabled ? 1 : 0 }),
  );
});

describe('need test: on disables problem option 6, off disables 3', () => {
  it.each([
    [true, 6],
    [false, 3],
  ])('%s -> %i', (needTest, option) => expect(problemOptionDisabledBy(needTest)).toBe(option));
});

describe('dispute refund: platform 13 and the English reason shipped, not shipped or special', () => {
  it.each([
    [13, 'shipped', true],
    [13, 'Not shipped', true],
    [13, ' special ', true],
    [13, 'damaged', false],
    [7, 'shipped', false],
    [13, null, false],
  ] as const)('%i %s -> %s', (platform, reason, flag) =>
    expect(isDisputeRefund(platform, reason)).toBe(flag),
  );
});

describe("platform 13: editing the English reason sets platform refund to the opposite of 'non-empty'", () => {
  it.each([
    [13, 'item broken', true, false],
    [13, '', false, true],
    [7, '', false, false],
    [7, 'x', true, true],
  ] as const)('%i %j (was %s) -> %s', (platform, reason, current, next) =>
    expect(platformRefundAfterReasonEn(platform, reason, current)).toBe(next),
  );
});

describe('eBay open case: partial refund and open case at most half the seller actual price', () => {
  it.each([
    ['50', '100', true],
    ['50.0001', '100', false],
    ['0', '100', true],
  ])('%s of %s -> %s', (amount, price, flag) => expect(partialRefundAndOpenCase(amount, price)).toBe(flag));
});

describe('required fields by platform and route', () => {
  it.each([
    [1, true],
    [12, true],
    [27, false],
    [13, false],
    [7, false],
  ])('English reason on platform %i required: %s', (p, required) =>
    expect(reasonEnRequired(p)).toBe(required),
  );
  it.each([
    [1, true],
    [6, true],
    [63, true],
    [65, true],
    [7, false],
    [12, false],
    [13, false],
  ])('refund path on platform %i shown: %s', (p, shown) => expect(refundPathShown(p)).toBe(shown));
  it.each([
    ['3', true],
    [3, true],
    ['1', false],
    [null, false],
  ] as const)('payment account for route %s required: %s', (route, required) =>
    expect(paymentAccountRequired(route)).toBe(required),
  );
  it.each([
    [7, 'creditCard', true],
    [7, 'paypal', false],
    [31, 'paypal', true],
    [12, 'creditCard', false],
  ] as const)('online refund reason on %i paid by %s required: %s', (p, method, required) =>
    expect(onlineRefundReasonRequired(p, method)).toBe(required),
  );
});

describe('upload: a video link or a file when the problem type needs proof, in add mode', () => {
  const base = { uploadRequiredProblemTypes: [2, 5], mode: 'add' as const, videoLink: '', fileCount: 0 };
  it.each([
    [{ ...base, problemType: 2 }, 'Please add a problem image or a video link'],
    [{ ...base, problemType: 2, fileCount: 1 }, null],
    [{ ...base, problemType: 2, videoLink: 'https://video.example/x' }, null],
    [{ ...base, problemType: 3 }, null],
    [{ ...base, problemType: 2, mode: 'edit' as const }, null],
  ])('%o -> %s', (input, message) => expect(text(uploadProblem(input))).toBe(message));
});

describe('creation refusals: per package, naming the refund', () => {
  it.each([
    [{ providerAdvanced: true, refundNos: [] }, 'Customer PayPal order advanced: no refund form allowed'],
    [
      { providerAdvanced: true, refundNos: ['RF2601010000001'] },
      'Customer PayPal order advanced: no refund form allowed',
    ],
    [
      { providerAdvanced: false, refundNos: ['RF2601010000001'] },
      'This package already has a refund RF2601010000001',
    ],
    [
      { providerAdvanced: false, refundNos: ['RF2601010000001', 'RF2601020000002'] },
      'This package already has a refund RF2601010000001, RF2601020000002',
    ],
    [{ providerAdvanced: false, refundNos: [] }, null],
  ])('%o -> %s', (pkg, message) => expect(text(refundCreationProblem(pkg))).toBe(message));
  it.each([
    [
      { limit: 'REFUND_PACKAGE_HAS_REFUND', refundNos: ['RF2601010000001'] },
      'zh',
      '该包裹已有退款单 RF2601010000001',
    ],
    [
      { limit: 'REFUND_PACKAGE_HAS_REFUND', refundNos: ['RF2601010000001'] },
      'en',
      'This package already has a refund RF2601010000001',
    ],
    [{ limit: 'REFUND_PROVIDER_ADVANCED', refundNos: [] }, 'zh', '客户 PayPal 订单已垫付，不允许创建退款单'],
    [{ limit: null, refundNos: [] }, 'en', null],
  ] as const)('the limit %o in %s -> %s', (pkg, lang, message) =>
    expect(text(packageLimitProblem(pkg), lang)).toBe(message),
  );
  it.each([
    ['Item broken', false],
    ['商品损坏', true],
    ['mixed 坏', true],
  ])('%s contains Chinese: %s', (value, found) => expect(containsChinese(value)).toBe(found));
});

describe('workflow: AE platform refunds complete at once; review by another; only the creator edits', () => {
  it.each([
    [13, true, 9],
    [13, false, 0],
    [7, true, 0],
  ] as const)('platform %i, platform refund %s -> status %i', (p, platformRefund, status) =>
    expect(initialRefundStatus(p, platformRefund)).toBe(status),
  );
  it.each([
    [{ status: 0, createdBy: 1 }, 2, null],
    [{ status: 0, createdBy: 1 }, 1, 'A refund must be reviewed by someone other than its creator'],
    [{ status: 1, createdBy: 1 }, 2, 'Only a refund that is not reviewed yet can be reviewed'],
  ])('%o reviewed by %i -> %s', (refund, reviewer, message) =>
    expect(text(reviewProblem(refund, reviewer))).toBe(message),
  );
  it.each([
    [{ status: 0, createdBy: 1 }, 1, null],
    [{ status: 0, createdBy: 1 }, 2, 'Only the creator can edit a refund request'],
  ])('%o edited by %i -> %s', (refund, editor, message) =>
    expect(text(editProblem(refund, editor))).toBe(message),
  );
});
