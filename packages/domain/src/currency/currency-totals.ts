import type { Lang } from '../errors/lang.js';
import { sumMoney } from '../money.js';
import { moneyText } from './money-text.js';

/** Money per currency, as decimal text: amounts are never converted (no exchange rates are recorded). */
export type CurrencyAmount = { amount: string; currency: string };

/**
 * The totals of amounts per currency, in the order each currency first appears: amounts of one currency are added
 * as decimals (never summed across currencies); the currency code is read upper-case.
 */
export function totalsByCurrency(rows: readonly CurrencyAmount[]): CurrencyAmount[] {
  const byCurrency = new Map<string, string[]>();
  for (const row of rows) {
    const currency = row.currency.trim().toUpperCase();
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), row.amount]);
  }
  return [...byCurrency].map(([currency, amounts]) => ({ currency, amount: sumMoney(amounts) }));
}

const separators: Record<Lang, string> = { en: ', ', zh: '、' };

/** Totals as a person reads them: each with its currency's places and grouping, '120.50 USD, 3,000 JPY'. */
export function totalsText(totals: readonly CurrencyAmount[], lang: Lang): string {
  return totals.map((t) => `${moneyText(t.amount, t.currency)} ${t.currency}`).join(separators[lang]);
}
