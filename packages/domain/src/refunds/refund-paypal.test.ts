import { describe, expect, it } from 'vitest';
import { currencyPlaces } from '../currency/money-text.js';
import { type PaidPart, paypalRefundPlan, paypalRefundSettled, providerAmount } from './refund-paypal.js';

const part = (paymentId: number, refundRoute: string, amount: string, paid = false): PaidPart => ({
  paymentId,
  refundRoute,
  amount,
  providerRefundId: paid ? `RF-${paymentId}` : null,
});
const refund = (status: number, refundRoute: string | null = '3', totalAmount = '10.0000') => ({
  status,
  refundRoute,
  totalAmount,
});

describe('refund to PayPal (spec 2 §7 refundToPaypal): what is paid, once', () => {
  it.each([
    ['not reviewed yet: refused', refund(0), [], false, { problem: 'REFUND_PAYPAL_NOT_REVIEWED' }],
    ['completed already: nothing again', refund(9), [part(1, '3', '10', true)], false, { pay: 'none' }],
    ['route 3 without a split: the whole refund', refund(1), [], false, { pay: 'whole' }],
    ['route 3 paid before: nothing again', refund(1), [part(1, '3', '10', true)], false, { pay: 'none' }],
    ['route 1 without a split: refused', refund(1, '1'), [], false, { problem: 'REFUND_NO_PAYPAL_PART' }],
    ['a zero refund: refused', refund(1, '3', '0.0000'), [], false, { problem: 'REFUND_NO_PAYPAL_PART' }],
    [
      'a split with a PayPal part only paid: completes',
      refund(1, null),
      [part(1, '4', '0'), part(2, '3', '6')],
      true,
      { pay: 'parts', unpaid: [part(2, '3', '6')], complete: true },
    ],
    [
      'a split with a wallet part left: pays PayPal, does not complete',
      refund(1, null),
      [part(1, '2', '4'), part(2, '3', '6')],
      true,
      { pay: 'parts', unpaid: [part(2, '3', '6')], complete: false },
    ],
    [
      'a split whose PayPal part was paid: nothing again',
      refund(1, null),
      [part(1, '3', '6', true)],
      true,
      { pay: 'parts', unpaid: [], complete: true },
    ],
    [
      'a split without a PayPal amount: refused',
      refund(1, null),
      [part(1, '2', '4'), part(2, '3', '0')],
      true,
      { problem: 'REFUND_NO_PAYPAL_PART' },
    ],
  ] as const)('%s', (_name, r, parts, split, expected) => {
    expect(paypalRefundPlan(r, parts, split)).toEqual(expected);
  });
});

describe('providerAmount: half-up to the currency minor unit, as decimal text', () => {
  it.each([
    ['110.0000', 'USD', '110.00'],
    ['1.0050', 'USD', '1.01'],
    // a float rounds 1.005 down (1.00499999…): the decimal rounds it half-up
    ['1.005', 'EUR', '1.01'],
    ['8.345', 'GBP', '8.35'],
    ['0.0049', 'USD', '0.00'],
    ['12.3449', 'usd', '12.34'],
    ['1234.5000', 'JPY', '1235'],
    ['1234.4999', 'JPY', '1234'],
    ['1000.5', 'krw', '1001'],
    ['99.5', 'HUF', '100'],
    ['99999999999999.9950', 'USD', '100000000000000.00'],
    ['0', 'USD', '0.00'],
  ])('%s %s -> %s', (amount, currency, expected) => {
    expect(providerAmount(amount, currency)).toBe(expected);
  });

  it.each([
    ['JPY', 0],
    ['KRW', 0],
    ['USD', 2],
    ['EUR', 2],
    [' twd ', 0],
  ])('%s has %i places', (currency, places) => {
    expect(currencyPlaces(currency)).toBe(places);
  });
});

describe('a refund to PayPal is settled when every part it pays is recorded', () => {
  it.each([
    ['a whole refund with its PayPal part paid', [part(1, '3', '10', true)], false, true],
    ['a whole refund not paid yet', [], false, false],
    ['a whole refund whose part is not recorded yet', [part(1, '3', '10')], false, false],
    ['a split with every part paid', [part(1, '3', '4', true), part(2, '3', '6', true)], true, true],
    ['a split with a PayPal part left', [part(1, '3', '4', true), part(2, '3', '6')], true, false],
    ['a split with a wallet part left', [part(1, '2', '4'), part(2, '3', '6', true)], true, false],
    [
      'a split whose unpaid part has no amount',
      [part(1, '4', '0.0000'), part(2, '3', '6', true)],
      true,
      true,
    ],
    ['a split without any amount', [part(1, '3', '0')], true, false],
  ] as const)('%s', (_name, parts, split, expected) => {
    expect(paypalRefundSettled(parts, split)).toBe(expected);
  });
});
