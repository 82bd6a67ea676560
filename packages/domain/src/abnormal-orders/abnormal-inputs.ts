import { z } from 'zod';
import { batchIdsSchema, recordIdSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { handlerInputSchema } from '../work-orders/work-order-inputs.js';
import { abnormalEventKeys, abnormalManualStatuses } from './abnormal-rules.js';

/** Text limits of the abnormal work order's remarks and results. */
export const abnormalLimits = {
  pendingRemark: 500,
  packageRemark: 500,
  channelReturnRemark: 200,
  processingResult: 500,
  closeReason: 200,
  exportRows: 10_000,
} as const;

/** Text up to `max` characters: a longer one is refused with its limit (TEXT_TOO_LONG). */
const remark = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });

const intList = (max: number) => z.array(z.coerce.number().int().min(1).max(max)).max(20).optional();

/** Sortable fields of the abnormal work order list. */
export const abnormalSortFields = ['createdAt', 'processingDeadline', 'workOrderNo'] as const;

/** POST /api/crmAbnormalOrder/search (and export): by number, type, statuses, scheme, handler, created time. */
export const abnormalSearchInputSchema = pageInputSchema().extend({
  /** A work-order, order, package or tracking number (exact; a work-order number by its start). */
  keyword: z.string().trim().max(50, { error: 'SEARCH_TEXT_TOO_LONG' }).optional(),
  types: intList(4),
  abnormalStatuses: intList(9),
  ticketStatuses: intList(3),
  processingSchemes: intList(4),
  handlerId: z.coerce.number().int().positive().optional(),
  /** Only those whose processing deadline has passed unprocessed. */
  overdue: z.coerce.boolean().optional(),
  ...createdRangeInputSchema.shape,
  ...sortInput(abnormalSortFields),
});
export type AbnormalSearchInput = z.infer<typeof abnormalSearchInputSchema>;

/**
 * POST /api/crmAbnormalOrder/setProcessingScheme: a scheme for at most 20 work orders, per row refused or done.
 * Resend makes a resend of each parcel (all its products), reason and remark as given.
 */
export const abnormalSchemeInputSchema = z.object({
  ids: batchIdsSchema(),
  scheme: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(1).max(4),
  /** The resend's question label (resendProblemTypes id); the parcel's loss by default. */
  problemType: z.coerce.number().int().positive().optional(),
  remark: z.string().trim().max(abnormalLimits.processingResult, { error: 'TEXT_TOO_LONG' }).optional(),
});
export type AbnormalSchemeInput = z.infer<typeof abnormalSchemeInputSchema>;

/** POST /api/crmAbnormalOrder/batchCancelOrder: cancels the orders of at most 20 work orders and closes them. */
export const abnormalCancelInputSchema = z.object({
  ids: batchIdsSchema(),
  reason: remark(abnormalLimits.closeReason),
});

/** POST /api/crmAbnormalOrder/batchSetChannelReturnStepRemark. */
export const abnormalChannelRemarkInputSchema = z.object({
  ids: batchIdsSchema(),
  remark: remark(abnormalLimits.channelReturnRemark),
});

/** POST /api/crmAbnormalOrder/batchProcessingResults: the result of at most 20, which become processed. */
export const abnormalResultsInputSchema = z.object({
  ids: batchIdsSchema(),
  result: remark(abnormalLimits.processingResult),
  /** Close the work orders as well (caseClosed). */
  close: z.boolean().default(false),
});

/** POST /api/crmAbnormalOrder/transferWorkOrder: at most 20 to a user or a team. */
export const abnormalTransferInputSchema = z.object({
  ids: batchIdsSchema(),
  handler: handlerInputSchema,
  note: z.string().trim().max(abnormalLimits.closeReason, { error: 'TEXT_TOO_LONG' }).optional(),
});

/** POST /api/crmAbnormalOrder/pendingRemark/add. */
export const abnormalPendingRemarkInputSchema = z.object({
  workOrderId: recordIdSchema,
  content: remark(abnormalLimits.pendingRemark),
});

/** POST /api/crmAbnormalOrder/packageRemark/modfiy (the spec's spelling). */
export const abnormalPackageRemarkInputSchema = z.object({
  workOrderId: recordIdSchema,
  remark: z.string().trim().max(abnormalLimits.packageRemark, { error: 'TEXT_TOO_LONG' }),
});

const addressText = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });

/** POST /api/crmAbnormalOrder/editOrderAddress: the order's shipping address. */
export const abnormalAddressInputSchema = z.object({
  workOrderId: recordIdSchema,
  shipName: addressText(100).min(1, { error: 'FIELD_REQUIRED' }),
  shipPhone: addressText(40).optional().nullable(),
  shipCountry: addressText(60).min(1, { error: 'FIELD_REQUIRED' }),
  shipState: addressText(100).optional().nullable(),
  shipCity: addressText(100).min(1, { error: 'FIELD_REQUIRED' }),
  shipPostcode: addressText(20).optional().nullable(),
  shipAddress1: addressText(200).min(1, { error: 'FIELD_REQUIRED' }),
  shipAddress2: addressText(200).optional().nullable(),
});
export type AbnormalAddressInput = z.infer<typeof abnormalAddressInputSchema>;

/** A work order named by its number (getLogByWorkOrderNo, getCloseLogByWorkOrderNo). */
export const abnormalByNoInputSchema = z.object({
  workOrderNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
});

/** One row of /manageCenter/exceptionWorkOrderGenerateSettings, saved per type. */
export const abnormalSettingInputSchema = z
  .object({
    type: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(1).max(4),
    enabled: z.boolean(),
    events: z.array(z.enum(abnormalEventKeys, { error: 'VALIDATION_FAILED' })).max(abnormalEventKeys.length),
    platformIds: z.array(z.coerce.number().int().positive()).max(50).default([]),
    deadlineHours: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(1).max(720),
    handler: handlerInputSchema.nullable().default(null),
  })
  .refine((v) => !v.enabled || v.events.length > 0, { error: 'FIELD_REQUIRED', path: ['events'] });
export type AbnormalSettingInput = z.infer<typeof abnormalSettingInputSchema>;

/** A work order named by its id (the detail page's reads). */
export const abnormalByIdInputSchema = z.object({ workOrderId: recordIdSchema });

/** POST /api/crmAbnormalOrder/modify: the abnormal status moved by hand (not handled or closed). */
export const abnormalModifyInputSchema = z.object({
  workOrderId: recordIdSchema,
  abnormalStatus: z.coerce
    .number({ error: 'FIELD_REQUIRED' })
    .int()
    .refine((v) => (abnormalManualStatuses as readonly number[]).includes(v), { error: 'VALIDATION_FAILED' }),
});
