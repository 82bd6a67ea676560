import { z } from 'zod';
import { isTicketFinished } from '../refund-tickets/refund-ticket-rules.js';
import { recordIdSchema } from '../shared/batch.js';
import type { Problem } from '../shared/field-problem.js';
import { handlerInputSchema, WORK_ORDER_SUBJECT_MAX, WORK_ORDER_TEXT_MAX } from './work-order-inputs.js';
import { ESCALATION, workOrderPriorities } from './work-order-rules.js';
import { workOrderRecordSchema, workOrderViewSchema } from './work-order-wire.js';

/*
 * Escalation tickets (spec 3 §3 'Escalation ticket', §7 upgradeWorkOrder and /collaboration): an agent raises, from a
 * work order, a ticket to the team or person who must help (warehouse, logistics, a leader). It is a work order of
 * its own (kind escalation) whose parent is the work order it came from; both logs say so.
 */

/** POST /crmAfterSalesWorkOrder/upgradeWorkOrder. */
export const escalationInputSchema = z.object({
  id: recordIdSchema,
  handler: handlerInputSchema,
  subject: z.string().trim().max(WORK_ORDER_SUBJECT_MAX, { error: 'TEXT_TOO_LONG' }).optional(),
  description: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(WORK_ORDER_TEXT_MAX, { error: 'TEXT_TOO_LONG' }),
  priority: z
    .number()
    .int()
    .refine((v) => workOrderPriorities.some((p) => p.value === v), { error: 'VALIDATION_FAILED' })
    .optional(),
});
export type EscalationInput = z.infer<typeof escalationInputSchema>;

/**
 * May this work order be escalated? Not once finished, not an escalation itself (transfer it instead), and not
 * while an escalation raised from it is still open (its number is named).
 */
export function escalationProblem(
  source: { kind: number; status: number },
  openEscalationNo: string | null,
): Problem | null {
  if (isTicketFinished(source.status)) return { name: 'WORK_ORDER_FINISHED' };
  if (source.kind === ESCALATION) return { name: 'ESCALATION_OF_ESCALATION' };
  if (openEscalationNo) return { name: 'ESCALATION_OPEN', params: { workOrderNo: openEscalationNo } };
  return null;
}

/** POST /collaboration/view: the work order, the one it was raised from (number and status) and those raised from it. */
export const collaborationViewSchema = workOrderViewSchema.extend({
  parent: z
    .object({ id: z.number(), workOrderNo: z.string(), status: z.number(), finished: z.boolean() })
    .nullable(),
  escalations: z.array(workOrderRecordSchema),
});
