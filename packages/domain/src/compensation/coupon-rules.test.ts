import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import {
  COUPON_CODE_BYTES,
  COUPON_MAIN_CODE_PATTERN,
  COUPON_SECONDARY_CODE_PATTERN,
  type CouponStatus,
  couponCodes,
  couponStatusAt,
  couponTransitionProblem,
  couponValidityProblem,
  couponValueProblem,
} from './coupon-rules.js';

const text = (p: Problem | null) => (p ? errorText(p.name, 'en', p.params) : null);

describe('coupon status moves: pending review → issued → used / expired; denied', () => {
  it.each<[CouponStatus, CouponStatus, string | null]>([
    ['pending', 'issued', null],
    ['pending', 'denied', null],
    ['issued', 'used', null],
    ['issued', 'expired', null],
    ['pending', 'used', 'A coupon cannot go from pending to used'],
    ['denied', 'issued', 'A coupon cannot go from denied to issued'],
    ['used', 'issued', 'A coupon cannot go from used to issued'],
    ['expired', 'used', 'A coupon cannot go from expired to used'],
    ['issued', 'denied', 'A coupon cannot go from issued to denied'],
  ])('%s → %s: %s', (from, to, message) => expect(text(couponTransitionProblem(from, to))).toBe(message));
});

describe('expiry is computed when read', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it.each<[CouponStatus, string, CouponStatus]>([
    ['issued', '2026-11-29', 'issued'],
    ['issued', '2026-11-28', 'expired'],
    ['issued', '2027-01-01', 'issued'],
    ['used', '2026-11-01', 'used'],
    ['pending', '2026-11-01', 'pending'],
  ])('%s valid to %s -> %s', (stored, validity, shown) =>
    expect(couponStatusAt(stored, validity, now)).toBe(shown),
  );
});

describe('coupon value and validity date', () => {
  const BAD = 'The coupon value must be greater than 0, at most 9999, with at most 2 decimal places';
  it.each([
    ['10', null],
    ['9.99', null],
    ['9999', null],
    ['0', BAD],
    ['-5', BAD],
    ['10000', BAD],
    ['1.234', BAD],
    ['abc', BAD],
  ])('%s -> %s', (value, message) => expect(text(couponValueProblem(value))).toBe(message));
  it.each([
    ['2026-11-29', null],
    ['2026-12-31', null],
    ['2026-11-28', 'The validity date must be today or later'],
  ])('valid to %s -> %s', (date, message) =>
    expect(text(couponValidityProblem(date, new Date('2026-11-29T23:00:00Z')))).toBe(message),
  );
});

describe('coupon codes from random bytes', () => {
  it('makes MainCode CP + 10 and SecondaryCode 6 characters of the unambiguous alphabet', () => {
    const bytes = Uint8Array.from({ length: COUPON_CODE_BYTES }, (_, i) => i * 7);
    const codes = couponCodes(bytes)!;
    expect(codes.mainCode).toMatch(COUPON_MAIN_CODE_PATTERN);
    expect(codes.secondaryCode).toMatch(COUPON_SECONDARY_CODE_PATTERN);
    expect(codes).toEqual({ mainCode: 'CP29GQY7ENW5', secondaryCode: 'CKT3AH' });
  });
  it('skips bytes that would bias the alphabet and answers null when too few remain', () => {
    const biased = new Uint8Array(COUPON_CODE_BYTES).fill(255);
    expect(couponCodes(biased)).toBeNull();
    const mixed = Uint8Array.from([255, ...Array.from({ length: COUPON_CODE_BYTES }, () => 0)]);
    expect(couponCodes(mixed)).toEqual({ mainCode: 'CP2222222222', secondaryCode: '222222' });
  });
  it('never contains 0, O, 1, I, L or U', () => {
    const all = Uint8Array.from({ length: 240 }, (_, i) => i);
    for (let i = 0; i + COUPON_CODE_BYTES <= all.length; i += COUPON_CODE_BYTES) {
      const codes = couponCodes(all.slice(i, i + COUPON_CODE_BYTES))!;
      expect(`${codes.mainCode.slice(2)}${codes.secondaryCode}`).not.toMatch(/[01OILU]/);
    }
  });
});
