import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.js';
import { roundMoney } from '../money.js';
import { moneyTextSchema } from '../shared/money.js';
import { type Wire, wireMoney, wireTime } from '../shared/wire.js';
import { lineAmount, type OrderAmountField, orderTotal } from './order-amounts.js';
import { orderLanguages, paymentMethodCodes } from './order-reference.js';
import { dropshipProblem, interceptionFirstProblem, shippedStatuses } from './order-rules.js';

/** Currencies an order can be entered in (those the shops sell in). */
export const entryCurrencies = ['USD', 'EUR', 'GBP', 'JPY', 'INR', 'AUD', 'CAD', 'SGD'] as const;
export type EntryCurrency = (typeof entryCurrencies)[number];

/** At most this many lines per entered order. */
export const MAX_ENTRY_LINES = 50;

/** The amount columns an entry sets besides the lines: freight and the other charges. */
export const entryExtraAmountFields = [
  'freightAmount',
  'freightInsuranceAmount',
  'tariffInsuranceAmount',
  'codFeeAmount',
  'salesTaxAmount',
  'gstAmount',
] as const satisfies readonly OrderAmountField[];
export type EntryExtraAmountField = (typeof entryExtraAmountFields)[number];

/** Money as decimal text (numbers are accepted and turned into text): at least 0, at most 4 decimals. */
const money = moneyTextSchema('ENTRY_AMOUNT_INVALID');
/** An amount that may be left blank: 0. */
const optionalMoney = z.preprocess((v) => (v === null || v === '' ? undefined : v), money.default('0'));
const required = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'TEXT_TOO_LONG' })
    .nullish()
    .transform((v) => (v ? v : null));

/** One line: an existing product by SKU, its quantity, unit price and discount. */
export const entryLineSchema = z.object({
  sku: required(60).transform((s) => s.toUpperCase()),
  quantity: z.coerce
    .number({ error: 'ENTRY_QUANTITY_INVALID' })
    .int({ error: 'ENTRY_QUANTITY_INVALID' })
    .min(1, { error: 'ENTRY_QUANTITY_INVALID' })
    .max(9999, { error: 'ENTRY_QUANTITY_INVALID' }),
  unitPrice: money,
  discount: optionalMoney,
});
export type EntryLineInput = z.infer<typeof entryLineSchema>;

const extraAmounts = Object.fromEntries(entryExtraAmountFields.map((f) => [f, optionalMoney])) as Record<
  EntryExtraAmountField,
  typeof optionalMoney
>;

const contact = {
  currency: z.enum(entryCurrencies, { error: 'ENTRY_CURRENCY_INVALID' }),
  lang: z
    .enum(orderLanguages.map((l) => l.value) as [string, ...string[]], { error: 'VALIDATION_FAILED' })
    .default('en'),
  shipping: z.object({
    name: required(100),
    country: z
      .string({ error: 'ENTRY_COUNTRY_INVALID' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'ENTRY_COUNTRY_INVALID' }),
    state: optionalText(60),
    city: required(80),
    postcode: optionalText(20),
    address1: required(200),
    address2: optionalText(200),
  }),
  lines: z
    .array(entryLineSchema, { error: 'ENTRY_LINES_REQUIRED' })
    .min(1, { error: 'ENTRY_LINES_REQUIRED' })
    .max(MAX_ENTRY_LINES, { error: 'ENTRY_TOO_MANY_LINES' }),
  ...extraAmounts,
  paymentMethod: z.enum(paymentMethodCodes, { error: 'FIELD_REQUIRED' }),
  transactionNo: optionalText(80),
  remark: optionalText(500),
};

/** POST /api/csOrderParent/add: a manual order (shop → platform, customer, address, lines, amounts, payment). */
export const orderEntryInputSchema = z.object({
  shopId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive({ error: 'FIELD_REQUIRED' }),
  customer: z.object({
    name: required(100),
    email: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .toLowerCase()
      .max(120)
      .pipe(z.email({ error: 'EMAIL_INVALID' })),
    phone: optionalText(40),
  }),
  ...contact,
});
export type OrderEntryInput = z.infer<typeof orderEntryInputSchema>;

/**
 * POST /api/csOrderParent/update: the same fields but the shop (the platform stays). The e-mail and phone are
 * shown masked, so left blank they stay as they are. `updatedAt` is the version read: a later change is a conflict.
 */
export const orderUpdateInputSchema = z.object({
  id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive({ error: 'FIELD_REQUIRED' }),
  updatedAt: z.coerce.date({ error: 'FIELD_REQUIRED' }),
  customer: z.object({
    name: required(100),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(120)
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(z.email({ error: 'EMAIL_INVALID' }).nullable()),
    phone: optionalText(40),
  }),
  ...contact,
});
export type OrderUpdateInput = z.infer<typeof orderUpdateInputSchema>;

/** What the form and the server compute from the lines and the amounts. */
export type EntryTotals = {
  lines: { amount: string }[];
  itemsAmount: string;
  discountAmount: string;
  totalAmount: string;
};

/** Line amounts, items, discount and total of an entry: the one computation the form shows and the server stores. */
export function entryTotals(input: {
  lines: readonly { quantity: number; unitPrice: Decimal.Value; discount?: Decimal.Value | null }[];
  amounts?: Partial<Record<EntryExtraAmountField, Decimal.Value | null>>;
}): EntryTotals {
  const lines = input.lines.map((l) => ({ amount: lineAmount(l.quantity, l.unitPrice, l.discount ?? 0) }));
  const items = lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(0));
  const discount = input.lines.reduce((sum, l) => sum.plus(l.discount ?? 0), new Decimal(0));
  return {
    lines,
    itemsAmount: roundMoney(items),
    discountAmount: roundMoney(discount),
    totalAmount: orderTotal({ ...input.amounts, itemsAmount: items }),
  };
}

/** The lines' problem the schema cannot name with a field: a SKU twice, a discount above its line. */
export function entryLinesProblem(
  lines: readonly {
    sku: string;
    quantity: number;
    unitPrice: Decimal.Value;
    discount?: Decimal.Value | null;
  }[],
): { name: ErrorName; index: number; field: 'sku' | 'discount'; sku: string } | null {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const sku = line.sku.trim().toUpperCase();
    if (seen.has(sku)) return { name: 'ENTRY_DUPLICATE_SKU', index, field: 'sku', sku };
    seen.add(sku);
    if (new Decimal(line.discount ?? 0).greaterThan(new Decimal(line.unitPrice).times(line.quantity)))
      return { name: 'ENTRY_DISCOUNT_TOO_HIGH', index, field: 'discount', sku };
  }
  return null;
}

/** Statuses after which an order is closed for editing: left the warehouse, deleted, cancelled, merged or split. */
export const entryClosedStatuses = [...shippedStatuses, 9, 13, 20, 34] as const;
/**
 * Statuses in which a platform order may be edited: before the warehouse takes it (to check, unconfirmed, out
 * of stock, contact customer, problem, to audit, to match, to confirm, financial audit) or once intercepted.
 */
export const entryEditableStatuses = [0, 1, 10, 11, 15, 17, 18, 23, 25, 27, 28, 35] as const;

/**
 * May this order be edited? Interception first while the warehouse works on it (spec 3 §4); dropship orders are
 * escalated instead; closed orders never; manual orders in any other status; platform orders only in the
 * editable statuses.
 */
export function entryEditProblem(order: {
  status: number;
  orderType: number;
  manual: boolean;
}): ErrorName | null {
  const dropship = dropshipProblem(order);
  if (dropship) return dropship;
  const interception = interceptionFirstProblem(order, 'edit');
  if (interception) return interception;
  if ((entryClosedStatuses as readonly number[]).includes(order.status)) return 'ENTRY_NOT_EDITABLE';
  if (order.manual) return null;
  return (entryEditableStatuses as readonly number[]).includes(order.status) ? null : 'ENTRY_NOT_EDITABLE';
}

/** GET /api/csConnectionSite/getAllConnectionSites: a shop (connection site) on one of the caller's platforms. */
export const shopOptionSchema = z.object({
  id: z.number(),
  platformId: z.number(),
  name: z.string(),
  site: z.string(),
  currency: z.string(),
});
export type ShopOption = Wire<typeof shopOptionSchema>;

/** GET /api/csProduct/searchBySku: a product whose SKU starts with the text (price: list price in USD). */
export const productOptionSchema = z.object({
  id: z.number(),
  sku: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  attributes: z.record(z.string(), z.string()),
  price: wireMoney,
});
export type ProductOption = Wire<typeof productOptionSchema>;

/** POST /api/csOrderParent/add: the entered order and its package. */
export const enteredOrderSchema = z.object({ id: z.number(), orderNo: z.string(), packageNo: z.string() });
export type EnteredOrder = Wire<typeof enteredOrderSchema>;

/** POST /api/csOrderParent/update: the edited order. */
export const updatedOrderSchema = z.object({ id: z.number(), orderNo: z.string(), updatedAt: wireTime });
export type UpdatedOrder = Wire<typeof updatedOrderSchema>;
