import { z } from 'zod';
import type { ErrorName, ErrorParams } from '../errors/catalogue.js';
import { processingCentres } from '../orders/order-reference.js';
import { batchIdsSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';

export type ChannelProblem = { name: ErrorName; params?: ErrorParams };

/** Why the carrier returned the parcel (selectAllOaChannelReturnReason). */
export const channelReturnReasons = [
  { value: 1, key: 'addressProblem', zh: '地址问题', en: 'Address problem' },
  { value: 2, key: 'refused', zh: '收件人拒收', en: 'Refused by the recipient' },
  { value: 3, key: 'customs', zh: '清关失败', en: 'Customs clearance failed' },
  { value: 4, key: 'lost', zh: '渠道丢件', en: 'Lost by the carrier' },
  { value: 5, key: 'damaged', zh: '渠道破损', en: 'Damaged in transit' },
  { value: 6, key: 'other', zh: '其他', en: 'Other' },
] as const;

/** Return status of a channel problem item (selectAllChannelReturnStatus). */
export const channelReturnStatuses = [
  { value: 1, key: 'returning', zh: '退回中', en: 'Returning' },
  { value: 2, key: 'returned', zh: '已退回', en: 'Returned' },
  { value: 3, key: 'lost', zh: '已丢失', en: 'Lost' },
  { value: 4, key: 'reissued', zh: '已重发', en: 'Reissued' },
  { value: 5, key: 'warehoused', zh: '已入库', en: 'Put in stock' },
] as const;
export const CHANNEL_REISSUED = 4;
export const CHANNEL_WAREHOUSED = 5;

/** Processing status (1 pending, 2 processing, 3 completed). */
export const channelProcessingStatuses = [
  { value: 1, key: 'pending', zh: '待处理', en: 'Pending' },
  { value: 2, key: 'processing', zh: '处理中', en: 'Processing' },
  { value: 3, key: 'completed', zh: '已完成', en: 'Completed' },
] as const;
export const CHANNEL_COMPLETED = 3;

export const CHANNEL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const CHANNEL_ATTACHMENT_MAX_FILES = 1;
export const CHANNEL_REJECTION_NOTE_MAX = 200;

/** The attachment of a channel problem item: the uploaded file and who uploaded it when. */
export const channelAttachmentSchema = z.object({
  /** The id the generic upload (POST /api/files/upload) answered; name and size are read from the store. */
  id: z.string().trim().min(1).max(100),
  name: z.string().trim().max(255).optional(),
  url: z.string().trim().max(1000).optional(),
  size: z.coerce.number().int().min(0).default(0),
});
export type ChannelAttachment = z.infer<typeof channelAttachmentSchema>;

const centreCodes = processingCentres.map((c) => c.code) as [string, ...string[]];

/** POST /api/csCrmChannelReturnStep/save and /update: the fields of spec 3 §3 'Channel problem item'. */
export const channelProblemInputSchema = z.object({
  /** A package number or a tracking number. */
  packageNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(60),
  reasonForReturn: z.coerce
    .number({ error: 'FIELD_REQUIRED' })
    .refine((v) => channelReturnReasons.some((r) => r.value === v), { error: 'FIELD_REQUIRED' }),
  recommendedProcessingCenter: z.enum(centreCodes, { error: 'FIELD_REQUIRED' }),
  foreignReturnTrackingNumber: z.string().trim().max(60).optional().nullable(),
  processingDeadline: z.coerce.date({ error: 'FIELD_REQUIRED' }),
  rejectionNote: z.string().trim().optional().nullable(),
  returnStatus: z.coerce
    .number({ error: 'FIELD_REQUIRED' })
    .refine((v) => channelReturnStatuses.some((r) => r.value === v), { error: 'FIELD_REQUIRED' }),
  treatmentPlan: z.coerce.number().int().min(1).max(4).optional().nullable(),
  processingStatus: z.coerce.number().int().min(1).max(3).default(1),
  assignerId: z.coerce
    .number({ error: 'CHANNEL_ASSIGNER_REQUIRED' })
    .int()
    .positive({ error: 'CHANNEL_ASSIGNER_REQUIRED' }),
  attachments: z.array(channelAttachmentSchema).default([]),
});
export type ChannelProblemInput = z.infer<typeof channelProblemInputSchema>;

/** The processing deadline must be later than now (spec 3 §5). */
export const deadlineProblem = (deadline: Date, now: Date): ChannelProblem | null =>
  deadline.getTime() > now.getTime() ? null : { name: 'CHANNEL_DEADLINE_NOT_FUTURE' };

/** At most one attachment of at most 10 MB (spec 3 §5, §9). */
export function attachmentProblem(files: readonly { size: number }[]): ChannelProblem | null {
  if (files.length > CHANNEL_ATTACHMENT_MAX_FILES) return { name: 'CHANNEL_ATTACHMENT_TOO_MANY' };
  if (files.some((f) => f.size > CHANNEL_ATTACHMENT_MAX_BYTES))
    return { name: 'CHANNEL_ATTACHMENT_TOO_LARGE' };
  return null;
}

/** The rejection reason note has at most 200 characters. */
export const rejectionNoteProblem = (note: string | null | undefined): ChannelProblem | null =>
  (note ?? '').length > CHANNEL_REJECTION_NOTE_MAX ? { name: 'CHANNEL_REJECTION_NOTE_TOO_LONG' } : null;

/** Every rule of spec 3 §5 'Channel problem' on a save, by field. */
export function channelProblemFormProblems(input: ChannelProblemInput, now: Date) {
  const problems: { field: string; problem: ChannelProblem }[] = [];
  const d = deadlineProblem(input.processingDeadline, now);
  if (d) problems.push({ field: 'processingDeadline', problem: d });
  const a = attachmentProblem(input.attachments);
  if (a) problems.push({ field: 'attachments', problem: a });
  const r = rejectionNoteProblem(input.rejectionNote);
  if (r) problems.push({ field: 'rejectionNote', problem: r });
  return problems;
}

/**
 * Saving a channel problem for a package (spec 3 §4 'Channel problem saving'): an unfinished one is overwritten
 * (and the user is told to edit instead); a completed one, or none, means a new item.
 */
export function saveOutcome(existing: { processingStatus: number } | null): 'create' | 'overwrite' {
  return existing && existing.processingStatus !== CHANNEL_COMPLETED ? 'overwrite' : 'create';
}

/** The scheme the system assigns by the reason: lost or damaged parcels are reissued, the others come back. */
export function systemScheme(reasonForReturn: number): number {
  return reasonForReturn === 4 || reasonForReturn === 5 ? 3 : 4;
}

/** True when the deadline has passed on an unfinished item: the system-assigned scheme is forced. */
export function deadlinePassed(
  item: { processingDeadline: Date; processingStatus: number },
  now: Date,
): boolean {
  return item.processingStatus !== CHANNEL_COMPLETED && item.processingDeadline.getTime() <= now.getTime();
}

/** The scheme that applies: the system's once the deadline has passed, else the chosen one. */
export function effectiveScheme(
  item: {
    processingDeadline: Date;
    processingStatus: number;
    treatmentPlan: number | null;
    reasonForReturn: number;
  },
  now: Date,
): number | null {
  return deadlinePassed(item, now) ? systemScheme(item.reasonForReturn) : item.treatmentPlan;
}

/**
 * Writing a scheme over an existing unfinished item (editing it, or saving over it): once its deadline has passed
 * the system-assigned scheme is forced, so a different chosen scheme is refused (spec 3 §4).
 */
export function schemeChangeProblem(
  existing: { processingDeadline: Date; processingStatus: number; treatmentPlan: number | null } | null,
  treatmentPlan: number | null | undefined,
  now: Date,
): ChannelProblem | null {
  if (!existing || treatmentPlan == null || treatmentPlan === existing.treatmentPlan) return null;
  return deadlinePassed(existing, now) ? { name: 'CHANNEL_DEADLINE_PASSED' } : null;
}

/** Choosing a scheme: refused after the deadline, and for parcels already reissued or put in stock. */
export function channelSchemeProblem(
  item: { processingDeadline: Date; processingStatus: number; returnStatus: number },
  now: Date,
): ChannelProblem | null {
  if (item.returnStatus === CHANNEL_REISSUED || item.returnStatus === CHANNEL_WAREHOUSED)
    return { name: 'CHANNEL_SCHEME_REFUSED' };
  if (deadlinePassed(item, now)) return { name: 'CHANNEL_DEADLINE_PASSED' };
  return null;
}

/** Sortable fields of the channel problem list. */
export const channelProblemSortFields = [
  'processingDeadline',
  'returnStatus',
  'processingStatus',
  'createdAt',
] as const;

/** POST /api/csCrmChannelReturnStep/search. */
export const channelProblemSearchInputSchema = pageInputSchema().extend({
  keyword: z.string().trim().max(50, { error: 'SEARCH_TEXT_TOO_LONG' }).optional(),
  ...createdRangeInputSchema.shape,
  processingStatuses: z.array(z.coerce.number().int().min(1).max(3)).max(3).optional(),
  returnStatuses: z.array(z.coerce.number().int().min(1).max(5)).max(5).optional(),
  ...sortInput(channelProblemSortFields),
});
export type ChannelProblemSearchInput = z.infer<typeof channelProblemSearchInputSchema>;

/** POST /api/crmAbnormalOrder/setProcessingScheme for channel problem items: at most 20. */
export const channelSchemeInputSchema = z.object({
  ids: batchIdsSchema(),
  scheme: z.coerce.number().int().min(1).max(4),
});
