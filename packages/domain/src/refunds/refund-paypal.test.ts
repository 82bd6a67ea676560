import { describe, expect, it } from 'vitest';
import { type PaidPart, paypalRefundPlan } from './refund-paypal.js';

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
