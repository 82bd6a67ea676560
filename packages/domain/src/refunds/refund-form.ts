import { z } from 'zod';
import { orderAmountFields } from '../orders/order-amounts.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import type { FieldProblem } from '../shared/field-problem.js';
import { moneyTextSchema } from '../shared/money.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { uploadItemsSchema } from '../uploads/upload-rules.js';
import { workOrderRefFields, workOrderRefProblem } from '../work-orders/work-order-ref.js';
import {
  containsChinese,
  onlineRefundReasonRequired,
  paymentAccountRequired,
  reasonEnRequired,
  refundLimits,
  refundPathShown,
  uploadProblem,
} from './refund-rules.js';

/** Money typed by a person: a non-negative decimal with at most 4 places, as text. */
const money = moneyTextSchema();
const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const flag = z.union([z.literal(0), z.literal(1)]);

/** One refunded product of a package: its order line and how many. */
export const refundProductInputSchema = z.object({
  detailId: z.coerce.number().int().positive(),
  quantity: z.number({ error: 'REFUND_QUANTITY_INVALID' }).int({ error: 'REFUND_QUANTITY_INVALID' }).min(1, {
    error: 'REFUND_QUANTITY_INVALID',
  }),
});

/** The refund of one package (one section of the form). */
export const refundPackageInputSchema = z.object({
  packageNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
  products: z.array(refundProductInputSchema).min(1, { error: 'REFUND_PRODUCT_REQUIRED' }).max(200),
  /** A percentage of every reference (4 decimals), or the amounts per column. */
  percent: money.nullish(),
  amounts: z.partialRecord(z.enum(orderAmountFields), money).nullish(),
  extraFreight: money.nullish(),
  extraFreightProblemType: z.number().int().positive().nullish(),
  deposit: money.nullish(),
  refundRoute: z.enum(['1', '2', '3', '4', '5']).nullish(),
  combinedOption: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(),
  paypalname: text(refundLimits.paymentAccount).nullish(),
  transactionNumber: text(refundLimits.transactionNumber).nullish(),
  orderProblemType: z.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  deliveryStatus: z.enum(['1', '2', '3'], { error: 'FIELD_REQUIRED' }),
  isCancelOrder: flag.default(0),
  isBatchException: flag.default(0),
  needTest: z.boolean().default(false),
  isPlatformRefund: z.boolean().default(false),
  reason: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(refundLimits.reason, { error: 'TEXT_TOO_LONG' }),
  reasonEn: text(refundLimits.reason).nullish(),
  onlineRefundReason: text(refundLimits.reason).nullish(),
  videoLink: text(refundLimits.videoLink).nullish(),
  /** Stored files (POST /api/files/upload), at most 9. */
  files: uploadItemsSchema,
  partialRefundAndOpenCase: z.boolean().default(false),
});
export type RefundPackageInput = z.infer<typeof refundPackageInputSchema>;

/** A refund request: one or more packages of an order, at most 20; the serial number makes it idempotent. */
export const refundCreateInputSchema = z.object({
  serialNumber: z.string({ error: 'FIELD_REQUIRED' }).trim().min(8).max(64),
  orderId: z.coerce.number().int().positive(),
  packages: z
    .array(refundPackageInputSchema)
    .min(1, { error: 'REFUND_PACKAGE_REQUIRED' })
    .max(refundLimits.batch, { error: 'TOO_MANY_ROWS' }),
  isFinishedAdd: z.boolean().default(false),
});
export type RefundCreateInput = z.infer<typeof refundCreateInputSchema>;

/**
 * POST /api/v2/refund/createRefund (and batchAdd): a refund request, raised from a work order when it names one
 * (spec 2 §3 'Work-order variants': `workOrderNo`, or `workOrderTrack` with the work order's id and a package of the
 * request). `isSkipCreateOperation` is the spec's flag, always false: the work order's log records every refund.
 */
export const refundCreateRequestSchema = refundCreateInputSchema
  .extend({
    ...workOrderRefFields,
    isSkipCreateOperation: z.literal(false, { error: 'VALIDATION_FAILED' }).optional(),
  })
  .superRefine((v, ctx) => {
    const problem = workOrderRefProblem(
      v,
      v.packages.map((p) => p.packageNo),
    );
    if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.name });
  });
export type RefundCreateRequest = z.infer<typeof refundCreateRequestSchema>;

export type RefundFormContext = {
  platformId: number;
  paymentMethod: string | null;
  mode: 'add' | 'edit';
  uploadRequiredProblemTypes: readonly number[];
};

/**
 * The rules of the refund form that depend on the order (spec 2 §5 'Refund form'): the English reason except on
 * platforms 27, 13 and 7; a refund path in add mode where the path shows; the customer's payment account for
 * PayPal; the online refund reason for eBay card payments and Walmart; the extra-freight question label; proof when
 * the problem type needs it; no Chinese in the English reason, payment account and transaction number. Which
 * paths may be chosen is `offeredRefundRoutes`.
 */
export function refundFormProblems(input: RefundPackageInput, ctx: RefundFormContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const required = (field: string) => problems.push({ field, name: 'FIELD_REQUIRED' });
  if (reasonEnRequired(ctx.platformId) && !input.reasonEn?.trim()) required('reasonEn');
  if (ctx.mode === 'add' && refundPathShown(ctx.platformId) && !input.refundRoute)
    problems.push({ field: 'refundRoute', name: 'REFUND_ROUTE_REQUIRED' });
  if (paymentAccountRequired(input.refundRoute) && !input.paypalname?.trim()) required('paypalname');
  if (onlineRefundReasonRequired(ctx.platformId, ctx.paymentMethod) && !input.onlineRefundReason?.trim())
    required('onlineRefundReason');
  if (input.extraFreight != null && !input.extraFreightProblemType) required('extraFreightProblemType');
  const upload = uploadProblem({
    problemType: input.orderProblemType,
    uploadRequiredProblemTypes: ctx.uploadRequiredProblemTypes,
    mode: ctx.mode,
    videoLink: input.videoLink,
    fileCount: input.files.length,
  });
  if (upload) problems.push({ field: 'files', ...upload });
  for (const field of ['reasonEn', 'paypalname', 'transactionNumber'] as const)
    if (containsChinese(input[field])) problems.push({ field, name: 'REFUND_CHINESE_NOT_ALLOWED' });
  if (input.percent == null && !input.amounts) required('percent');
  return problems;
}

/** Sortable fields of the refund list. */
export const refundSortFields = ['refundNo', 'status', 'totalAmount', 'percent', 'createdAt'] as const;

/** POST /api/csRefund/search: refunds by status, platform, number and created time (one month at most). */
export const refundSearchInputSchema = pageInputSchema().extend({
  statuses: z
    .array(z.union([z.literal(0), z.literal(1), z.literal(9)]))
    .max(3)
    .optional(),
  platformIds: z.array(z.coerce.number().int().positive()).max(50).optional(),
  /** Refund, order or package number (exact). */
  keyword: z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).optional(),
  ...createdRangeInputSchema.shape,
  /** Only the caller's own refunds. */
  mine: z.boolean().optional(),
  ...sortInput(refundSortFields),
});
export type RefundSearchInput = z.infer<typeof refundSearchInputSchema>;
