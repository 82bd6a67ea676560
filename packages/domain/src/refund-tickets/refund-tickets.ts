import { z } from 'zod';
import { refundCreateInputSchema } from '../refunds/refund-form.js';
import { batchIdsSchema, recordIdSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { TICKET_NOTE_MAX, ticketStatuses } from './refund-ticket-rules.js';

const note = z.string().trim().max(TICKET_NOTE_MAX, { error: 'TEXT_TOO_LONG' });

/** POST /api/crmRefundWorkOrder/createRefundTicket: a ticket for an order with the refund it requests. */
export const refundTicketCreateInputSchema = z.object({
  /** The requested refund: the payload the refund create call takes. */
  refund: refundCreateInputSchema,
  /** Who handles it; the creator when not given. */
  directorId: recordIdSchema.optional(),
  remark: note.optional(),
});
export type RefundTicketCreateInput = z.infer<typeof refundTicketCreateInputSchema>;

/** POST /api/crmRefundWorkOrder/edit: the creator changes the requested refund or the remark. */
export const refundTicketEditInputSchema = z.object({
  id: recordIdSchema,
  refund: refundCreateInputSchema,
  remark: note.optional(),
});
export type RefundTicketEditInput = z.infer<typeof refundTicketEditInputSchema>;

/** POST audit and reAudit: passed, or not passed with its reason. */
export const refundTicketAuditInputSchema = z
  .object({ id: recordIdSchema, passed: z.boolean(), reason: note.optional() })
  .refine((v) => v.passed || !!v.reason, {
    error: 'REFUND_TICKET_REJECT_REASON_REQUIRED',
    path: ['reason'],
  });
export type RefundTicketAuditInput = z.infer<typeof refundTicketAuditInputSchema>;

/** POST transferTicket: a new handler and/or a new status for at most 20 tickets, a result per ticket. */
export const refundTicketTransferInputSchema = z
  .object({
    ids: batchIdsSchema({ id: recordIdSchema }),
    directorId: recordIdSchema.optional(),
    status: z
      .number()
      .int()
      .refine((s) => ticketStatuses.some((t) => t.value === s), { error: 'VALIDATION_FAILED' })
      .optional(),
    note: note.optional(),
  })
  .refine((v) => v.directorId !== undefined || v.status !== undefined, {
    error: 'FIELD_REQUIRED',
    path: ['directorId'],
  });
export type RefundTicketTransferInput = z.infer<typeof refundTicketTransferInputSchema>;

/** POST setFinish and closeTicket: one ticket, with an optional note (the solved or closed reason). */
export const refundTicketCloseInputSchema = z.object({ id: recordIdSchema, reason: note.optional() });
export type RefundTicketCloseInput = z.infer<typeof refundTicketCloseInputSchema>;

/** Sortable fields of the refund request ticket list. */
export const refundTicketSortFields = [
  'ticketNo',
  'status',
  'requestStatus',
  'auditStatus',
  'requestedAmount',
  'createdAt',
] as const;

/** POST /api/crmRefundWorkOrder/search: the ticket list's filters; created within one month. */
export const refundTicketSearchInputSchema = pageInputSchema().extend({
  ticketNo: z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).optional(),
  orderNo: z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).optional(),
  statuses: z.array(z.number().int().min(1).max(10)).max(10).optional(),
  requestStatuses: z.array(z.number().int().min(1).max(8)).max(8).optional(),
  auditStatuses: z.array(z.number().int().min(1).max(4)).max(4).optional(),
  directorId: recordIdSchema.optional(),
  ...createdRangeInputSchema.shape,
  ...sortInput(refundTicketSortFields),
});
export type RefundTicketSearchInput = z.infer<typeof refundTicketSearchInputSchema>;
