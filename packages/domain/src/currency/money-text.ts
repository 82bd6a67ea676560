/**
 * Currencies without a minor unit: ISO 4217's zero-decimal currencies, and HUF and TWD, which payment providers
 * (PayPal) take only without decimals and people read without them.
 */
const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'HUF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'TWD',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);

/** The places a currency's amounts show: 0 for the zero-decimal currencies, 2 for every other. */
export const currencyPlaces = (currency: string) =>
  ZERO_DECIMAL_CURRENCIES.has(currency.trim().toUpperCase()) ? 0 : 2;

/** Digits with thousands grouped by commas ('1234567' → '1,234,567'), as English and Chinese readers both write. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count or a limit as a person reads it (50000 → '50,000'): the grouping of `moneyText`, without the cost of the
 * browser's number formatting (its first use loads the locale's number data, tens of milliseconds of a screen's
 * first draw, issue 19). Whole numbers; a fraction is cut off.
 */
export function countText(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${groupDigits(String(Math.abs(whole)))}`;
}

/**
 * An amount as a person reads it: thousands grouped with commas (English and Chinese alike), the currency's
 * places (1,234.50 USD, 1,234 JPY), and more places only where the stored amount has them (12.345 USD), so a
 * value is never rounded away. Works on the decimal text (never a float), so 14 whole digits stay exact. Text
 * that is not a decimal is returned as it is.
 */
export function moneyText(amount: string, currency?: string | null): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, digits = '0', decimals = ''] = match;
  const places = currency ? currencyPlaces(currency) : 2;
  const significant = decimals.replace(/0+$/, '');
  const fraction = significant.length >= places ? significant : significant.padEnd(places, '0');
  const whole = groupDigits(digits.replace(/^0+(?=\d)/, ''));
  const zero = /^0*$/.test(digits) && /^0*$/.test(decimals);
  return `${sign && !zero ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A stored decimal (4 places) as typed: without the zeros after its last significant place ('50.0000' → '50',
 * '12.5000' → '12.5'); for percentages and for amounts put back into a form. Works on the text, never a float.
 */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}
