import { Decimal, isMoneyText } from '../money.js';
import type { Problem } from '../shared/field-problem.js';

/**
 * The life of a coupon: pending review → issued (codes made) → used, or expired once its validity date has passed;
 * a denied request never gets codes. Expiry is computed when read (`couponStatusAt`), so no job has to run at
 * midnight and an issued coupon past its date is never shown or used as valid.
 */
export const couponStatuses = [
  { value: 'pending', zh: '待审核', en: 'Pending review' },
  { value: 'issued', zh: '已发放', en: 'Issued' },
  { value: 'used', zh: '已使用', en: 'Used' },
  { value: 'expired', zh: '已过期', en: 'Expired' },
  { value: 'denied', zh: '已驳回', en: 'Denied' },
] as const;
export type CouponStatus = (typeof couponStatuses)[number]['value'];
export const couponStatusValues = couponStatuses.map((s) => s.value) as [CouponStatus, ...CouponStatus[]];

/** The moves a coupon may make. */
const couponMoves: Record<CouponStatus, readonly CouponStatus[]> = {
  pending: ['issued', 'denied'],
  issued: ['used', 'expired'],
  used: [],
  expired: [],
  denied: [],
};

/** Refuses a move the coupon's life does not have. */
export function couponTransitionProblem(from: CouponStatus, to: CouponStatus): Problem | null {
  return couponMoves[from].includes(to)
    ? null
    : { name: 'COUPON_STATUS_CHANGE_INVALID', params: { from, to } };
}

/** The last day a coupon is valid (its validity date, YYYY-MM-DD) has passed on `today` (YYYY-MM-DD, UTC). */
export const isPastValidity = (validityDate: string, today: string) => validityDate < today;

/** The date of an instant as YYYY-MM-DD in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The status a coupon shows at `now`: an issued coupon past its validity date is expired. */
export function couponStatusAt(stored: CouponStatus, validityDate: string, now: Date): CouponStatus {
  return stored === 'issued' && isPastValidity(validityDate, utcDay(now)) ? 'expired' : stored;
}

/** The coupon value: money text above 0, at most 9999, two decimal places at most. */
export function couponValueProblem(value: string): Problem | null {
  const text = value.trim();
  if (!isMoneyText(text)) return { name: 'COUPON_VALUE_INVALID' };
  const v = new Decimal(text);
  if (v.lte(0) || v.gt(9999) || v.decimalPlaces() > 2) return { name: 'COUPON_VALUE_INVALID' };
  return null;
}

/** The validity date (YYYY-MM-DD) is today or later. */
export function couponValidityProblem(validityDate: string, now: Date): Problem | null {
  return isPastValidity(validityDate, utcDay(now)) ? { name: 'COUPON_VALIDITY_PAST' } : null;
}

/** Letters and digits of coupon codes: no 0/O, 1/I/L or U, so a code read aloud or typed is not mistaken. */
export const COUPON_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const COUPON_MAIN_CODE_LENGTH = 10;
export const COUPON_SECONDARY_CODE_LENGTH = 6;
/** Random bytes `couponCodes` needs. */
export const COUPON_CODE_BYTES = COUPON_MAIN_CODE_LENGTH + COUPON_SECONDARY_CODE_LENGTH;
export const COUPON_MAIN_CODE_PATTERN = /^CP[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/;
export const COUPON_SECONDARY_CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

/**
 * The codes of a coupon from random bytes (the caller passes crypto randomness): MainCode 'CP' and 10 characters,
 * SecondaryCode 6 characters, both of the unambiguous alphabet. Bytes at or above the largest multiple of the
 * alphabet's size are skipped so every character is equally likely; too few usable bytes answer null.
 */
export function couponCodes(random: Uint8Array): { mainCode: string; secondaryCode: string } | null {
  const size = COUPON_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  const chars: string[] = [];
  for (const byte of random) {
    if (byte >= limit) continue;
    chars.push(COUPON_CODE_ALPHABET[byte % size]!);
    if (chars.length === COUPON_CODE_BYTES) break;
  }
  if (chars.length < COUPON_CODE_BYTES) return null;
  return {
    mainCode: `CP${chars.slice(0, COUPON_MAIN_CODE_LENGTH).join('')}`,
    secondaryCode: chars.slice(COUPON_MAIN_CODE_LENGTH).join(''),
  };
}
