import { describe, expect, it } from 'vitest';
import {
  importGst,
  indiaGst,
  lineAmount,
  orderTotal,
  shownAmountFields,
  usSalesTax,
} from './order-amounts.js';

describe('orderTotal: the sum of every amount column, 4 places', () => {
  it.each([
    ['items only', { itemsAmount: '19.99' }, '19.9900'],
    ['items and freight', { itemsAmount: '19.99', freightAmount: '4.5' }, '24.4900'],
    [
      'US order with sales tax and insurance',
      { itemsAmount: '100', freightAmount: '5', freightInsuranceAmount: '1.99', salesTaxAmount: '9.2925' },
      '116.2825',
    ],
    [
      'India order with CGST and SGST',
      { itemsAmount: '1000', cgstAmount: '90', sgstAmount: '90', codFeeAmount: '49' },
      '1229.0000',
    ],
    [
      'every column',
      {
        itemsAmount: '1',
        freightAmount: '1',
        freightInsuranceAmount: '1',
        tariffInsuranceAmount: '1',
        brokenScreenServiceAmount: '1',
        codFeeAmount: '1',
        salesTaxAmount: '1',
        igstAmount: '1',
        cgstAmount: '1',
        sgstAmount: '1',
        gstAmount: '1',
        installmentInterestAmount: '1',
      },
      '12.0000',
    ],
    ['binary-float trap 0.1 + 0.2', { itemsAmount: '0.1', freightAmount: '0.2' }, '0.3000'],
    ['missing and null columns count as 0', { itemsAmount: null }, '0.0000'],
  ] as const)('%s', (_case, amounts, total) => {
    expect(orderTotal(amounts)).toBe(total);
  });
});

describe('lineAmount: quantity × unit price less discount, never negative', () => {
  it.each([
    [2, '9.99', '0', '19.9800'],
    [3, '10', '5.5', '24.5000'],
    [1, '5', '10', '0.0000'],
    [4, '0.33335', '0', '1.3334'],
  ] as const)('%i × %s - %s = %s', (q, price, discount, amount) => {
    expect(lineAmount(q, price, discount)).toBe(amount);
  });
});

describe('usSalesTax: by destination state', () => {
  it.each([
    ['CA', '100', '8.8500'],
    ['ny', '100', '8.5200'],
    ['OR (no sales tax)', '100', '0.0000'],
    ['unknown state', '100', '0.0000'],
    ['TX rounding half-up', '10.05', '0.8241'],
  ] as const)('%s', (state, taxable, tax) => {
    expect(usSalesTax(taxable, state.split(' ')[0] === 'unknown' ? 'ZZ' : state.split(' ')[0])).toBe(tax);
  });
  it('is 0 without a state', () => expect(usSalesTax('100', null)).toBe('0.0000'));
});

describe('indiaGst: IGST between states, CGST + SGST within one', () => {
  it.each([
    [false, '1000', { igstAmount: '180.0000', cgstAmount: '0.0000', sgstAmount: '0.0000' }],
    [true, '1000', { igstAmount: '0.0000', cgstAmount: '90.0000', sgstAmount: '90.0000' }],
    [true, '999.99', { igstAmount: '0.0000', cgstAmount: '89.9991', sgstAmount: '89.9991' }],
  ] as const)('intra-state %s on %s', (intra, taxable, expected) => {
    expect(indiaGst(taxable, intra)).toEqual(expected);
  });
});

describe('importGst: low-value import GST', () => {
  it.each([
    ['AU', '50', '5.0000'],
    ['NZ', '100', '15.0000'],
    ['US', '100', '0.0000'],
  ] as const)('%s on %s is %s', (country, taxable, gst) => expect(importGst(taxable, country)).toBe(gst));
});

describe('shownAmountFields: the amount card shows the columns that apply to the order', () => {
  const base = { itemsAmount: '100.0000', freightAmount: '0.0000' };
  it.each([
    ['GB', base, ['itemsAmount', 'freightAmount']],
    ['US', base, ['itemsAmount', 'freightAmount', 'salesTaxAmount']],
    ['us', base, ['itemsAmount', 'freightAmount', 'salesTaxAmount']],
    ['IN', base, ['itemsAmount', 'freightAmount', 'igstAmount', 'cgstAmount', 'sgstAmount']],
    ['AU', base, ['itemsAmount', 'freightAmount', 'gstAmount']],
    [null, base, ['itemsAmount', 'freightAmount']],
    ['GB', { ...base, codFeeAmount: '5.0000' }, ['itemsAmount', 'freightAmount', 'codFeeAmount']],
    // an amount is never hidden, whatever the country
    ['GB', { ...base, igstAmount: '1.5000' }, ['itemsAmount', 'freightAmount', 'igstAmount']],
  ] as const)('%s %j -> %j', (country, amounts, fields) =>
    expect(shownAmountFields(amounts, country)).toEqual(fields),
  );
});
