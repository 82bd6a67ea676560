import { Decimal } from 'decimal.js';
import { roundMoney } from '../money.js';
import type { Problem } from '../shared/field-problem.js';

/** A part of a combined payment (two or more payment groups) and what it can still pay back. */
export type CombinedPayRow = {
  refundPriority: number;
  /** Refund route as the spec's string values: '1' original, '2' wallet, '3' PayPal, '4' gift card, '5' card. */
  refundRoute: string;
  alreadyRefundAmount: string;
  canRefundAmount: string;
  packageNo: string;
};
export type CombinedPayAllocation = CombinedPayRow & { curRefundAmount: string };

/** The refund path of a combined payment: 1 all in priority order, 2 only the wallet, 3 only PayPal. */
export const combinedPayOptions = [
  { value: 1, key: 'priority', zh: '按优先级全部退回', en: 'All, in priority order', route: null },
  { value: 2, key: 'wallet', zh: '仅退站内钱包', en: 'Only the in-house wallet', route: '2' },
  { value: 3, key: 'paypal', zh: '仅退 PayPal', en: 'Only PayPal', route: '3' },
] as const;
export type CombinedPayOption = (typeof combinedPayOptions)[number]['value'];

export const PAYPAL_ROUTE = '3';

/**
 * Splits a refund over the parts of a combined payment. Option 1 fills the parts in priority order, each up to
 * what it can still pay back (a negative capacity counts as 0), and puts the rest on the part with the highest
 * priority number; options 2 and 3 put the whole amount on that route's part and 0 on the others.
 */
export function allocateCombinedRefund<R extends CombinedPayRow>(
  amount: Decimal.Value,
  rows: readonly R[],
  option: CombinedPayOption,
): (R & { curRefundAmount: string })[] {
  const ordered = [...rows].sort((a, b) => a.refundPriority - b.refundPriority);
  const total = new Decimal(amount);
  if (option !== 1) {
    const route = combinedPayOptions.find((o) => o.value === option)?.route;
    return ordered.map((row) => ({
      ...row,
      curRefundAmount: roundMoney(row.refundRoute === route ? total : 0),
    }));
  }
  let left = total;
  const out = ordered.map((row) => {
    const capacity = Decimal.max(new Decimal(row.canRefundAmount), 0);
    const take = Decimal.min(capacity, Decimal.max(left, 0));
    left = left.minus(take);
    return { ...row, curRefundAmount: take };
  });
  const last = out[out.length - 1];
  if (last && left.gt(0)) last.curRefundAmount = last.curRefundAmount.plus(left);
  return out.map((row) => ({ ...row, curRefundAmount: roundMoney(row.curRefundAmount) }));
}

/**
 * Whether the split can be submitted: the PayPal part may not pay back more than it can (a note with only OK; the
 * submit is blocked). Which options a payment is offered is `offeredRefundRoutes`.
 */
export function combinedRefundProblem(allocation: readonly CombinedPayAllocation[]): Problem | null {
  const paypal = allocation.find(
    (row) =>
      row.refundRoute === PAYPAL_ROUTE &&
      new Decimal(row.curRefundAmount).gt(Decimal.max(row.canRefundAmount, 0)),
  );
  return paypal
    ? {
        name: 'COMBINED_PAYPAL_OVER',
        params: { amount: paypal.curRefundAmount, max: roundMoney(Decimal.max(paypal.canRefundAmount, 0)) },
      }
    : null;
}
