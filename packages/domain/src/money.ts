import { Decimal } from 'decimal.js';

/** Money is decimal text on the wire and numeric(18,4) in the database; this is the one rounding rule. */
export const MONEY_PLACES = 4;

/** Rounds to 4 places, half-up, and returns the decimal text. */
export function roundMoney(value: Decimal.Value): string {
  return new Decimal(value).toDecimalPlaces(MONEY_PLACES, Decimal.ROUND_HALF_UP).toFixed(MONEY_PLACES);
}

export { Decimal };
