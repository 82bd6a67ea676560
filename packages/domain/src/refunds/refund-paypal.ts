import { currencyPlaces } from '../currency/money-text.js';
import type { ErrorName } from '../errors/catalogue.js';
import { Decimal } from '../money.js';
import { PAYPAL_ROUTE } from './combined-payment.js';

/** A part of a refund that a payment provider pays back. */
export type PaidPart = {
  paymentId: number;
  refundRoute: string;
  amount: string;
  providerRefundId: string | null;
};

/** A money amount above zero (decimal text, never through a float). */
const positive = (amount: string) => new Decimal(amount).greaterThan(0);

/**
 * What GET /api/csRefund/refundToPaypal pays: the PayPal parts of a reviewed refund not paid yet. A refund split
 * over a combined payment pays its route-3 parts; a refund without a split pays its total when its route is 3.
 * A refund already completed pays nothing again; a refund not reviewed yet, or without a PayPal part, is refused.
 */
export function paypalRefundPlan(
  refund: { status: number; refundRoute: string | null; totalAmount: string },
  parts: readonly PaidPart[],
  hasSplit: boolean,
):
  | { problem: ErrorName }
  | { pay: 'parts'; unpaid: PaidPart[]; complete: boolean }
  | { pay: 'whole' }
  | { pay: 'none' } {
  if (refund.status === 9) return { pay: 'none' };
  if (refund.status !== 1) return { problem: 'REFUND_PAYPAL_NOT_REVIEWED' };
  if (hasSplit) {
    const paypal = parts.filter((p) => p.refundRoute === PAYPAL_ROUTE && positive(p.amount));
    if (!paypal.length) return { problem: 'REFUND_NO_PAYPAL_PART' };
    const unpaid = paypal.filter((p) => !p.providerRefundId);
    // completed when every part with an amount is paid once these are
    const others = parts.filter(
      (p) => p.refundRoute !== PAYPAL_ROUTE && positive(p.amount) && !p.providerRefundId,
    );
    return { pay: 'parts', unpaid, complete: others.length === 0 };
  }
  if (refund.refundRoute !== PAYPAL_ROUTE) return { problem: 'REFUND_NO_PAYPAL_PART' };
  if (parts.some((p) => p.providerRefundId)) return { pay: 'none' };
  if (!positive(refund.totalAmount)) return { problem: 'REFUND_NO_PAYPAL_PART' };
  return { pay: 'whole' };
}

/** The key a provider de-duplicates a refund of one payment part by: a retry never pays twice. */
export const providerIdempotencyKey = (refundId: number, paymentId: number) =>
  `backdesk-refund-${refundId}-${paymentId}`;

/**
 * Whether every part a refund to PayPal pays is recorded as paid, so the refund may be completed: the whole
 * refund's PayPal part, or every part of a split that has an amount.
 */
export function paypalRefundSettled(parts: readonly PaidPart[], hasSplit: boolean): boolean {
  if (hasSplit) {
    const due = parts.filter((p) => positive(p.amount));
    return due.length > 0 && due.every((p) => p.providerRefundId);
  }
  return parts.some((p) => p.refundRoute === PAYPAL_ROUTE && p.providerRefundId);
}

/**
 * The amount a payment provider is asked to pay back: the money amount rounded half-up to the currency's minor
 * unit, as decimal text ('12.35', '1235' for JPY). This is also the amount recorded as paid.
 */
export function providerAmount(amount: Decimal.Value, currency: string): string {
  const places = currencyPlaces(currency);
  return new Decimal(amount).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}
