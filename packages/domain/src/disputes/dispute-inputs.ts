import { z } from 'zod';
import { recordIdSchema } from '../shared/batch.js';
import { moneyTextSchema } from '../shared/money.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { handlerInputSchema } from '../work-orders/work-order-inputs.js';
import { workOrderPriorities } from '../work-orders/work-order-rules.js';
import { complaintFilterSchema } from './complaint-summary.js';
import {
  complaintStatuses,
  disputeHandleSolutions,
  disputeOpenReasonKeys,
  disputeStatuses,
} from './dispute-vocabulary.js';

/* The requests of /crmAeDisputeWorkOrder (spec 3 §7 'Dispute work orders'). */

const NOTE_MAX = 500;
const TEXT_MAX = 2000;
const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const requiredText = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });
const oneOf = (values: readonly number[]) =>
  z
    .number({ error: 'FIELD_REQUIRED' })
    .int()
    .refine((v) => values.includes(v), { error: 'VALIDATION_FAILED' });
const positiveMoney = moneyTextSchema('VALIDATION_FAILED').refine((v) => Number(v) > 0, {
  error: 'VALIDATION_FAILED',
});

const disputeStatusValues = disputeStatuses.map((s) => s.value) as number[];
const complaintStatusValues = complaintStatuses.map((s) => s.value) as number[];
const solutionValues = disputeHandleSolutions.map((s) => s.value) as number[];

export const disputeSortFields = ['workOrderNo', 'deadlineAt', 'openedAt', 'createdAt', 'updatedAt'] as const;

/** POST search: the dispute (complaint) list, with the complaint filter builder. */
export const disputeSearchInputSchema = pageInputSchema()
  .extend({
    workOrderNo: text(50).optional(),
    disputeId: text(60).optional(),
    orderNo: text(50).optional(),
    platformId: z.number().int().positive().optional(),
    statusOfDispute: z.array(z.number().int()).max(10).optional(),
    workerOrderStatus: z.array(z.number().int()).max(19).optional(),
    statuses: z.array(z.number().int().min(1).max(10)).max(10).optional(),
    handled: z.enum(['mine', 'any']).default('any'),
    /** Only disputes whose response deadline has passed (countdown below zero). */
    overdue: z.boolean().optional(),
    /** Only disputes due within this many hours and not passed. */
    dueWithinHours: z.number().int().min(1).max(720).optional(),
    /** Not related to an order yet. */
    unrelated: z.boolean().optional(),
    ...sortInput(disputeSortFields),
  })
  .extend(complaintFilterSchema.shape);
export type DisputeSearchInput = z.infer<typeof disputeSearchInputSchema>;

/** GET view, getContactEmail, getTemplates: one dispute work order by id. */
export const disputeIdQuerySchema = z.object({ id: recordIdSchema });

/** POST add: records a marketplace dispute as a dispute work order (the marketplace sync calls the same). */
export const disputeAddInputSchema = z.object({
  disputeId: requiredText(60),
  platformId: z.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  orderNo: text(50).optional(),
  reason: z
    .string({ error: 'FIELD_REQUIRED' })
    .refine((r) => disputeOpenReasonKeys.includes(r), { error: 'FIELD_REQUIRED' }),
  description: text(TEXT_MAX).default(''),
  buyerSolution: oneOf(solutionValues).default(1),
  amount: positiveMoney.optional(),
  currency: z.string().trim().length(3, { error: 'VALIDATION_FAILED' }).optional(),
  openedAt: z.coerce.date({ error: 'VALIDATION_FAILED' }).optional(),
  /** The marketplace's own deadline; else the platform's configured days from the opening. */
  deadlineAt: z.coerce.date({ error: 'VALIDATION_FAILED' }).optional(),
  customerEmail: z.email({ error: 'EMAIL_INVALID' }).max(200).optional(),
  statusOfDispute: oneOf(disputeStatusValues).default(1),
  priority: oneOf(workOrderPriorities.map((p) => p.value)).default(3),
  handler: handlerInputSchema.optional(),
});
export type DisputeAddInput = z.infer<typeof disputeAddInputSchema>;

/** GET checkIfCanRelateDispute / POST relateDisputeToOrderManally: the order a dispute is about. */
export const disputeRelateInputSchema = z.object({
  id: recordIdSchema,
  orderNo: requiredText(50),
});
export type DisputeRelateInput = z.infer<typeof disputeRelateInputSchema>;

/** POST proposeRefundSolutions: the refund offered to settle the dispute (a complaint refund). */
export const disputeRefundProposalSchema = z.object({
  id: recordIdSchema,
  solution: oneOf(solutionValues).default(1),
  amount: positiveMoney,
  /** The English refund reason; with platform 13 'shipped', 'not shipped' or 'special' flag a dispute refund. */
  reasonEn: text(100).default(''),
  note: text(NOTE_MAX).optional(),
});
export type DisputeRefundProposal = z.infer<typeof disputeRefundProposalSchema>;

/** POST proposeResendSolutions: a resend offered to settle the dispute. */
export const disputeResendProposalSchema = z.object({
  id: recordIdSchema,
  note: text(NOTE_MAX).optional(),
});
export type DisputeResendProposal = z.infer<typeof disputeResendProposalSchema>;

/** POST agreeSolution: the seller agrees a buyer's solution. */
export const disputeAgreeInputSchema = z.object({ id: recordIdSchema, solutionId: recordIdSchema });
export type DisputeAgreeInput = z.infer<typeof disputeAgreeInputSchema>;

/** POST insertOrUpdateSolution: a solution as the marketplace shows it; the seller's own, or the buyer's recorded. */
export const disputeSolutionInputSchema = z.object({
  id: recordIdSchema,
  solutionId: recordIdSchema.optional(),
  proposer: z.enum(['seller', 'buyer']).default('seller'),
  solution: oneOf(solutionValues),
  amount: positiveMoney,
  note: text(NOTE_MAX).optional(),
});
export type DisputeSolutionInput = z.infer<typeof disputeSolutionInputSchema>;

/** POST uploadEvidence: stored files (the file store) attached as evidence, with a note to the marketplace. */
export const disputeEvidenceInputSchema = z.object({
  id: recordIdSchema,
  files: z
    .array(z.object({ id: z.string().max(64) }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(10, { error: 'TOO_MANY_ROWS' }),
  note: text(NOTE_MAX).optional(),
});
export type DisputeEvidenceInput = z.infer<typeof disputeEvidenceInputSchema>;

/** POST addOrUpdateRemark: the dispute's remark (empty clears it). */
export const disputeRemarkInputSchema = z.object({ id: recordIdSchema, remark: text(TEXT_MAX) });
export type DisputeRemarkInput = z.infer<typeof disputeRemarkInputSchema>;

/** POST replaceEmailTemplate: a mail template filled with the dispute's order. */
export const disputeTemplateInputSchema = z.object({ id: recordIdSchema, templateId: recordIdSchema });

/** POST updateDisputeWorkOrderStatus: the complaint status (and the marketplace's status, when it changed). */
export const disputeStatusInputSchema = z.object({
  id: recordIdSchema,
  workerOrderStatus: oneOf(complaintStatusValues),
  statusOfDispute: oneOf(disputeStatusValues).optional(),
});
export type DisputeStatusInput = z.infer<typeof disputeStatusInputSchema>;

/** POST updateDisputeImReplyStatus: whether the buyer's marketplace message is answered. */
export const disputeImReplyInputSchema = z.object({ id: recordIdSchema, replied: z.boolean() });

/** POST confirmWorkOrderProcessed. */
export const disputeProcessedInputSchema = z.object({ id: recordIdSchema, note: text(NOTE_MAX).optional() });

/** POST getLogByWorkOrderNo. */
export const disputeLogInputSchema = z.object({ workOrderNo: requiredText(50) });
