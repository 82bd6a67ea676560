import { moneyText } from '../currency/money-text.js';
import { roundMoney } from '../money.js';
import { maskEmailsIn } from '../permissions/personal-data.js';
import type { PaypalMessageDraft } from './paypal-events.js';

/** The outcome of paying one part of a refund back through PayPal (refund operations, refundToPaypal). */
export type RefundOutcome =
  | {
      outcome: 'completed';
      refundNo: string;
      /** The provider's refund id: PayPal tells about the same refund by its webhook under this id. */
      providerRefundId: string;
      transactionNo: string;
      amount: string;
      currency: string;
    }
  | {
      outcome: 'failed';
      refundId: number;
      refundNo: string;
      paymentId: number;
      transactionNo: string;
      amount: string;
      currency: string;
      /** The provider's answer. */
      reason: string;
    };

/** A short stable hash of a text (FNV-1a, 32 bits, hex): keys one failure reason without storing it twice. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * The message of a refund to PayPal the product paid or could not pay. A completed part is keyed by the
 * provider's refund id and type, as PayPal's own PAYMENT.CAPTURE.REFUNDED event about it is, so the two make
 * one message; a failure is keyed by the refund, the payment and the reason, so retrying into the same refusal
 * does not pile up messages while a new reason makes a new one.
 */
export function refundOutcomeMessage(o: RefundOutcome, at: Date): PaypalMessageDraft {
  const currency = o.currency.toUpperCase();
  const shown = `${currency} ${moneyText(o.amount, currency)}`;
  const common = {
    eventId: null,
    summary: null,
    transactionId: o.transactionNo || null,
    transactionIds: o.transactionNo ? [o.transactionNo] : [],
    disputeId: null,
    reason: null,
    disputeStage: null,
    amount: roundMoney(o.amount),
    currency,
    occurredAt: at,
  };
  if (o.outcome === 'completed')
    return {
      ...common,
      eventKey: `refund:${o.providerRefundId}:refundCompleted`,
      eventType: 'BACKDESK.REFUND.COMPLETED',
      typeCode: 'refundCompleted',
      title: `退款单 ${o.refundNo} 已退回 PayPal：${shown}`,
      titleEn: `Refund ${o.refundNo} paid back to PayPal: ${shown}`,
      content: null,
      providerRefundId: o.providerRefundId,
      providerStatus: 'COMPLETED',
    };
  return {
    ...common,
    eventKey: `refundFailed:${o.refundId}:${o.paymentId}:${hashOf(o.reason)}`,
    eventType: 'BACKDESK.REFUND.FAILED',
    typeCode: 'refundFailed',
    title: `退款单 ${o.refundNo} 退回 PayPal 失败：${shown}`,
    titleEn: `Refund ${o.refundNo} to PayPal failed: ${shown}`,
    content: maskEmailsIn(o.reason).slice(0, 4000) || null,
    providerRefundId: null,
    providerStatus: 'FAILED',
  };
}
