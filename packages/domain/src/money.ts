import { Decimal } from 'decimal.js';

/** Money is decimal text on the wire and numeric(18,4) in the database; this is the one rounding rule. */
export const MONEY_PLACES = 4;

/**
 * Money as text a person types and numeric(18,4) holds: not negative, at most 14 digits before the point and 4
 * after it ('12', '0.5', '99999999999999.9999').
 */
export function isMoneyText(text: string): boolean {
  return /^\d{1,14}(\.\d{1,4})?$/.test(text);
}

/** Rounds to 4 places, half-up, and returns the decimal text. */
export function roundMoney(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(MONEY_PLACES, Decimal.ROUND_HALF_UP).toFixed(MONEY_PLACES);
}

/** The sum of money amounts, added as decimals and rounded once (never through a float). */
export function sumMoney(values: readonly Decimal.Value[]): string {
  return roundMoney(values.reduce<Decimal>((sum, v) => sum.plus(v), new Decimal(0)));
}

export { Decimal };
