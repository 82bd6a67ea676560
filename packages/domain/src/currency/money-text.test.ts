import { describe, expect, it } from 'vitest';
import { countText, currencyPlaces, moneyText, plainDecimal } from './money-text.js';

describe('moneyText: amounts as people read them', () => {
  it.each([
    ['1234.5000', 'USD', '1,234.50'],
    ['1234.0000', 'JPY', '1,234'],
    ['1000000.0000', 'KRW', '1,000,000'],
    ['1234.5000', 'JPY', '1,234.5'],
    ['0.1250', 'USD', '0.125'],
    ['12.3456', 'GBP', '12.3456'],
    ['-12.3000', 'EUR', '-12.30'],
    ['-0.0000', 'USD', '0.00'],
    ['0.0000', 'JPY', '0'],
    ['0007.1000', 'usd', '7.10'],
    ['999', 'EUR', '999.00'],
    ['99999999999999.9999', 'USD', '99,999,999,999,999.9999'],
    ['12.5', null, '12.50'],
    ['abc', 'USD', 'abc'],
  ])('%s %s reads %s', (amount, currency, expected) => {
    expect(moneyText(amount, currency)).toBe(expected);
  });

  it.each([
    ['JPY', 0],
    ['twd', 0],
    [' HUF ', 0],
    ['USD', 2],
    ['CNY', 2],
    ['EUR', 2],
  ])('%s shows %i places', (currency, places) => {
    expect(currencyPlaces(currency)).toBe(places);
  });
});

describe('plainDecimal: a stored decimal as typed', () => {
  it.each([
    ['50.0000', '50'],
    ['12.5000', '12.5'],
    ['100', '100'],
    ['100.0000', '100'],
    ['0.0000', '0'],
    ['79.9999', '79.9999'],
  ])('%s → %s', (value, text) => expect(plainDecimal(value)).toBe(text));
});

describe('countText: counts and limits grouped as moneyText groups amounts', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [50000, '50,000'],
    [1234567, '1,234,567'],
    [-20000, '-20,000'],
    [1999.9, '1,999'],
    [-0.5, '0'],
    [Number.POSITIVE_INFINITY, 'Infinity'],
  ])('%s → %s', (value, text) => expect(countText(value)).toBe(text));
});
