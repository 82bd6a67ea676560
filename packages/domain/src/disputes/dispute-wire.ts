import { z } from 'zod';
import { pageOf, wireMoney, wireTime } from '../shared/wire.js';
import {
  workOrderLogsSchema,
  workOrderRecordSchema,
  workOrderRefundSchema,
  workOrderResendSchema,
} from '../work-orders/work-order-wire.js';

/* The answers of /crmAeDisputeWorkOrder. */

/** The live response countdown (seconds left, negative once the deadline passed). */
export const responseCountdownSchema = z.object({
  seconds: z.number(),
  overdue: z.boolean(),
  days: z.number(),
  hours: z.number(),
  minutes: z.number(),
});

/** A dispute work order in the list: the work order with the dispute's fields. */
export const disputeRecordSchema = workOrderRecordSchema.extend({
  disputeId: z.string(),
  statusOfDispute: z.number(),
  workerOrderStatus: z.number(),
  reason: z.string(),
  buyerSolution: z.number(),
  amount: wireMoney.nullable(),
  currency: z.string().nullable(),
  openedAt: wireTime,
  deadlineAt: wireTime,
  responseCountdown: responseCountdownSchema.nullable(),
  imReplied: z.boolean(),
  remark: z.string(),
});
export type DisputeRecord = z.output<typeof disputeRecordSchema>;
export const disputeListSchema = pageOf(disputeRecordSchema);

/** A solution offered by the seller or the buyer and where it stands (disputeHandleState). */
export const disputeSolutionSchema = z.object({
  id: z.number(),
  proposer: z.string(),
  kind: z.enum(['refund', 'resend']),
  solution: z.number().nullable(),
  amount: wireMoney.nullable(),
  currency: z.string().nullable(),
  state: z.number(),
  isDisputeRefund: z.boolean(),
  reasonEn: z.string(),
  note: z.string(),
  createdAt: wireTime,
  updatedAt: wireTime,
});
export type DisputeSolution = z.output<typeof disputeSolutionSchema>;

/** A file attached as evidence. */
export const disputeEvidenceSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  note: z.string(),
  uploadedAt: wireTime,
});

/** The complaint timeline summary as saved. */
export const complaintSummarySchema = z.object({
  shopId: z.number().nullable(),
  sku: z.string(),
  orderOrProduct: z.string(),
  questionLabel: z.string().nullable(),
  enquiryRoute: z.string().nullable(),
  emotion: z.string().nullable(),
  issue: z.string(),
  solution: z.string(),
  remark: z.string(),
  attachments: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  links: z.array(z.string()),
  complains: z.boolean(),
  template: z.string(),
  updatedAt: wireTime,
});
export type ComplaintSummary = z.output<typeof complaintSummarySchema>;

/** GET view: the dispute with its log, solutions, evidence, summary and what the caller may do. */
export const disputeViewSchema = disputeRecordSchema.extend({
  description: z.string(),
  log: workOrderLogsSchema,
  refunds: z.array(workOrderRefundSchema),
  resends: z.array(workOrderResendSchema),
  solutions: z.array(disputeSolutionSchema),
  evidence: z.array(disputeEvidenceSchema),
  summary: complaintSummarySchema.nullable(),
  /** The emotion the facts force (angry for an opened dispute), or null. */
  suggestedEmotion: z.string().nullable(),
  actions: z.record(z.string(), z.string().nullable()),
});
export type DisputeView = z.output<typeof disputeViewSchema>;

/** GET checkIfCanRelateDispute: whether it may be related, and the refusal's code name when not. */
export const disputeRelateCheckSchema = z.object({
  canRelate: z.boolean(),
  problem: z.string().nullable(),
  orderNo: z.string(),
});

/** GET getTemplates: mail templates for the dispute's platform and language. */
export const disputeTemplatesSchema = z.array(
  z.object({ id: z.number(), name: z.string(), lang: z.string(), mailType: z.number(), subject: z.string() }),
);

/** POST replaceEmailTemplate: the template filled with the dispute's order. */
export const disputeRenderedMailSchema = z.object({ subject: z.string(), body: z.string() });

/** GET getContactEmail: the buyer's e-mail (masked) and the order it comes from. */
export const disputeContactSchema = z.object({
  email: z.string().nullable(),
  orderNo: z.string().nullable(),
  platformId: z.number().nullable(),
});

/** GET initDisputeReason / initProductManager. */
export const disputeReasonListSchema = z.array(z.object({ key: z.string(), zh: z.string(), en: z.string() }));
export const productManagerListSchema = z.array(
  z.object({ id: z.number(), name: z.string(), enName: z.string().nullable() }),
);

/** The per-platform response days (deadline settings). */
export const disputeDeadlineSettingsSchema = z.array(
  z.object({ platformId: z.number(), days: z.number(), configured: z.boolean() }),
);
