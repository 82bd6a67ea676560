import { Decimal } from 'decimal.js';
import { roundMoney } from '../money.js';
import type { RefundAmounts } from '../refunds/refund-amounts.js';
import { orderCapProblem } from '../refunds/refund-amounts.js';
import { evaluateRefundPackage } from '../refunds/refund-evaluate.js';
import type { RefundCreateInput } from '../refunds/refund-form.js';
import type { RefundAddInfo } from '../refunds/refund-wire.js';
import type { FieldProblem } from '../shared/field-problem.js';

export type RequestedPackage = {
  packageNo: string;
  total: string;
  reference: string;
  percent: string;
  amounts: RefundAmounts['amounts'];
  extraFreight: string | null;
  deposit: string | null;
};
export type RequestedRefund = {
  total: string;
  packages: RequestedPackage[];
  /** Field problems, with the field path in the refund payload (packages.0.percent). */
  problems: FieldProblem[];
};

/**
 * The refund a ticket asks for, evaluated against the order as it is now with the refund engine's rules
 * (`evaluateRefundPackage` per package, each package once): each package must be the order's and not refunded
 * yet, its products and quantities refundable, its amounts within their references, the form's required fields
 * given, and the whole request within the order's total less earlier refunds. The path and the split over a
 * combined payment are checked when the audit writes the refunds.
 */
export function requestedRefund(info: RefundAddInfo, draft: RefundCreateInput): RequestedRefund {
  const problems: FieldProblem[] = [];
  const packages: RequestedPackage[] = [];
  const seen = new Set<string>();
  let total = new Decimal(0);
  if (draft.orderId !== info.order.id) problems.push({ field: 'orderId', name: 'VALIDATION_FAILED' });
  draft.packages.forEach((input, index) => {
    const at = (field: string) => `packages.${index}.${field}`;
    if (seen.has(input.packageNo)) {
      problems.push({ field: at('packageNo'), name: 'VALIDATION_FAILED' });
      return;
    }
    if (info.packages.some((p) => p.packageNo === input.packageNo)) seen.add(input.packageNo);
    const evaluated = evaluateRefundPackage(info, input, { mode: 'add' });
    problems.push(...evaluated.problems.map((p) => ({ ...p, field: at(p.field) })));
    if (!evaluated.pkg) return;
    const { computed } = evaluated;
    total = total.plus(computed.total);
    packages.push({
      packageNo: evaluated.pkg.packageNo,
      total: computed.total,
      reference: computed.reference,
      percent: computed.percent,
      amounts: computed.amounts,
      extraFreight: computed.extraFreight,
      deposit: computed.deposit,
    });
  });
  const cap = orderCapProblem(total, info.order.totalAmount, info.order.refundedAmount);
  if (cap) problems.push({ field: 'packages.0.percent', ...cap });
  return { total: roundMoney(total), packages, problems };
}
