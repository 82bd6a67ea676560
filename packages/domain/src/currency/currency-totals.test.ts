import { describe, expect, it } from 'vitest';
import { type CurrencyAmount, totalsByCurrency, totalsText } from './currency-totals.js';

const row = (amount: string, currency: string): CurrencyAmount => ({ amount, currency });

describe('totalsByCurrency: what a selection of refunds adds up to', () => {
  it.each<[string, CurrencyAmount[], CurrencyAmount[]]>([
    ['nothing selected', [], []],
    ['one refund', [row('12.5000', 'USD')], [row('12.5000', 'USD')]],
    [
      'one currency, added as decimals',
      [row('0.1000', 'USD'), row('0.2000', 'USD'), row('120.2000', 'USD')],
      [row('120.5000', 'USD')],
    ],
    [
      'currencies kept apart, in the order they first appear',
      [row('100.5000', 'USD'), row('3000.0000', 'JPY'), row('20.0000', 'USD')],
      [row('120.5000', 'USD'), row('3000.0000', 'JPY')],
    ],
    [
      'a currency written in lower case is the same currency',
      [row('1', 'eur'), row('2', ' EUR ')],
      [row('3.0000', 'EUR')],
    ],
    ['zero refunds count', [row('0.0000', 'GBP'), row('0', 'GBP')], [row('0.0000', 'GBP')]],
    [
      'fourteen whole digits stay exact',
      [row('99999999999999.9999', 'USD'), row('0.0001', 'USD')],
      [row('100000000000000.0000', 'USD')],
    ],
  ])('%s', (_name, rows, expected) => {
    expect(totalsByCurrency(rows)).toEqual(expected);
  });
});

describe('totalsText: the totals as the confirmation names them', () => {
  it.each<[CurrencyAmount[], 'en' | 'zh', string]>([
    [[row('120.5000', 'USD'), row('3000.0000', 'JPY')], 'en', '120.50 USD, 3,000 JPY'],
    [[row('120.5000', 'USD'), row('3000.0000', 'JPY')], 'zh', '120.50 USD、3,000 JPY'],
    [[row('1234.5670', 'EUR')], 'en', '1,234.567 EUR'],
    [[], 'en', ''],
  ])('%j in %s reads %s', (totals, lang, expected) => {
    expect(totalsText(totals, lang)).toBe(expected);
  });
});
