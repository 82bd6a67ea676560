import { describe, expect, it } from 'vitest';
import { Decimal, isMoneyText, MONEY_PLACES, roundMoney, sumMoney } from './money.js';

describe('roundMoney: 4 places, half-up (away from zero on a tie)', () => {
  it.each([
    ['1.00005', '1.0001'],
    ['-1.00005', '-1.0001'],
    ['1.00004999', '1.0000'],
    ['-1.00004999', '-1.0000'],
    ['2', '2.0000'],
    ['0', '0.0000'],
    ['12.3', '12.3000'],
    ['99999999999999.99995', '100000000000000.0000'],
    [1.00005, '1.0001'],
    [0.1 + 0.2, '0.3000'],
    [new Decimal('0.1').plus('0.2'), '0.3000'],
    [new Decimal('0.00015').times(3), '0.0005'],
    [new Decimal('10').dividedBy(3), '3.3333'],
  ])('%s -> %s', (value, expected) => {
    expect(roundMoney(value)).toBe(expected);
  });

  it('money has 4 places', () => {
    expect(MONEY_PLACES).toBe(4);
  });
});

describe('sumMoney: added as decimals, rounded once', () => {
  it.each([
    [[], '0.0000'],
    [['0.1', '0.2'], '0.3000'],
    [['10.0000', '-2.5000', '0.0001'], '7.5001'],
    // beyond a float's precision: Number() would answer 9007199254740.9922
    [['9007199254740.9931', '0.0001'], '9007199254740.9932'],
    [['0.00004', '0.00001'], '0.0001'],
  ] as const)('%j -> %s', (values, expected) => {
    expect(sumMoney(values)).toBe(expected);
  });
});

describe('isMoneyText: money as typed, within numeric(18,4)', () => {
  it.each([
    ['0', true],
    ['12', true],
    ['12.5', true],
    ['0.0001', true],
    ['99999999999999.9999', true],
    ['100000000000000', false],
    ['1.00001', false],
    ['-1', false],
    ['+1', false],
    ['1.', false],
    ['.5', false],
    ['1e3', false],
    [' 1', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isMoneyText(text)).toBe(expected);
  });
});
