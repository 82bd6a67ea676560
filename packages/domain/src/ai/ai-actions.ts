import { z } from 'zod';
import { Decimal } from '../money.js';
import { type Fact, type FactMoney, type FactsBundle, factsOfKind, isFactMoney } from './ai-facts.js';
import type { AiIntent } from './ai-intent.js';

/*
 * Suggested actions of a suggested reply (issue 15): refund, resend or return, proposed from the case's facts and
 * what the customer asks. An action only opens the existing dialog prefilled; a person submits it and the dialog's
 * own call applies every rule, so nothing here moves money.
 */

export const aiActionKinds = ['refund', 'resend', 'return'] as const;
export type AiActionKind = (typeof aiActionKinds)[number];

/** Why an action is proposed (the button's tooltip). */
export const aiActionReasons = ['refundAsked', 'wrongItem', 'parcelLate', 'parcelLost'] as const;
export type AiActionReason = (typeof aiActionReasons)[number];

export const aiActionSchema = z.object({
  kind: z.enum(aiActionKinds),
  reason: z.enum(aiActionReasons),
  orderId: z.number(),
  orderNo: z.string(),
  /** The parcel the dialog starts from. */
  packageNo: z.string().nullable(),
  /** A refund's proposed amount: what was paid less what was refunded already. */
  amount: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  /** The facts the proposal rests on. */
  factIds: z.array(z.string()),
});
export type AiSuggestedAction = z.output<typeof aiActionSchema>;

/** A parcel shipped this many days ago and not delivered is late enough to propose a resend. */
export const AI_RESEND_AFTER_DAYS = 20;

/** Tracking statuses that say the parcel will not arrive by itself: a resend is proposed at once. */
const LOST_TRACKING = ['exception', 'returned', 'expired'];
/** Refunds still under way (reviewed or not): no second refund is proposed beside one. */
const OPEN_REFUND = ['notReviewed', 'reviewed'];
/** Resends that no longer stand. */
const GONE_RESEND = ['cancelled', 'deleted'];
/** A return that did not happen. */
const GONE_RETURN = ['notReturned'];

const DAY_MS = 86_400_000;
const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** What the caller may do (the dialogs' permissions, with the reads that show what already exists). */
export type AiActionAllowed = Record<AiActionKind, boolean>;

/**
 * The actions a suggested reply proposes, from the facts bundle and the mail's intent:
 * - refund: a refund-status or wrong-item mail on a paid order with no refund under way and something left to
 *   refund; the proposal is what was paid less what was refunded, from the delivered parcel for a wrong item;
 * - resend: a late-parcel mail about a parcel shipped at least `resendAfterDays` days ago and not delivered, or one
 *   whose tracking says it will not arrive (exception, returned, expired), without a standing resend of it;
 * - return: a wrong-item mail about a shipped parcel with no return of it.
 * Only the kinds the caller may use; none without an order.
 */
export function suggestedActions(
  bundle: FactsBundle,
  intent: AiIntent,
  of: { orderId: number | null; now: Date; allowed: AiActionAllowed; resendAfterDays?: number },
): AiSuggestedAction[] {
  const order = bundle.facts.find((f) => f.kind === 'order');
  if (!order || of.orderId === null) return [];
  const orderNo = String(order.values.orderNo);
  const parcels = factsOfKind(bundle, 'parcel');
  const trackingOf = (p: Fact) =>
    bundle.facts.find((f) => f.kind === 'tracking' && f.values.packageNo === p.label);
  const delivered = (p: Fact) => trackingOf(p)?.values.trackingStatus === 'delivered';
  const shipped = (p: Fact) => p.values.shippedOn !== null && p.values.shippedOn !== undefined;
  const base = { orderId: of.orderId, orderNo };
  const actions: AiSuggestedAction[] = [];

  if (of.allowed.refund && (intent === 'refundStatus' || intent === 'wrongItem')) {
    const refunds = factsOfKind(bundle, 'refund');
    const total = order.values.total;
    const paid = order.values.paidOn !== null || factsOfKind(bundle, 'payment').length > 0;
    const open = refunds.some((r) => OPEN_REFUND.includes(str(r.values.refundStatus) ?? ''));
    if (paid && !open && total !== undefined && isFactMoney(total)) {
      const refunded = refunds
        .map((r) => r.values.amount)
        .filter((m): m is FactMoney => m !== undefined && isFactMoney(m) && m.currency === total.currency)
        .reduce((sum, m) => sum.add(m.amount), new Decimal(0));
      const left = new Decimal(total.amount).sub(refunded);
      const parcel = (intent === 'wrongItem' ? parcels.find(delivered) : undefined) ?? parcels[0];
      if (left.gt(0))
        actions.push({
          ...base,
          kind: 'refund',
          reason: intent === 'wrongItem' ? 'wrongItem' : 'refundAsked',
          packageNo: parcel?.label ?? null,
          amount: { amount: left.toFixed(2), currency: total.currency },
          factIds: ['order', ...(parcel ? [parcel.id] : []), ...refunds.map((r) => r.id)],
        });
    }
  }

  if (of.allowed.resend && intent === 'lateParcel') {
    const after = (of.resendAfterDays ?? AI_RESEND_AFTER_DAYS) * DAY_MS;
    const resent = new Set(
      factsOfKind(bundle, 'resend')
        .filter((r) => !GONE_RESEND.includes(str(r.values.resendStatus) ?? ''))
        .map((r) => r.values.oldPackageNo),
    );
    for (const p of parcels) {
      if (!shipped(p) || delivered(p) || resent.has(p.label)) continue;
      const tracking = trackingOf(p);
      const lost = LOST_TRACKING.includes(str(tracking?.values.trackingStatus) ?? '');
      const late = of.now.getTime() - new Date(String(p.values.shippedOn)).getTime() >= after;
      if (!lost && !late) continue;
      actions.push({
        ...base,
        kind: 'resend',
        reason: lost ? 'parcelLost' : 'parcelLate',
        packageNo: p.label,
        amount: null,
        factIds: [p.id, ...(tracking ? [tracking.id] : [])],
      });
      break;
    }
  }

  if (of.allowed.return && intent === 'wrongItem') {
    const returned = new Set(
      factsOfKind(bundle, 'return')
        .filter((r) => !GONE_RETURN.includes(str(r.values.returnStatus) ?? ''))
        .map((r) => r.values.packageNo),
    );
    const parcel =
      parcels.find((p) => delivered(p) && !returned.has(p.label)) ??
      parcels.find((p) => shipped(p) && !returned.has(p.label));
    if (parcel)
      actions.push({
        ...base,
        kind: 'return',
        reason: 'wrongItem',
        packageNo: parcel.label,
        amount: null,
        factIds: ['order', parcel.id],
      });
  }
  return actions;
}
