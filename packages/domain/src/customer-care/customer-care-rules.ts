import type { ErrorName } from '../errors/catalogue.js';
import { paypalDisputeOutcomes } from '../messages/paypal-events.js';

/**
 * Customer care (spec 3 §2 customerCare, ppWorkOrderDetails, /customerCenter/paypalComplaint): payment-provider
 * complaints (PayPal disputes, claims and chargebacks) handled as work orders of their own kind.
 */

/** The work-order kind of a PayPal complaint (workOrderKinds 'paypal'). */
export const CUSTOMER_CARE = 8;

/** The most rows one customer-care export holds (spec 3 §7 'Export-limit codes': 2009 beyond it). */
export const CUSTOMER_CARE_EXPORT_MAX = 10_000;

/**
 * PayPal takes a case on a payment for 180 days after it (its buyer-protection window): an older payment cannot be
 * disputed any more, so a number naming one is not usable for PayPal.
 */
export const PAYPAL_CASE_WINDOW_DAYS = 180;

/** The longest message to a PayPal customer PayPal's send-message call takes. */
export const PP_MESSAGE_MAX = 2000;

/**
 * The outcome codes (GET /api/customerCare/getAllOutcomeCode): how PayPal closed a case, in both languages,
 * with whether the outcome is in our favour (the work order is solved) or not (closed, the money lost).
 */
export const customerCareOutcomeCodes = paypalDisputeOutcomes.map((o) => ({
  code: o.code,
  name: o.zh,
  enName: o.en,
  inOurFavour: o.code === 'RESOLVED_SELLER_FAVOUR' || o.code === 'CANCELED_BY_BUYER' || o.code === 'DENIED',
}));
export type CustomerCareOutcomeCode = (typeof customerCareOutcomeCodes)[number];

/** Is this one of PayPal's outcome codes? */
export const isOutcomeCode = (code: string) => customerCareOutcomeCodes.some((o) => o.code === code);

/** What the server found for an order or package number, as the PayPal-usability rule reads it. */
export type PpCandidate = {
  /** The order's PayPal payment (route 3) when it has one; null when it was paid otherwise. */
  paypalPayment: { transactionNo: string | null; paidAt: Date | null } | null;
  /** Is the order cancelled (nothing was taken, or all of it was given back)? */
  cancelled: boolean;
} | null;

/**
 * Is an order or package number usable for PayPal (GET matchOrderNoOrPackageNoIsCanUseToPp, and relating a
 * complaint to an order)? It must name an order of ours in the caller's platforms, paid through PayPal with the
 * payment's transaction number (what PayPal's case names), not cancelled, and paid within PayPal's 180 days.
 * Answers the catalogue error that says why not, or null when usable.
 */
export function ppUsableProblem(
  found: PpCandidate,
  now: Date,
): { name: ErrorName; params?: Record<string, string | number> } | null {
  if (!found) return { name: 'CUSTOMER_CARE_NUMBER_NOT_FOUND' };
  if (!found.paypalPayment) return { name: 'CUSTOMER_CARE_NOT_PAYPAL' };
  if (!found.paypalPayment.transactionNo?.trim()) return { name: 'CUSTOMER_CARE_NO_TRANSACTION' };
  if (found.cancelled) return { name: 'CUSTOMER_CARE_ORDER_CANCELLED' };
  const paidAt = found.paypalPayment.paidAt;
  if (paidAt && now.getTime() - paidAt.getTime() > PAYPAL_CASE_WINDOW_DAYS * 86_400_000)
    return { name: 'CUSTOMER_CARE_PP_WINDOW_PASSED', params: { days: PAYPAL_CASE_WINDOW_DAYS } };
  return null;
}

/** The delivery states of a message to the PayPal customer: only `sent` was accepted by the provider. */
export const ppMessageStates = ['pending', 'sent', 'failed', 'notConfigured'] as const;
export type PpMessageState = (typeof ppMessageStates)[number];

/**
 * What the provider's answer to a message makes of it: sent only when the provider accepted it (its own id
 * back); refused or unreachable is failed with its reason; no provider at all is not configured. A message is
 * never shown as sent on any other answer.
 */
export function ppMessageOutcome(
  answer: { ok: true; providerRef: string } | { ok: false; reason: string } | null,
): { state: PpMessageState; providerRef: string | null; error: string | null } {
  if (!answer) return { state: 'notConfigured', providerRef: null, error: null };
  if (answer.ok && answer.providerRef.trim())
    return { state: 'sent', providerRef: answer.providerRef, error: null };
  return {
    state: 'failed',
    providerRef: null,
    error: answer.ok ? 'The provider answered without an id' : answer.reason,
  };
}
