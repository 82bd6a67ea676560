import { Decimal, isMoneyText, roundMoney } from '../money.js';
import { containsChinese } from '../refunds/refund-rules.js';
import type { Problem } from '../shared/field-problem.js';

/** What the customer pays a difference for (spec 2 §3 'Refill (top-up payment) vocabulary'). */
export const refillAmountTypes = [
  { value: 'underprice_refill', zh: '少收差价补款', en: 'Underprice refill' },
  { value: 'price_difference_refill', zh: '价格差补款', en: 'Price difference refill' },
  { value: 'add_product_refill', zh: '加购商品补款', en: 'Added product refill' },
  { value: 'resend_accessory_refill', zh: '补发配件补款', en: 'Resend accessory refill' },
  { value: 'resend_product_refill', zh: '补发商品补款', en: 'Resend product refill' },
  { value: 'shipping_fee_refill', zh: '运费补款', en: 'Shipping fee refill' },
] as const;
export type RefillAmountType = (typeof refillAmountTypes)[number]['value'];
export const refillAmountTypeValues = refillAmountTypes.map((t) => t.value) as [
  RefillAmountType,
  ...RefillAmountType[],
];

export const REFILL_ORIGINAL_ORDER = 1;
export const REFILL_RESEND_ORDER = 2;
/** Which order the refill pays for: the original order or a resend (reissue) of it. */
export const refillOrderTypes = [
  { value: REFILL_ORIGINAL_ORDER, key: 'original_order_refill', zh: '原单补款', en: 'Original order refill' },
  { value: REFILL_RESEND_ORDER, key: 'resend_order_refill', zh: '补发单补款', en: 'Resend order refill' },
] as const;
export type RefillOrderType = (typeof refillOrderTypes)[number]['value'];

export const REFILL_INCOMPLETED = 0;
export const REFILL_COMPLETED = 1;
/** Request status: incompleted until the customer's payment has arrived, then completed. */
export const refillStatuses = [
  { value: REFILL_INCOMPLETED, key: 'incompleted', zh: '未完成', en: 'Incompleted' },
  { value: REFILL_COMPLETED, key: 'completed', zh: '已完成', en: 'Completed' },
] as const;
export type RefillStatus = (typeof refillStatuses)[number]['value'];

/** At most this many product lines on one refill. */
export const REFILL_MAX_LINES = 50;
export const REFILL_MAX_QUANTITY = 9999;

/** A SKU as compared: trimmed, upper case. */
export const refillSkuKey = (sku: string) => sku.trim().toUpperCase();

/** Currency codes are stored upper case. */
export const refillCurrency = (currency: string | null | undefined) => (currency ?? '').trim().toUpperCase();

/** The remark must be English: no Chinese characters (an empty remark is allowed). */
export function refillRemarkProblem(remark: string | null | undefined): Problem | null {
  return containsChinese(remark) ? { name: 'REFILL_REMARK_NOT_ENGLISH' } : null;
}

/**
 * The amount as money text: a number greater than 0 with at most 4 decimal places, rounded by the money helper;
 * anything else is a problem.
 */
export function refillAmount(
  raw: string | number | null | undefined,
): { amount: string } | { problem: Problem } {
  const text = String(raw ?? '').trim();
  if (!isMoneyText(text)) return { problem: { name: 'REFILL_AMOUNT_INVALID' } };
  const value = new Decimal(text);
  if (value.lte(0)) return { problem: { name: 'REFILL_AMOUNT_INVALID' } };
  return { amount: roundMoney(value) };
}

/** The currency must be one of the currency list (the currencies with an exchange rate). */
export function refillCurrencyProblem(currency: string, known: readonly string[]): Problem | null {
  const code = refillCurrency(currency);
  return known.some((k) => refillCurrency(k) === code)
    ? null
    : { name: 'REFILL_CURRENCY_UNKNOWN', params: { currency: code || '-' } };
}

export type RefillLineInput = { sku: string; quantity: number };

/**
 * The product details of a refill: at least one selected, whole quantities 1–9999, no SKU twice ('Exist same
 * SKU') and every SKU known ('Nonexistent SKU'; skipped without `knownSkus`, as in the browser, which does not
 * hold the catalogue). Answers the first problem and the index of its line.
 */
export function refillLinesProblem(
  lines: readonly RefillLineInput[],
  knownSkus?: readonly string[],
): (Problem & { index?: number }) | null {
  if (!lines.length || lines.every((l) => !l.sku.trim())) return { name: 'REFILL_PRODUCT_REQUIRED' };
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (!line.sku.trim()) return { name: 'REFILL_PRODUCT_REQUIRED', index };
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > REFILL_MAX_QUANTITY)
      return { name: 'REFILL_QUANTITY_INVALID', index };
    const key = refillSkuKey(line.sku);
    if (seen.has(key)) return { name: 'REFILL_SKU_DUPLICATE', params: { sku: line.sku.trim() }, index };
    seen.add(key);
  }
  if (!knownSkus) return null;
  const known = new Set(knownSkus.map(refillSkuKey));
  for (const [index, line] of lines.entries())
    if (!known.has(refillSkuKey(line.sku)))
      return { name: 'REFILL_SKU_NONEXISTENT', params: { sku: line.sku.trim() }, index };
  return null;
}

/** A resend order refill is for a resend package of the order; an original order refill for an original one. */
export function refillPackageProblem(orderType: RefillOrderType, isResendPackage: boolean): Problem | null {
  if (orderType === REFILL_RESEND_ORDER && !isResendPackage) return { name: 'REFILL_NOT_RESEND_PACKAGE' };
  if (orderType === REFILL_ORIGINAL_ORDER && isResendPackage)
    return { name: 'REFILL_RESEND_PACKAGE_FOR_ORIGINAL' };
  return null;
}

/** A completed refill request cannot be deleted. */
export function refillDeleteProblem(status: number): Problem | null {
  return status === REFILL_COMPLETED ? { name: 'REFILL_COMPLETED_NOT_DELETABLE' } : null;
}

/** A completed refill is closed: it is edited only after its status is changed back to incompleted. */
export function refillEditProblem(status: number): Problem | null {
  return status === REFILL_COMPLETED ? { name: 'REFILL_COMPLETED_NOT_EDITABLE' } : null;
}

export type RefillFormFacts = {
  remark: string | null | undefined;
  amount: string | number | null | undefined;
  currency: string;
  lines: readonly RefillLineInput[];
};

/**
 * The rules of a refill form in the order the form shows them: remark in English, a product detail selected,
 * no duplicate and no unknown SKU, an amount above 0, a known currency. Answers the first problem with its field.
 */
export function refillFormProblem(
  form: RefillFormFacts,
  known: { skus: readonly string[]; currencies: readonly string[] },
): (Problem & { field: string }) | null {
  const remark = refillRemarkProblem(form.remark);
  if (remark) return { ...remark, field: 'remark' };
  const lines = refillLinesProblem(form.lines, known.skus);
  if (lines) {
    const { index, ...problem } = lines;
    return { ...problem, field: index === undefined ? 'lines' : `lines.${index}.sku` };
  }
  const amount = refillAmount(form.amount);
  if ('problem' in amount) return { ...amount.problem, field: 'amount' };
  const currency = refillCurrencyProblem(form.currency, known.currencies);
  if (currency) return { ...currency, field: 'currency' };
  return null;
}
