import { Decimal } from 'decimal.js';
import type { ErrorName } from '../errors/catalogue.js';
import { roundMoney } from '../money.js';
import type { OrderAmountField } from '../orders/order-amounts.js';
import {
  amountsByPercent,
  productsAmount,
  type RefundOrder,
  referenceAmounts,
  SALES_TAX_RECOMPUTED_PLATFORM_ID,
  salesTaxProratedPlatformIds,
} from '../refunds/refund-amounts.js';
import type { RefundableLine } from '../refunds/refund-evaluate.js';
import { refundProductOf } from '../refunds/refund-lines.js';
import type { Problem } from '../shared/field-problem.js';
import type { BatchEventRefundType } from './batch-event-rules.js';

/** An order's package as a batch event's refund reads it (the refund engine's loaded order). */
export type BatchRefundPackage = {
  packageNo: string;
  deliveryStatus: number;
  /** Why a new refund of the package is refused (it has one, the provider advanced it); null when none. */
  limit: ErrorName | null;
  lines: readonly (RefundableLine & { sku: string })[];
};

/** One package of the refund a row asks the refund engine for: its products and how much. */
export type BatchRefundRequestPackage = {
  packageNo: string;
  deliveryStatus: '1' | '2' | '3';
  products: { detailId: number; quantity: number }[];
  /** A percentage of every column (the first package), or null with amounts per column. */
  percent: string | null;
  amounts: Partial<Record<OrderAmountField, string>> | null;
};

export type BatchRefundPlan = {
  refundType: BatchEventRefundType;
  refundPercent?: string | null;
  refundAmount?: string | null;
  refundSkus?: readonly string[] | null;
};

/** Whether US sales tax follows the refunded items (prorated on platforms 2 and 3, recomputed on 1 to the US). */
const taxFollowsItems = (order: RefundOrder) =>
  (salesTaxProratedPlatformIds as readonly number[]).includes(order.platformId) ||
  (order.platformId === SALES_TAX_RECOMPUTED_PLATFORM_ID && order.country?.toUpperCase() === 'US');

const deliveryOf = (status: number): '1' | '2' | '3' => (status === 2 ? '2' : status === 3 ? '3' : '1');

/**
 * The items (and the sales tax that follows them) of a package at a percentage: what a package refunds beyond the
 * first, whose order-level columns (freight, insurance, duty, fees, the order's taxes) the first one carries.
 */
function itemAmounts(order: RefundOrder, pdAmount: string, percent: Decimal.Value) {
  const byPercent = amountsByPercent(referenceAmounts(order, pdAmount), percent);
  return {
    itemsAmount: byPercent.itemsAmount,
    ...(taxFollowsItems(order) ? { salesTaxAmount: byPercent.salesTaxAmount } : {}),
  };
}

/**
 * The refund a batch event's row asks the refund engine for (spec 3 §3 'Batch event options': whole order, partial,
 * designated SKU), over the order's packages that may still be refunded (no refund yet, not advanced by the
 * provider) and their lines with something left:
 * - whole: every such line in full; the first package at 100 % of every column, the others their items;
 * - partial by percentage: the same lines at the percentage (the first package every column, the others their
 *   items); partial by amount: the amount in the order's currency as the items of the first such package;
 * - designated SKU: the lines of those SKUs in full, items only; a SKU with nothing left is refused, naming it.
 * The engine then applies every refund rule (amount bounds, the order cap, the path, review).
 */
export function batchEventRefundPackages(
  order: RefundOrder,
  packages: readonly BatchRefundPackage[],
  plan: BatchRefundPlan,
): { packages: BatchRefundRequestPackage[]; skus: string[] } | { problem: Problem } {
  const wanted =
    plan.refundType === 'sku' ? (plan.refundSkus ?? []).map((s) => s.trim().toUpperCase()) : null;
  const open = packages
    .filter((p) => p.limit === null)
    .map((p) => ({
      pkg: p,
      lines: p.lines.filter(
        (l) =>
          l.quantity - l.refundedQuantity > 0 && (!wanted || wanted.includes(l.sku.trim().toUpperCase())),
      ),
    }))
    .filter((p) => p.lines.length);
  if (wanted) {
    const found = new Set(open.flatMap((p) => p.lines.map((l) => l.sku.trim().toUpperCase())));
    const missing = (plan.refundSkus ?? []).find((s) => !found.has(s.trim().toUpperCase()));
    if (missing)
      return { problem: { name: 'BATCH_EVENT_REFUND_SKU_NOT_IN_ORDER', params: { sku: missing } } };
  }
  if (!open.length) return { problem: { name: 'BATCH_EVENT_REFUND_NOTHING_LEFT' } };
  const chosen = plan.refundType === 'partial' && plan.refundAmount ? open.slice(0, 1) : open;
  const percent = plan.refundType === 'partial' && plan.refundPercent ? plan.refundPercent : '100';
  const result = chosen.map(({ pkg, lines }, index): BatchRefundRequestPackage => {
    const products = lines.map((l) => ({
      detailId: l.orderLineId,
      quantity: l.quantity - l.refundedQuantity,
    }));
    const pdAmount = productsAmount(lines.map((l) => refundProductOf(l, l.quantity - l.refundedQuantity)));
    const base = { packageNo: pkg.packageNo, deliveryStatus: deliveryOf(pkg.deliveryStatus), products };
    if (plan.refundType === 'partial' && plan.refundAmount)
      return { ...base, percent: null, amounts: { itemsAmount: roundMoney(new Decimal(plan.refundAmount)) } };
    if (plan.refundType === 'sku')
      return { ...base, percent: null, amounts: itemAmounts(order, pdAmount, 100) };
    return index === 0
      ? { ...base, percent, amounts: null }
      : { ...base, percent, amounts: itemAmounts(order, pdAmount, percent) };
  });
  const skus = chosen.flatMap((p) => p.lines.map((l) => l.sku));
  return { packages: result, skus };
}
