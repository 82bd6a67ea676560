import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { isMoneyText, roundMoney } from '../money.js';
import { processingCentres } from '../orders/order-reference.js';
import { batchIdsSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import type { FieldProblem } from '../shared/field-problem.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { createdRange } from '../time/query-range.js';
import {
  isReworkType,
  RETURN_EXCHANGE,
  type ReturnProblem,
  returnStatuses,
  returnTypes,
} from './return-status.js';

/** Return warehouses; their labels group into Guangzhou, Shenzhen, US, UK and Hong Kong (spec 3 §3). */
export const returnWarehouses = [
  {
    code: 'GZ',
    label: 'GZ',
    zh: '广州退货仓',
    en: 'Guangzhou',
    address: 'Return Dept., 88 Huangpu Avenue, Guangzhou 510000, China',
  },
  {
    code: 'SZ',
    label: 'SZ',
    zh: '深圳退货仓',
    en: 'Shenzhen',
    address: 'Return Dept., 12 Bantian Road, Shenzhen 518000, China',
  },
  {
    code: 'US_WEST',
    label: 'US',
    zh: '美西退货仓',
    en: 'US West',
    address: 'Returns, 1400 E Francis St, Ontario, CA 91761, USA',
  },
  {
    code: 'US_EAST',
    label: 'US',
    zh: '美东退货仓',
    en: 'US East',
    address: 'Returns, 250 Middlesex Ave, Carteret, NJ 07008, USA',
  },
  {
    code: 'UK',
    label: 'UK',
    zh: '英国退货仓',
    en: 'UK',
    address: 'Returns, Unit 4 Heathrow Park, Hounslow TW4 6JS, UK',
  },
  {
    code: 'HK',
    label: 'HK',
    zh: '香港退货仓',
    en: 'Hong Kong',
    address: 'Returns, 8 Kwai Hei Street, Kwai Chung, Hong Kong',
  },
] as const;
export type ReturnWarehouse = (typeof returnWarehouses)[number]['code'];
export const returnWarehouseCodes = returnWarehouses.map((w) => w.code) as [
  ReturnWarehouse,
  ...ReturnWarehouse[],
];

/** The warehouse return label options (spec 3 §3). */
export const returnWarehouseLabels = [
  { value: 'GZ', zh: '广州', en: 'Guangzhou' },
  { value: 'SZ', zh: '深圳', en: 'Shenzhen' },
  { value: 'US', zh: '美国', en: 'US' },
  { value: 'UK', zh: '英国', en: 'UK' },
  { value: 'HK', zh: '香港', en: 'Hong Kong' },
] as const;

export const isUsWarehouse = (code: string | null | undefined) => code === 'US_WEST' || code === 'US_EAST';

/** Mailing methods of the returned goods. */
export const mailingMethods = [
  { value: 1, key: 'customerPost', zh: '客户自寄', en: 'Customer posts it' },
  { value: 2, key: 'prepaidLabel', zh: '预付运单', en: 'Prepaid return label' },
  { value: 3, key: 'pickup', zh: '上门取件', en: 'Courier pickup' },
] as const;

/** Return classifications. */
export const returnClassifications = [
  { value: 1, key: 'quality', zh: '质量问题', en: 'Quality problem' },
  { value: 2, key: 'wrongItem', zh: '发错货', en: 'Wrong item sent' },
  { value: 3, key: 'notAsDescribed', zh: '与描述不符', en: 'Not as described' },
  { value: 4, key: 'noLongerWanted', zh: '不想要了', en: 'No longer wanted' },
  { value: 5, key: 'other', zh: '其他', en: 'Other' },
] as const;

/** Who bears the return's expenses. */
export const expenseBearers = [
  { value: 1, key: 'customer', zh: '客户', en: 'Customer' },
  { value: 2, key: 'company', zh: '公司', en: 'Company' },
  { value: 3, key: 'supplier', zh: '供应商', en: 'Supplier' },
] as const;

const moneyText = z.string().trim().refine(isMoneyText, { error: 'VALIDATION_FAILED' });

export const RETURN_REMARK_MAX = 200;

/** One ticked product row of a return. */
export const returnLineInputSchema = z.object({
  orderLineId: z.coerce.number().int().positive(),
  quantity: z.coerce.number({ error: 'RETURN_QUANTITY_INVALID' }),
  /** Exchange only: the SKU or POA sent instead, and how many. */
  exchangeSku: z.string().trim().max(60).optional().nullable(),
  exchangeQuantity: z.coerce.number().optional().nullable(),
});
export type ReturnLineInput = z.infer<typeof returnLineInputSchema>;

/** POST /api/csCrmReturnStep/add: a return of products of one package. */
export const returnCreateInputSchema = z.object({
  packageNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
  returnType: z.coerce
    .number()
    .refine((v) => returnTypes.some((t) => t.value === v), { error: 'FIELD_REQUIRED' }),
  returnWarehouse: z.enum(returnWarehouseCodes, { error: 'FIELD_REQUIRED' }),
  processingCentre: z.string().trim().max(40).optional().nullable(),
  mailingMethod: z.coerce
    .number()
    .refine((v) => mailingMethods.some((m) => m.value === v), { error: 'FIELD_REQUIRED' }),
  returnClassification: z.coerce
    .number()
    .refine((v) => returnClassifications.some((m) => m.value === v), { error: 'FIELD_REQUIRED' }),
  problemLabelId: z.coerce.number().int().positive().optional().nullable(),
  needTest: z.boolean().default(false),
  remark: z.string().trim().max(RETURN_REMARK_MAX, { error: 'TEXT_TOO_LONG' }).default(''),
  returnAddress: z.string().trim().max(300).optional().nullable(),
  sendBackAddress: z.string().trim().max(300).optional().nullable(),
  expenseBearer: z.coerce.number().int().min(1).max(3).optional().nullable(),
  expenseAmount: moneyText.optional().nullable(),
  maintenanceCost: moneyText.optional().nullable(),
  repairShippingFee: moneyText.optional().nullable(),
  lines: z.array(returnLineInputSchema).max(100),
});
export type ReturnCreateInput = z.infer<typeof returnCreateInputSchema>;

/** What the form checks against: the package's lines (with what is already on open returns) and the order. */
export type ReturnFormContext = {
  lines: { orderLineId: number; quantity: number; returnedQuantity: number }[];
  isVirtualOrder: boolean;
  /** Ship country of the order: the US return warehouses are forbidden for an order not shipped to the US. */
  shipCountry: string | null;
  /** Exchange SKUs / POAs that exist in the catalogue. */
  knownExchangeSkus: readonly string[];
};

/** The return quantity: an integer greater than 0 and not above the original quantity (spec 3 §5). */
export function returnQuantityProblem(quantity: number, originalQuantity: number): ReturnProblem | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return { name: 'RETURN_QUANTITY_INVALID' };
  if (quantity > originalQuantity)
    return { name: 'RETURN_QUANTITY_OVER_ORIGINAL', params: { max: originalQuantity } };
  return null;
}

/** An amount that must be greater than 0 when given (expenses). */
const positive = (value: string | null | undefined) => value != null && new Decimal(value).gt(0);

/** US West/East are forbidden for orders not shipped to the US (the per-order rule of spec 3 §5). */
export function usWarehouseProblem(warehouse: string, shipCountry: string | null): ReturnProblem | null {
  return isUsWarehouse(warehouse) && (shipCountry ?? '').toUpperCase() !== 'US'
    ? { name: 'RETURN_US_WAREHOUSE_FORBIDDEN' }
    : null;
}

/** Every rule of spec 3 §5 'Return' on a create; an empty list when the return may be created. */
export function returnFormProblems(input: ReturnCreateInput, ctx: ReturnFormContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (ctx.isVirtualOrder) return [{ field: 'packageNo', name: 'RETURN_VIRTUAL_ORDER' }];
  if (input.lines.length === 0) problems.push({ field: 'lines', name: 'RETURN_PRODUCT_REQUIRED' });
  const known = new Set(ctx.knownExchangeSkus.map((s) => s.toUpperCase()));
  input.lines.forEach((line, i) => {
    const own = ctx.lines.find((l) => l.orderLineId === line.orderLineId);
    if (!own) {
      problems.push({ field: `lines.${i}.orderLineId`, name: 'RETURN_WRONG_PRODUCT' });
      return;
    }
    const qty = returnQuantityProblem(line.quantity, own.quantity - own.returnedQuantity);
    if (qty) problems.push({ field: `lines.${i}.quantity`, ...qty });
    if (input.returnType === RETURN_EXCHANGE) {
      const sku = line.exchangeSku?.trim();
      if (!sku) problems.push({ field: `lines.${i}.exchangeSku`, name: 'RETURN_EXCHANGE_PRODUCT_REQUIRED' });
      else if (!known.has(sku.toUpperCase()))
        problems.push({ field: `lines.${i}.exchangeSku`, name: 'RETURN_WRONG_EXCHANGE_PRODUCT' });
      const eq = line.exchangeQuantity;
      if (eq == null || !Number.isInteger(eq) || eq <= 0)
        problems.push({ field: `lines.${i}.exchangeQuantity`, name: 'RETURN_EXCHANGE_QUANTITY' });
    }
  });
  if (input.expenseBearer != null && !positive(input.expenseAmount))
    problems.push({ field: 'expenseAmount', name: 'RETURN_EXPENSE_AMOUNT' });
  if (input.expenseBearer == null && input.expenseAmount != null && !positive(input.expenseAmount))
    problems.push({ field: 'expenseAmount', name: 'RETURN_EXPENSE_AMOUNT' });
  if (isReworkType(input.returnType) && (input.maintenanceCost == null || input.maintenanceCost === ''))
    problems.push({ field: 'maintenanceCost', name: 'RETURN_MAINTENANCE_FEE_REQUIRED' });
  if (!input.processingCentre?.trim())
    problems.push({ field: 'processingCentre', name: 'PROCESSING_CENTRE_EMPTY' });
  else if (!processingCentres.some((c) => c.code === input.processingCentre))
    problems.push({ field: 'processingCentre', name: 'PROCESSING_CENTRE_EMPTY' });
  const us = usWarehouseProblem(input.returnWarehouse, ctx.shipCountry);
  if (us) problems.push({ field: 'returnWarehouse', ...us });
  return problems;
}

/** Money fields as stored: rounded decimal text, or null. */
export const returnMoney = (value: string | null | undefined) =>
  value == null || value === '' ? null : roundMoney(value);

/**
 * Printing labels of several returns: those of a US return warehouse may only be printed together when they share
 * the order number and the mailing method (spec 3 §5).
 */
export function usBatchProblem(
  rows: readonly { returnWarehouse: string; orderNo: string; mailingMethod: number }[],
): ReturnProblem | null {
  const us = rows.filter((r) => isUsWarehouse(r.returnWarehouse));
  if (us.length === 0) return null;
  if (us.length !== rows.length) return { name: 'RETURN_US_BATCH_MIXED' };
  const keys = new Set(us.map((r) => `${r.orderNo}|${r.mailingMethod}`));
  return keys.size > 1 ? { name: 'RETURN_US_BATCH_MIXED' } : null;
}

const statusValues = returnStatuses.map((s) => s.value);

/** Sortable fields of the return lists. */
export const returnSortFields = ['returnNo', 'status', 'returnType', 'maintenanceCost', 'createdAt'] as const;

/** POST /api/csCrmReturnStep/search: filters of the return lists. */
export const returnSearchInputSchema = pageInputSchema().extend({
  statuses: z
    .array(z.coerce.number().refine((v) => statusValues.includes(v as never)))
    .max(16)
    .optional(),
  returnTypes: z.array(z.coerce.number().int().min(1).max(4)).max(4).optional(),
  returnWarehouseLabel: z.enum(['GZ', 'SZ', 'US', 'UK', 'HK']).optional().nullable(),
  keyword: z.string().trim().max(50, { error: 'SEARCH_TEXT_TOO_LONG' }).optional(),
  ...createdRangeInputSchema.shape,
  /** Only the returns the caller filed. */
  mine: z.boolean().optional(),
  ...sortInput(returnSortFields),
});
export type ReturnSearchInput = z.infer<typeof returnSearchInputSchema>;

/**
 * The created-time range of a return search: the last 30 days by default, one month at most, like the other lists.
 * An exact number (return, tracking, order or package) without a range looks at every date: it finds old returns.
 */
export function returnSearchRange(
  input: Pick<ReturnSearchInput, 'createdFrom' | 'createdTo' | 'keyword'>,
  now: Date,
): { from?: Date; to?: Date } | { problem: 'QUERY_RANGE_TOO_LONG' } {
  if (input.keyword && !input.createdFrom && !input.createdTo) return {};
  return createdRange(input, now);
}

/** The ids of a batch action: at most 20 (spec 3 §9). */
export const returnIdsSchema = batchIdsSchema();

/** A status transfer of at most 20 returns, with the tracking number when the goods are shipped. */
export const returnTransferInputSchema = z.object({
  ids: returnIdsSchema,
  status: z.coerce.number().refine((v) => statusValues.includes(v as never), { error: 'FIELD_REQUIRED' }),
  returnTrackingNo: z.string().trim().max(60).optional().nullable(),
  remark: z.string().trim().max(RETURN_REMARK_MAX, { error: 'TEXT_TOO_LONG' }).optional().nullable(),
});
export type ReturnTransferInput = z.infer<typeof returnTransferInputSchema>;

/** Sets the repair tracking number of one return (a single-item action). */
export const repairTrackingInputSchema = z.object({
  id: z.coerce.number().int().positive(),
  repairTrackingNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(60),
});

/** Sets the processing scheme of at most 20 returns. */
export const returnSchemeInputSchema = z.object({
  ids: returnIdsSchema,
  scheme: z.coerce.number().int().min(1).max(4),
});
