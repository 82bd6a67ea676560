import { Decimal } from 'decimal.js';
import type { ErrorName, ErrorParams } from '../errors/catalogue.js';
import { roundMoney } from '../money.js';
import {
  computeRefundAmounts,
  orderCapProblem,
  productsAmount,
  type RefundAmounts,
  referenceAmounts,
  refundQuantityProblem,
} from '../refunds/refund-amounts.js';
import { type RefundCreateInput, refundFormProblems } from '../refunds/refund-form.js';
import type { RefundAddInfo } from '../refunds/refund-wire.js';

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
  problems: { field: string; name: ErrorName; params?: ErrorParams }[];
};

/**
 * The refund a ticket asks for, evaluated against the order as it is now with the refund engine's rules: each
 * package must be the order's and not refunded yet, its products and quantities refundable, its amounts within
 * their references, the form's required fields given, and the whole within the order's total less earlier refunds.
 */
export function requestedRefund(info: RefundAddInfo, draft: RefundCreateInput): RequestedRefund {
  const problems: RequestedRefund['problems'] = [];
  const packages: RequestedPackage[] = [];
  const seen = new Set<string>();
  let total = new Decimal(0);
  if (draft.orderId !== info.order.id) problems.push({ field: 'orderId', name: 'VALIDATION_FAILED' });
  draft.packages.forEach((input, index) => {
    const at = (field: string) => `packages.${index}.${field}`;
    const pkg = info.packages.find((p) => p.packageNo === input.packageNo);
    if (!pkg || seen.has(input.packageNo)) {
      problems.push({ field: at('packageNo'), name: pkg ? 'VALIDATION_FAILED' : 'PACKAGE_NOT_FOUND' });
      return;
    }
    seen.add(input.packageNo);
    if (pkg.limit) {
      problems.push({ field: at('packageNo'), name: pkg.limit });
      return;
    }
    const picked = input.products.flatMap((product, i) => {
      const line = pkg.lines.find((l) => l.orderLineId === product.detailId);
      if (!line) {
        problems.push({ field: at(`products.${i}.detailId`), name: 'VALIDATION_FAILED' });
        return [];
      }
      const left = line.quantity - line.refundedQuantity;
      const qty = refundQuantityProblem(product.quantity, left);
      if (qty) problems.push({ field: at(`products.${i}.quantity`), ...qty });
      return [
        {
          quantity: product.quantity,
          originalQuantity: left,
          unitPrice: line.unitPrice,
          discount: line.unitDiscount,
          deposit: new Decimal(line.unitDeposit).times(product.quantity),
        },
      ];
    });
    const reference = referenceAmounts(
      {
        platformId: info.order.platformId,
        amounts: info.order.amounts,
        country: info.order.country,
        state: info.order.state,
      },
      productsAmount(picked),
    );
    const computed = computeRefundAmounts(
      reference,
      input.amounts
        ? {
            amounts: input.amounts,
            percent: input.percent ?? null,
            extraFreight: input.extraFreight,
            deposit: input.deposit,
          }
        : { percent: input.percent ?? '0', extraFreight: input.extraFreight, deposit: input.deposit },
    );
    for (const p of computed.problems)
      problems.push({ field: at(p.field === 'total' ? 'percent' : p.field), ...p.problem });
    for (const p of refundFormProblems(input, {
      platformId: info.order.platformId,
      paymentMethod: info.order.paymentMethod,
      mode: 'add',
      uploadRequiredProblemTypes: info.uploadRequiredProblemTypes,
      combinedPayment: pkg.combined !== null,
    }))
      problems.push({ ...p, field: at(p.field) });
    total = total.plus(computed.total);
    packages.push({
      packageNo: pkg.packageNo,
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
