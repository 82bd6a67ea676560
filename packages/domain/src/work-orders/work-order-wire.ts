import { z } from 'zod';
import { orderHistoryEntrySchema } from '../orders/order-wire.js';
import { refundPersonSchema } from '../refunds/refund-wire.js';
import { batchRowResultSchema } from '../shared/batch.js';
import { cappedPageOf, wireTime } from '../shared/wire.js';

/*
 * The work orders' answers. WorkOrderRecord is what the server hands the serialiser (`z.output`: a time may still
 * be a Date); the web reads `Wire<typeof schema>`.
 */

/** A work order's handler: a user or a team, by name. */
export const workOrderHandlerSchema = z.object({
  handlerType: z.number(),
  handlerId: z.number(),
  name: z.string().nullable(),
  enName: z.string().nullable(),
});

/** A work order in a list. */
export const workOrderRecordSchema = z.object({
  id: z.number(),
  workOrderNo: z.string(),
  kind: z.number(),
  source: z.number(),
  status: z.number(),
  priority: z.number(),
  subject: z.string(),
  question: z.string().nullable(),
  expectedSolution: z.number().nullable(),
  proposal: z.string().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  packageNo: z.string().nullable(),
  platformId: z.number().nullable(),
  /** The customer's e-mail, masked unless revealed. */
  customerEmail: z.string().nullable(),
  handler: workOrderHandlerSchema,
  createdBy: refundPersonSchema,
  createdAt: wireTime,
  updatedAt: wireTime,
  dueAt: wireTime.nullable(),
  lastRepliedAt: wireTime.nullable(),
  finishedAt: wireTime.nullable(),
  finishReason: z.string().nullable(),
});
export type WorkOrderRecord = z.output<typeof workOrderRecordSchema>;
export const workOrderListSchema = cappedPageOf(workOrderRecordSchema);

/** A log row: the event code and parameters (the order history's catalogue), rendered in the reader's language. */
export const workOrderLogSchema = orderHistoryEntrySchema.omit({ orderId: true }).extend({
  workOrderId: z.number(),
});
export type WorkOrderLog = z.output<typeof workOrderLogSchema>;
export const workOrderLogsSchema = z.array(workOrderLogSchema);

/** A refund raised from the work order: its number, package, amount and review state (refundStatuses). */
export const workOrderRefundSchema = z.object({
  id: z.number(),
  refundNo: z.string(),
  packageNo: z.string(),
  totalAmount: z.string(),
  currency: z.string(),
  status: z.number(),
  createdBy: refundPersonSchema,
  createdAt: wireTime,
  reviewedBy: refundPersonSchema.nullable(),
  reviewedAt: wireTime.nullable(),
  completedAt: wireTime.nullable(),
});
export type WorkOrderRefund = z.output<typeof workOrderRefundSchema>;

/** A resend raised from the work order: the package reissued, the new package, extra payment and review state. */
export const workOrderResendSchema = z.object({
  id: z.number(),
  oldPackageNo: z.string(),
  newPackageNo: z.string(),
  extraPay: z.string(),
  currency: z.string(),
  status: z.number(),
  createdBy: refundPersonSchema,
  createdAt: wireTime,
  auditUser: refundPersonSchema.nullable(),
  auditDate: wireTime.nullable(),
});
export type WorkOrderResend = z.output<typeof workOrderResendSchema>;

/** POST view: the work order with its description, its log and what the caller may do on it. */
export const workOrderViewSchema = workOrderRecordSchema.extend({
  description: z.string(),
  log: workOrderLogsSchema,
  /** The refunds and resends raised from it that the caller may see (refund.view, resend.view), newest first. */
  refunds: z.array(workOrderRefundSchema),
  resends: z.array(workOrderResendSchema),
  /** The customer's other work orders (same order or e-mail), newest first, at most 20. */
  related: z.array(workOrderRecordSchema),
  /** Each action and the catalogue code that refuses it (null: allowed). */
  actions: z.record(z.string(), z.string().nullable()),
});
export type WorkOrderView = z.output<typeof workOrderViewSchema>;

/** A batch's answer per work order. */
export const workOrderBatchResultSchema = z.array(
  batchRowResultSchema({ workOrderNo: z.string().nullable() }),
);

/** GET getCloseReasonByRoleType: the close (9) and solve (10) reasons the caller's role type may choose. */
export const workOrderFinishReasonsSchema = z.array(
  z.object({ key: z.string(), zh: z.string(), en: z.string(), status: z.number() }),
);
export const workOrderHandlersSchema = z.array(workOrderHandlerSchema);
