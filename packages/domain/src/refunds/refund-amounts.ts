import { Decimal } from 'decimal.js';
import { roundMoney } from '../money.js';
import {
  type OrderAmountField,
  type OrderAmounts,
  orderAmountFields,
  usSalesTax,
} from '../orders/order-amounts.js';
import type { Problem } from '../shared/field-problem.js';

/** The tax components: refunded only entirely or by the refund's percentage. */
export const refundTaxFields = [
  'salesTaxAmount',
  'igstAmount',
  'cgstAmount',
  'sgstAmount',
  'gstAmount',
] as const satisfies readonly OrderAmountField[];

const isTax = (field: OrderAmountField) => (refundTaxFields as readonly string[]).includes(field);

/** Platforms whose US sales tax is refunded in proportion to the refunded items. */
export const salesTaxProratedPlatformIds = [2, 3] as const;
/** The own website recomputes US sales tax on what is refunded. */
export const SALES_TAX_RECOMPUTED_PLATFORM_ID = 1;

const zeroAmounts = (): OrderAmounts =>
  Object.fromEntries(orderAmountFields.map((f) => [f, roundMoney(0)])) as OrderAmounts;

/** One refunded product: quantity × (unit price − discount) − deposit. */
export type RefundProduct = {
  quantity: number;
  originalQuantity: number;
  unitPrice: Decimal.Value;
  /** Discount per unit. */
  discount?: Decimal.Value | null;
  /** Deposit already paid for the line, taken off its total. */
  deposit?: Decimal.Value | null;
};

/** Quantity: an integer from 1 to the original quantity. */
export function refundQuantityProblem(quantity: number, originalQuantity: number): Problem | null {
  if (!Number.isInteger(quantity) || quantity < 1) return { name: 'REFUND_QUANTITY_INVALID' };
  if (quantity > originalQuantity)
    return { name: 'REFUND_QUANTITY_OVER_ORIGINAL', params: { max: originalQuantity } };
  return null;
}

/** Product total = quantity × (unit price − discount) − deposit, rounded; never below 0. */
export function productTotal(line: Pick<RefundProduct, 'quantity' | 'unitPrice' | 'discount' | 'deposit'>) {
  const total = new Decimal(line.unitPrice)
    .minus(line.discount ?? 0)
    .times(line.quantity)
    .minus(line.deposit ?? 0);
  return roundMoney(Decimal.max(total, 0));
}

/** The products' amount (pdAmount): the sum of the ticked lines' totals. */
export function productsAmount(lines: readonly RefundProduct[]): string {
  return roundMoney(lines.reduce((sum, line) => sum.plus(productTotal(line)), new Decimal(0)));
}

/** The order a refund is taken from: its amount columns, platform and destination. */
export type RefundOrder = {
  platformId: number;
  amounts: OrderAmounts;
  country: string | null;
  state: string | null;
};

/**
 * The reference of each amount for a refund of products worth `pdAmount`: the items are the products' amount;
 * US sales tax follows the items (prorated by item share on platforms 2 and 3, recomputed on platform 1 with a
 * US destination); every other column is the order's own.
 */
export function referenceAmounts(order: RefundOrder, pdAmount: Decimal.Value): OrderAmounts {
  const reference = { ...order.amounts, itemsAmount: roundMoney(pdAmount) };
  const orderItems = new Decimal(order.amounts.itemsAmount);
  if ((salesTaxProratedPlatformIds as readonly number[]).includes(order.platformId)) {
    reference.salesTaxAmount = orderItems.isZero()
      ? roundMoney(0)
      : roundMoney(new Decimal(order.amounts.salesTaxAmount).times(pdAmount).dividedBy(orderItems));
  } else if (order.platformId === SALES_TAX_RECOMPUTED_PLATFORM_ID && order.country?.toUpperCase() === 'US') {
    reference.salesTaxAmount = usSalesTax(pdAmount, order.state);
  }
  return reference;
}

/** A percentage: 0 to 100 with at most 4 decimals. */
export function percentProblem(percent: Decimal.Value): Problem | null {
  let p: Decimal;
  try {
    p = new Decimal(percent);
  } catch {
    return { name: 'REFUND_PERCENT_INVALID' };
  }
  return p.isNaN() || p.lt(0) || p.gt(100) || p.decimalPlaces() > 4
    ? { name: 'REFUND_PERCENT_INVALID' }
    : null;
}

/** The percentage applied proportionally to every amount (items, freight, insurance, duty, COD fee, taxes). */
export function amountsByPercent(reference: OrderAmounts, percent: Decimal.Value): OrderAmounts {
  const out = zeroAmounts();
  for (const field of orderAmountFields)
    out[field] = roundMoney(new Decimal(reference[field]).times(percent).dividedBy(100));
  return out;
}

/** Each amount lies between 0 and its reference. */
export function amountBoundsProblem(value: Decimal.Value, reference: Decimal.Value): Problem | null {
  const v = new Decimal(value);
  return v.lt(0) || v.gt(reference)
    ? { name: 'REFUND_AMOUNT_OUT_OF_RANGE', params: { max: roundMoney(reference) } }
    : null;
}

/** A tax is refunded entirely, by the refund's percentage, or not at all. */
export function taxRefundProblem(
  value: Decimal.Value,
  reference: Decimal.Value,
  percent: Decimal.Value | null,
): Problem | null {
  const v = roundMoney(value);
  const allowed = [roundMoney(0), roundMoney(reference)];
  if (percent !== null) allowed.push(roundMoney(new Decimal(reference).times(percent).dividedBy(100)));
  return allowed.includes(v) ? null : { name: 'REFUND_TAX_PARTIAL' };
}

/** What the agent asks for: a percentage of every reference, or an amount per column. */
export type RefundAmountsInput =
  | { percent: Decimal.Value; extraFreight?: Decimal.Value | null; deposit?: Decimal.Value | null }
  | {
      amounts: Partial<Record<OrderAmountField, Decimal.Value>>;
      /** The percentage the agent applied before adjusting, which taxes may follow. */
      percent?: Decimal.Value | null;
      extraFreight?: Decimal.Value | null;
      deposit?: Decimal.Value | null;
    };

export type RefundAmounts = {
  amounts: OrderAmounts;
  /** Extra freight and deposit, applied only when given. */
  extraFreight: string | null;
  deposit: string | null;
  /** The refund: every amount plus extra freight and deposit. */
  total: string;
  /** The reference (refer): the sum of the reference amounts, in the order currency. */
  reference: string;
  /**
   * The refund's percentage, 4 decimals: the one the agent typed whenever the amounts follow it (by percentage, or
   * per column at exactly that percentage), extra freight and deposit on top; otherwise the amounts' share of the
   * reference. Never recomputed from rounded amounts (50 stays 50, not 50.0001).
   */
  percent: string;
  /** Above the reference: the agent confirms before saving. */
  exceedsReference: boolean;
  problems: { field: OrderAmountField | 'percent'; problem: Problem }[];
};

const sum = (values: readonly Decimal.Value[]) => values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0));

/**
 * The refund amount table: the amounts from a percentage or per column, checked against their references
 * (bounds, taxes whole or by percentage), with the total, the reference and the percentage. The order cap is
 * `orderCapProblem`, checked with what was refunded before.
 */
export function computeRefundAmounts(reference: OrderAmounts, input: RefundAmountsInput): RefundAmounts {
  const problems: RefundAmounts['problems'] = [];
  const percentGiven = input.percent ?? null;
  if (percentGiven !== null) {
    const p = percentProblem(percentGiven);
    if (p) problems.push({ field: 'percent', problem: p });
  }
  const usablePercent = percentGiven !== null && !problems.length ? percentGiven : null;
  let amounts: OrderAmounts;
  let followsPercent = usablePercent !== null;
  if ('amounts' in input) {
    amounts = zeroAmounts();
    for (const field of orderAmountFields) {
      const value = input.amounts[field] ?? 0;
      amounts[field] = roundMoney(value);
      const bounds = amountBoundsProblem(value, reference[field]);
      if (bounds) problems.push({ field, problem: bounds });
      else if (isTax(field)) {
        const tax = taxRefundProblem(value, reference[field], usablePercent);
        if (tax) problems.push({ field, problem: tax });
      }
    }
    if (usablePercent !== null) {
      const byPercent = amountsByPercent(reference, usablePercent);
      followsPercent = orderAmountFields.every((f) => byPercent[f] === amounts[f]);
    }
  } else {
    amounts = usablePercent === null ? zeroAmounts() : amountsByPercent(reference, usablePercent);
  }
  const extraFreight = input.extraFreight == null ? null : roundMoney(input.extraFreight);
  const deposit = input.deposit == null ? null : roundMoney(input.deposit);
  const total = sum([...orderAmountFields.map((f) => amounts[f]), extraFreight ?? 0, deposit ?? 0]);
  const refer = sum(orderAmountFields.map((f) => reference[f]));
  const itemsTotal = sum(orderAmountFields.map((f) => amounts[f]));
  const percent =
    followsPercent && usablePercent !== null
      ? roundMoney(usablePercent)
      : refer.isZero()
        ? roundMoney(0)
        : roundMoney(itemsTotal.dividedBy(refer).times(100));
  return {
    amounts,
    extraFreight,
    deposit,
    total: roundMoney(total),
    reference: roundMoney(refer),
    percent,
    exceedsReference: total.gt(refer),
    problems,
  };
}

/** The refund is capped at the order's original total, less what earlier refunds took. */
export function orderCapProblem(
  total: Decimal.Value,
  orderTotal: Decimal.Value,
  alreadyRefunded: Decimal.Value = 0,
): Problem | null {
  return new Decimal(total).plus(alreadyRefunded).gt(orderTotal)
    ? { name: 'REFUND_OVER_ORDER_AMOUNT' }
    : null;
}
