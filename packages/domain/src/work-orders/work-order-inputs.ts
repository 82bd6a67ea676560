import { z } from 'zod';
import { batchIdsSchema, recordIdSchema } from '../shared/batch.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import {
  afterSalesProposalKeys,
  afterSalesQuestionKeys,
  expectedSolutions,
  isTicketStatus,
  workOrderPriorities,
} from './work-order-rules.js';

/** Lengths of a work order's texts (spec 3 §9 keeps notes short; a problem description is a customer's story). */
export const WORK_ORDER_SUBJECT_MAX = 100;
export const WORK_ORDER_TEXT_MAX = 2000;
export const WORK_ORDER_NOTE_MAX = 500;

const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
/** A required text: missing or blank is FIELD_REQUIRED (spec 3 §5: subject and problem description). */
const requiredText = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });
const oneOf = (values: readonly number[]) =>
  z
    .number()
    .int()
    .refine((v) => values.includes(v), { error: 'VALIDATION_FAILED' });

/** Who a work order goes to: a user (handler type 1) or a team (2). */
export const handlerInputSchema = z.object({
  handlerType: z.union([z.literal(1), z.literal(2)]),
  handlerId: recordIdSchema,
});
export type HandlerInput = z.infer<typeof handlerInputSchema>;

/**
 * POST /api/crmAfterSalesWorkOrder/add: an after-sales work order about an order (and one of its packages) or a
 * customer's e-mail; without a handler it goes to its creator.
 */
export const afterSalesCreateInputSchema = z
  .object({
    subject: requiredText(WORK_ORDER_SUBJECT_MAX),
    description: requiredText(WORK_ORDER_TEXT_MAX),
    orderNo: text(50).optional(),
    packageNo: text(50).optional(),
    customerEmail: z.email({ error: 'EMAIL_INVALID' }).max(200).optional(),
    question: z
      .string({ error: 'FIELD_REQUIRED' })
      .refine((q) => afterSalesQuestionKeys.includes(q), { error: 'FIELD_REQUIRED' }),
    expectedSolution: oneOf(expectedSolutions.map((s) => s.value)).optional(),
    priority: oneOf(workOrderPriorities.map((p) => p.value)).default(2),
    source: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
    handler: handlerInputSchema.optional(),
  })
  .refine((v) => !!v.orderNo || !!v.customerEmail, {
    error: 'WORK_ORDER_ORDER_OR_EMAIL_REQUIRED',
    path: ['orderNo'],
  });
export type AfterSalesCreateInput = z.infer<typeof afterSalesCreateInputSchema>;

/** Sortable fields of the work-order lists. */
export const workOrderSortFields = [
  'workOrderNo',
  'status',
  'priority',
  'createdAt',
  'updatedAt',
  'dueAt',
] as const;

/** POST /api/crmAfterSalesWorkOrder/search (and the centre's queue): filters of a work-order list. */
export const workOrderSearchInputSchema = pageInputSchema().extend({
  kind: z.number().int().min(1).max(7).optional(),
  workOrderNo: text(50).optional(),
  orderNo: text(50).optional(),
  customerEmail: text(200).optional(),
  statuses: z.array(z.number().int().min(1).max(10)).max(10).optional(),
  /** `mine`: handled by the caller or one of the caller's teams. */
  handled: z.enum(['mine', 'any']).default('any'),
  handlerId: recordIdSchema.optional(),
  question: z.string().max(60).optional(),
  overdue: z.boolean().optional(),
  /** Open and without a reply (or, never replied, created) this many hours or more ago: the 24-hour unreplied list. */
  unrepliedHours: z.number().int().min(1).max(720).optional(),
  /** Open and due within this many hours, not yet overdue (the dashboard's escalation warnings: 4 and 2). */
  dueWithinHours: z.number().int().min(1).max(72).optional(),
  /** Created in the last this many calendar months (the dashboard's pending window: 3). */
  createdWithinMonths: z.number().int().min(1).max(3).optional(),
  /** Closed or solved since this moment, at most one month back (the dashboard's month-to-date). */
  finishedFrom: z.coerce.date({ error: 'VALIDATION_FAILED' }).optional(),
  ...sortInput(workOrderSortFields),
});
export type WorkOrderSearchInput = z.infer<typeof workOrderSearchInputSchema>;

/** POST view, getLogByWorkOrderNo …: one work order by its id. */
export const workOrderIdInputSchema = z.object({ id: recordIdSchema });

/** POST customerServiceReply, addRemark, sendNeedSupplyEvidence: a text on one work order. */
export const workOrderTextInputSchema = z.object({
  id: recordIdSchema,
  content: requiredText(WORK_ORDER_TEXT_MAX),
});
export type WorkOrderTextInput = z.infer<typeof workOrderTextInputSchema>;

/** POST transferWorkOrder: a new handler for at most 20 open work orders, a result per work order. */
export const workOrderTransferInputSchema = z.object({
  ids: batchIdsSchema({ id: recordIdSchema }),
  handler: handlerInputSchema,
  note: text(WORK_ORDER_NOTE_MAX).optional(),
});
export type WorkOrderTransferInput = z.infer<typeof workOrderTransferInputSchema>;

/**
 * POST transferStatus (and the centre's batchUpdateWorkOrderStatus): move at most 20 work orders to one status;
 * closing or solving names a reason of the caller's role type.
 */
export const workOrderStatusInputSchema = z.object({
  ids: batchIdsSchema({ id: recordIdSchema }),
  status: z.number().int().refine(isTicketStatus, { error: 'VALIDATION_FAILED' }),
  reason: z.string().max(60).optional(),
  note: text(WORK_ORDER_NOTE_MAX).optional(),
});
export type WorkOrderStatusInput = z.infer<typeof workOrderStatusInputSchema>;

/** POST propose…Solutions: customer service proposes a way forward, with a note to the customer's record. */
export const workOrderProposalInputSchema = z.object({
  id: recordIdSchema,
  proposal: z.enum(afterSalesProposalKeys),
  note: text(WORK_ORDER_NOTE_MAX).optional(),
});
export type WorkOrderProposalInput = z.infer<typeof workOrderProposalInputSchema>;
