import { z } from 'zod';
import { batchIdsSchema, recordIdSchema } from '../shared/batch.js';
import type { Problem } from '../shared/field-problem.js';
import {
  afterSalesCreateInputSchema,
  workOrderSearchInputSchema,
  workOrderStatusInputSchema,
} from './work-order-inputs.js';
import {
  afterSalesQuestionKeys,
  expectedSolutions,
  handMadeWorkOrderKinds,
  workOrderPriorities,
} from './work-order-rules.js';

/*
 * The work-order centre (spec 3 §2 /workOrderCenter/work-order-center, §7 /csWorkOrder): one queue of every kind
 * of work order, with counts per status, a batch status change, editing and deleting under the rules below.
 */

const handMadeKindValues = handMadeWorkOrderKinds.map((k) => k.value) as number[];

/** GET /csWorkOrder/search: the list's filters as query parameters (a status list may repeat `statuses`). */
export const workOrderCentreSearchSchema = workOrderSearchInputSchema.extend({
  pageIndex: z.coerce.number().int().min(1).max(500).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  kind: z.coerce.number().int().min(1).max(7).optional(),
  statuses: z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : [v]),
    z.array(z.coerce.number().int().min(1).max(10)).max(10).optional(),
  ),
  handlerId: z.coerce.number().int().min(1).optional(),
  overdue: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().optional()),
  unrepliedHours: z.coerce.number().int().min(1).max(720).optional(),
  dueWithinHours: z.coerce.number().int().min(1).max(72).optional(),
  createdWithinMonths: z.coerce.number().int().min(1).max(3).optional(),
});
export type WorkOrderCentreSearchInput = z.infer<typeof workOrderCentreSearchSchema>;

/** POST /csWorkOrder/add: a work order of any kind made by hand, with what an after-sales one needs. */
export const workOrderCentreCreateSchema = z.intersection(
  afterSalesCreateInputSchema,
  z.object({
    kind: z
      .number()
      .int()
      .refine((v) => handMadeKindValues.includes(v), { error: 'VALIDATION_FAILED' }),
  }),
);
export type WorkOrderCentreCreateInput = z.infer<typeof workOrderCentreCreateSchema>;

/** POST /csWorkOrder/update: what may change on an open work order; a new priority moves its due time. */
export const workOrderUpdateSchema = z.object({
  id: recordIdSchema,
  subject: z
    .string()
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(100, { error: 'TEXT_TOO_LONG' })
    .optional(),
  description: z
    .string()
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(2000, { error: 'TEXT_TOO_LONG' })
    .optional(),
  priority: z
    .number()
    .int()
    .refine((v) => workOrderPriorities.some((p) => p.value === v), { error: 'VALIDATION_FAILED' })
    .optional(),
  question: z
    .string()
    .refine((q) => afterSalesQuestionKeys.includes(q), { error: 'VALIDATION_FAILED' })
    .optional(),
  expectedSolution: z
    .number()
    .int()
    .refine((v) => expectedSolutions.some((s) => s.value === v), { error: 'VALIDATION_FAILED' })
    .nullable()
    .optional(),
});
export type WorkOrderUpdateInput = z.infer<typeof workOrderUpdateSchema>;

/** POST /csWorkOrder/delete: work orders by id, a result per work order. */
export const workOrderDeleteSchema = z.object({ ids: batchIdsSchema() });
export type WorkOrderDeleteInput = z.infer<typeof workOrderDeleteSchema>;

/** POST /csWorkOrder/getSnowFlakeIdByWorkOrderNo. */
export const workOrderNoInputSchema = z.object({
  workOrderNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(50),
});

/** Status 1: waiting for handling. */
const WAITING = 1;

/** Log entries that are not handling: its creation, its assignment, the countdown's marks and internal remarks. */
const NOT_HANDLING = new Set([
  'workOrder.create',
  'workOrder.assign',
  'workOrder.slaWarning',
  'workOrder.overdue',
  'workOrder.remark',
]);

/** Has anyone handled the work order (replied, asked, proposed, transferred, raised a refund …), by its log? */
export const workOrderHandled = (logActions: readonly string[]) =>
  logActions.some((a) => !NOT_HANDLING.has(a));

/**
 * May this work order be deleted (spec 3 §2 "delete only where the rules allow")? Only while nothing has happened
 * on it (still waiting for handling, and its log holds no handling), and only by its creator or someone whose scope
 * is wider than their own (a leader).
 */
export function workOrderDeleteProblem(
  w: { status: number; createdBy: number; logActions: readonly string[] },
  actor: { userId: number; leader: boolean },
): Problem | null {
  if (!actor.leader && w.createdBy !== actor.userId) return { name: 'WORK_ORDER_DELETE_NOT_CREATOR' };
  if (w.status !== WAITING || workOrderHandled(w.logActions)) return { name: 'WORK_ORDER_DELETE_STARTED' };
  return null;
}

/** The counts of the centre's tabs: per status, in the caller's queue and in their whole scope. */
export const workOrderCountsSchema = z.object({
  mine: z.array(z.object({ status: z.number(), count: z.number() })),
  all: z.array(z.object({ status: z.number(), count: z.number() })),
});

/** POST /csWorkOrder/updateWorkOrderStatus: one work order to one status (a reason to close or solve). */
export const workOrderStatusOneSchema = workOrderStatusInputSchema
  .omit({ ids: true })
  .extend({ id: recordIdSchema });
export type WorkOrderStatusOneInput = z.infer<typeof workOrderStatusOneSchema>;
