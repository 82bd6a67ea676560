import type { Decimal } from 'decimal.js';
import type { ErrorName } from '../errors/catalogue.js';
import type { FieldProblem, Problem } from '../shared/field-problem.js';
import {
  allocateCombinedRefund,
  type CombinedPayOption,
  type CombinedPayRow,
  combinedRefundProblem,
} from './combined-payment.js';
import {
  computeRefundAmounts,
  orderCapProblem,
  productsAmount,
  type RefundAmountsInput,
  type RefundOrder,
  referenceAmounts,
  refundQuantityProblem,
} from './refund-amounts.js';
import { type RefundPackageInput, refundFormProblems } from './refund-form.js';
import { refundProductOf } from './refund-lines.js';
import { offeredRefundRoutes, refundRouteChoiceProblems } from './refund-route-offer.js';
import { cancelOrderOption, packageLimitProblem } from './refund-rules.js';
import type { RefundableLineRecord } from './refund-wire.js';

/*
 * One refund package evaluated against its order, the same steps for the refund engine (server), the refund a
 * ticket requests and the refund form (web): the ticked lines and their products' amount, the references, the
 * amounts and their problems, the split over a combined payment and the cancel-order option.
 */

/** A line of a package as the evaluation reads it (price per unit and what is left to refund). */
export type RefundableLine = Pick<
  RefundableLineRecord,
  'orderLineId' | 'quantity' | 'refundedQuantity' | 'unitPrice' | 'unitDiscount' | 'unitDeposit'
>;

/** A package as the evaluation reads it: its lines, status, limit and the parts of a combined payment. */
export type RefundablePackage = {
  packageNo: string;
  status: number;
  lines: readonly RefundableLine[];
  /** Why a new refund of the package is refused (it has one, the provider advanced it); null when none. */
  limit: ErrorName | null;
  /** The package's live refunds (the ones its limit names). */
  refundNos: readonly string[];
  combined: readonly CombinedPayRow[] | null;
};

/** The order a refund package is evaluated against: the refund form's add-info, or the server's loaded order. */
export type RefundEvaluationOrder<P extends RefundablePackage = RefundablePackage> = {
  order: RefundOrder & { totalAmount: string; paymentMethod: string | null };
  packages: readonly P[];
  routes: readonly { routeId: string; enabled: boolean }[];
  uploadRequiredProblemTypes: readonly number[];
};

/** What the figures of a package are computed from: the ticked lines, the amounts asked for, the split option. */
export type RefundFiguresInput = {
  products: readonly { detailId: number; quantity: number }[];
  amounts: RefundAmountsInput;
  combinedOption: CombinedPayOption;
};

type LineOf<P extends RefundablePackage> = P['lines'][number];
type PartOf<P extends RefundablePackage> = NonNullable<P['combined']>[number];

/**
 * The figures of one package: the lines found for the ticked products (with the product's index), the products'
 * amount, the references, the refund amounts (with their own problems), the split over a combined payment (with
 * its problem) and the cancel-order option. Products whose line is not the package's are left out.
 */
export function refundPackageFigures<P extends RefundablePackage>(
  order: RefundOrder,
  pkg: P,
  input: RefundFiguresInput,
) {
  const picked = input.products.flatMap((product, index) => {
    const line = pkg.lines.find((l) => l.orderLineId === product.detailId) as LineOf<P> | undefined;
    return line ? [{ index, line, quantity: product.quantity }] : [];
  });
  const pdAmount = productsAmount(picked.map((p) => refundProductOf(p.line, p.quantity)));
  const reference = referenceAmounts(order, pdAmount);
  const computed = computeRefundAmounts(reference, input.amounts);
  const combined = pkg.combined as readonly PartOf<P>[] | null;
  const allocation = combined ? allocateCombinedRefund(computed.total, combined, input.combinedOption) : null;
  return {
    picked,
    pdAmount,
    reference,
    computed,
    allocation,
    combinedProblem: allocation ? combinedRefundProblem(allocation) : null,
    cancel: cancelOrderOption(pkg.status, computed.total, computed.reference),
  };
}
export type RefundPackageFigures<P extends RefundablePackage = RefundablePackage> = ReturnType<
  typeof refundPackageFigures<P>
>;

/** How the payload asks for the amounts: an amount per column (taxes may follow its percentage) or a percentage. */
function refundAmountsInputOf(
  input: Pick<RefundPackageInput, 'amounts' | 'percent' | 'extraFreight' | 'deposit'>,
): RefundAmountsInput {
  const { extraFreight, deposit } = input;
  return input.amounts
    ? { amounts: input.amounts, percent: input.percent ?? null, extraFreight, deposit }
    : { percent: input.percent ?? '0', extraFreight, deposit };
}

export type RefundEvaluationOptions = {
  mode: 'add' | 'edit';
  /**
   * What the order has refunded before this package, given when the refund is written now: then its path must
   * be enabled, and (when nothing else is wrong) it must fit in what the order has left and its split over a
   * combined payment must work. A form's draft and a ticket's request leave these to the write.
   */
  refundedBefore?: Decimal.Value;
};

/** A package that cannot be refunded at all (not the order's, or refused by its limit in add mode). */
export type RefusedRefundPackage = { pkg: null; problems: FieldProblem[] };
/** An evaluated package: its figures and its problems (fields relative to the package: 'percent'). */
export type EvaluatedRefundPackage<P extends RefundablePackage> = RefundPackageFigures<P> & {
  pkg: P;
  problems: FieldProblem[];
};

const at = (field: string, problem: Problem): FieldProblem => ({ field, ...problem });

/**
 * One package of a refund payload evaluated against its order, with every problem a refund of it has, in the
 * order the refund engine reports them: the package itself (not the order's, or its limit in add mode: nothing
 * else is evaluated), each product (its line, its quantity), the amounts, the form's order-dependent rules and,
 * when written now, the path; then, only when none of these, the order cap; then the combined-payment split.
 */
export function evaluateRefundPackage<P extends RefundablePackage>(
  order: RefundEvaluationOrder<P>,
  input: RefundPackageInput,
  { mode, refundedBefore }: RefundEvaluationOptions,
): RefusedRefundPackage | EvaluatedRefundPackage<P> {
  const pkg = order.packages.find((p) => p.packageNo === input.packageNo);
  if (!pkg) return { pkg: null, problems: [at('packageNo', { name: 'PACKAGE_NOT_FOUND' })] };
  const limit = mode === 'add' ? packageLimitProblem(pkg) : null;
  if (limit) return { pkg: null, problems: [at('packageNo', limit)] };

  const figures = refundPackageFigures(order.order, pkg, {
    products: input.products,
    amounts: refundAmountsInputOf(input),
    combinedOption: (input.combinedOption ?? 1) as CombinedPayOption,
  });
  const problems: FieldProblem[] = [];
  input.products.forEach((product, i) => {
    const found = figures.picked.find((p) => p.index === i);
    if (!found) {
      problems.push(at(`products.${i}.detailId`, { name: 'VALIDATION_FAILED' }));
      return;
    }
    const qty = refundQuantityProblem(product.quantity, found.line.quantity - found.line.refundedQuantity);
    if (qty) problems.push(at(`products.${i}.quantity`, qty));
  });
  for (const p of figures.computed.problems) problems.push(at(p.field, p.problem));
  problems.push(
    ...refundFormProblems(input, {
      platformId: order.order.platformId,
      paymentMethod: order.order.paymentMethod,
      mode,
      uploadRequiredProblemTypes: order.uploadRequiredProblemTypes,
    }),
  );
  // the path and the combined-payment choice: what the offer gives (in add mode, and for a refund written now)
  if (mode === 'add' || refundedBefore !== undefined) {
    const combinedOption = (input.combinedOption ?? 1) as CombinedPayOption;
    const offer = offeredRefundRoutes(
      { platformId: order.order.platformId, combined: pkg.combined },
      order.routes,
      combinedOption,
    );
    problems.push(...refundRouteChoiceProblems(offer, { refundRoute: input.refundRoute, combinedOption }));
  }
  if (refundedBefore !== undefined) {
    const cap = problems.length
      ? null
      : orderCapProblem(figures.computed.total, order.order.totalAmount, refundedBefore);
    if (cap) problems.push(at('percent', cap));
    else if (!problems.length && figures.combinedProblem)
      problems.push(at('combinedOption', figures.combinedProblem));
  }
  return { ...figures, pkg, problems };
}
