import { z } from 'zod';
import { batchIdsSchema, batchRowResultSchema, listIdSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';
import {
  REFILL_COMPLETED,
  REFILL_INCOMPLETED,
  REFILL_MAX_LINES,
  REFILL_ORIGINAL_ORDER,
  REFILL_RESEND_ORDER,
  type RefillOrderType,
  type RefillStatus,
  refillAmountTypeValues,
} from './refill-rules.js';

const personSchema = z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() });
const orderTypeSchema = z.union([z.literal(REFILL_ORIGINAL_ORDER), z.literal(REFILL_RESEND_ORDER)]);
const statusSchema = z.union([z.literal(REFILL_INCOMPLETED), z.literal(REFILL_COMPLETED)]);

/**
 * A refill request (package replenishment) in lists, on the order details and in answers of writes.
 * `RefillRecord` is what the server builds (times as a Date or text); the client receives
 * `Wire<typeof refillRecordSchema>` (times as ISO text).
 */
export const refillRecordSchema = z.object({
  id: z.number(),
  refillNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string(),
  platformId: z.number(),
  orderType: orderTypeSchema,
  amountType: z.enum(refillAmountTypeValues),
  amount: wireMoney,
  currency: z.string(),
  /** The customer's payment of the difference. */
  transactionId: z.string().nullable(),
  receivablesAccount: z.object({ id: z.number(), name: z.string(), enName: z.string() }).nullable(),
  status: statusSchema,
  remark: z.string(),
  lines: z.array(z.object({ sku: z.string(), quantity: z.number(), title: z.string().nullable() })),
  createdBy: personSchema,
  createDate: wireTime,
  updatedBy: personSchema.nullable(),
  updateDate: wireTime,
  completedAt: wireTime.nullable(),
});
export type RefillRecord = z.output<typeof refillRecordSchema>;
export const refillListSchema = pageOf(refillRecordSchema);

/** A company account receiving customers' payments (POST getReceivablesAccount). */
export const receivablesAccountSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  enName: z.string(),
  method: z.string(),
  account: z.string(),
  currency: z.string().nullable(),
});
export type ReceivablesAccount = Wire<typeof receivablesAccountSchema>;

/** A payment of the order of a package (GET getPayPayInfo). */
export const refillPaymentInfoSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string(),
  platformId: z.number(),
  orderCurrency: z.string(),
  /** Whether the package was made by a resend. */
  isResendPackage: z.boolean(),
  payments: z.array(
    z.object({
      paymentGroup: z.string(),
      method: z.string(),
      amount: wireMoney,
      currency: z.string(),
      isDeposit: z.boolean(),
      transactionNo: z.string().nullable(),
      paidAt: wireTime.nullable(),
    }),
  ),
  /** The order's lines: the products a refill usually names. */
  orderLines: z.array(z.object({ sku: z.string(), title: z.string(), quantity: z.number() })),
});
export type RefillPaymentInfo = z.output<typeof refillPaymentInfoSchema>;

const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const id = listIdSchema;

/** One product detail of a refill. */
export const refillLineInputSchema = z.object({
  sku: z.string({ error: 'REFILL_PRODUCT_REQUIRED' }).trim().max(60, { error: 'TEXT_TOO_LONG' }),
  quantity: z.coerce.number({ error: 'REFILL_QUANTITY_INVALID' }),
});

/** POST addPackageReplenishment and modifyPackageReplenishment (with id). */
export const refillSaveInputSchema = z.object({
  id: id.nullish(),
  packageNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
  orderType: z.coerce
    .number({ error: 'REFILL_ORDER_TYPE_REQUIRED' })
    .refine((v) => v === 1 || v === 2, { error: 'REFILL_ORDER_TYPE_REQUIRED' })
    .transform((v) => v as RefillOrderType),
  amountType: z.enum(refillAmountTypeValues, { error: 'REFILL_AMOUNT_TYPE_REQUIRED' }),
  /** Decimal text, > 0, at most 4 places (checked by the domain rule). */
  amount: z.union([z.string(), z.number()], { error: 'REFILL_AMOUNT_INVALID' }).transform(String),
  currency: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(8),
  transactionId: z
    .string()
    .trim()
    .max(64, { error: 'REFILL_TRANSACTION_ID_INVALID' })
    .regex(/^[A-Za-z0-9._-]*$/, { error: 'REFILL_TRANSACTION_ID_INVALID' })
    .nullish(),
  receivablesAccountId: id.nullish(),
  remark: text(500).default(''),
  lines: z.array(refillLineInputSchema).max(REFILL_MAX_LINES, { error: 'TOO_MANY_ROWS' }).default([]),
});
export type RefillSaveInput = z.infer<typeof refillSaveInputSchema>;
export type RefillSaveInputRaw = z.input<typeof refillSaveInputSchema>;

/** Sortable fields of the refill list. */
export const refillSortFields = ['refillNo', 'amount', 'status', 'createdAt'] as const;

/** GET /api/csPackageReplenishment/search (query string; lists are comma-separated). */
export const refillSearchInputSchema = pageInputSchema({ maxPage: 500 }).extend({
  /** Order number, package number or payment transaction id, exact. */
  keyword: text(50).optional(),
  status: z.coerce
    .number()
    .int()
    .refine((s) => s === 0 || s === 1, { error: 'REFILL_STATUS_INVALID' })
    .optional(),
  orderType: z.coerce
    .number()
    .int()
    .refine((s) => s === 1 || s === 2, { error: 'REFILL_ORDER_TYPE_REQUIRED' })
    .optional(),
  amountType: z.enum(refillAmountTypeValues, { error: 'REFILL_AMOUNT_TYPE_REQUIRED' }).optional(),
  currency: text(8).optional(),
  ...createdRangeInputSchema.shape,
  mine: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
  ...sortInput(refillSortFields),
});
export type RefillSearchInput = z.infer<typeof refillSearchInputSchema>;

/** POST export: the list's filters, and the viewer's offset from UTC for the time columns. */
export const refillExportInputSchema = refillSearchInputSchema
  .omit({ pageIndex: true, pageSize: true, sortField: true, sortOrder: true })
  .extend({ utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).optional() });
export type RefillExportInput = z.infer<typeof refillExportInputSchema>;

/** POST changeStatusPackageReplenishment: at most 20 refills to completed or incompleted. */
export const refillStatusInputSchema = z.object({
  ids: batchIdsSchema(),
  status: z.coerce
    .number({ error: 'REFILL_STATUS_INVALID' })
    .int()
    .refine((s) => s === 0 || s === 1, { error: 'REFILL_STATUS_INVALID' })
    .transform((s) => s as RefillStatus),
});
export type RefillStatusInput = z.infer<typeof refillStatusInputSchema>;

/** A per-row result of a status change. */
export const refillBatchResultSchema = batchRowResultSchema();
export type RefillBatchResult = Wire<typeof refillBatchResultSchema>;

/** The columns of the refill export, in order, with their header in both languages. */
export const refillExportColumns = [
  { key: 'refillNo', zh: '补款单号', en: 'Refill no.', width: 16 },
  { key: 'orderNo', zh: '订单号', en: 'Order no.', width: 20 },
  { key: 'packageNo', zh: '包裹号', en: 'Package no.', width: 22 },
  { key: 'orderType', zh: '订单类型', en: 'Order type', width: 18 },
  { key: 'amountType', zh: '金额类型', en: 'Amount type', width: 22 },
  { key: 'amount', zh: '金额', en: 'Amount', width: 14 },
  { key: 'currency', zh: '币种', en: 'Currency', width: 10 },
  { key: 'transactionId', zh: '付款交易号', en: 'Payment transaction id', width: 24 },
  { key: 'receivablesAccount', zh: '收款账户', en: 'Receivables account', width: 24 },
  { key: 'status', zh: '状态', en: 'Status', width: 12 },
  { key: 'lines', zh: '商品明细', en: 'Products', width: 32 },
  { key: 'remark', zh: '备注', en: 'Remark', width: 40 },
  { key: 'createdBy', zh: '创建人', en: 'Created by', width: 16 },
  { key: 'createdAt', zh: '创建时间', en: 'Created at', width: 20 },
] as const;
