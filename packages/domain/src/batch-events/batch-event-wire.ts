import { z } from 'zod';
import { POINTS_MAX, POINTS_MIN } from '../compensation/compensation-rules.js';
import { batchMailTypes, MAIL_SUBJECT_MAX } from '../mail/mail-templates.js';
import { outboundMailStatuses } from '../mail/outbox.js';
import { onlineRefundReasons } from '../refund-tickets/refund-ticket-rules.js';
import { recordIdSchema } from '../shared/batch.js';
import { moneyTextSchema } from '../shared/money.js';
import { wireTime } from '../shared/wire.js';
import {
  BATCH_EVENT_MAX_ORDERS,
  batchEventPointsModes,
  batchEventProcessTypes,
  batchEventRefundTypes,
} from './batch-event-rules.js';

const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const points = z
  .number()
  .int({ error: 'POINTS_INVALID' })
  .min(POINTS_MIN, { error: 'POINTS_INVALID' })
  .max(POINTS_MAX, { error: 'POINTS_INVALID' });

/** POST /api/batchEvent/create: the orders and what to do to each (spec 3 §3 'Batch event options'). */
export const batchEventCreateInputSchema = z.object({
  orderNos: z
    .array(z.string().trim().toUpperCase().min(1).max(40))
    .min(1, { error: 'SELECT_DATA' })
    .max(BATCH_EVENT_MAX_ORDERS, { error: 'BATCH_EVENT_TOO_MANY_ORDERS' }),
  processType: z.enum(batchEventProcessTypes, { error: 'FIELD_REQUIRED' }),
  pointsMode: z.enum(batchEventPointsModes, { error: 'FIELD_REQUIRED' }),
  points: points.nullish(),
  pointsByOrder: z.record(z.string(), points).optional(),
  pointsLabel: text(60).nullish(),
  giftReasonZh: text(200).nullish(),
  giftReasonEn: text(200).nullish(),
  orderRemark: text(500).nullish(),
  /** The mail to each order's customer: a batch mail type, a template of that type, a title (else the template's). */
  mailType: z
    .number()
    .int()
    .refine((v) => (batchMailTypes as readonly number[]).includes(v), { error: 'VALIDATION_FAILED' })
    .nullish(),
  mailTemplateId: recordIdSchema.nullish(),
  mailTitle: text(MAIL_SUBJECT_MAX).nullish(),
  /** A refund request per order through the refund engine. */
  refundType: z.enum(batchEventRefundTypes, { error: 'VALIDATION_FAILED' }).nullish(),
  refundPercent: moneyTextSchema('REFUND_PERCENT_INVALID').nullish(),
  refundAmount: moneyTextSchema().nullish(),
  refundSkus: z.array(z.string().trim().min(1).max(60)).max(50, { error: 'TOO_MANY_ROWS' }).nullish(),
  /** The question label the refund is filed under (its reasons are generated from it and the SKUs). */
  refundProblemType: recordIdSchema.nullish(),
  refundRoute: z.enum(['1', '2', '3', '4', '5'], { error: 'REFUND_ROUTE_UNKNOWN' }).nullish(),
  onlineRefundReason: z
    .enum(onlineRefundReasons.map((r) => r.value) as [string, ...string[]], { error: 'VALIDATION_FAILED' })
    .nullish(),
  /** The transport level of the order's unshipped parcels, and optionally a logistic method of that level. */
  transportLevel: z.number().int().nullish(),
  logisticMethod: z.string().trim().max(40).nullish(),
  /** The status every order moves to (the order list's move rule). */
  targetStatus: z.number().int().nullish(),
});
export type BatchEventCreateInput = z.infer<typeof batchEventCreateInputSchema>;
export type BatchEventCreateInputRaw = z.input<typeof batchEventCreateInputSchema>;

export const batchEventRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  status: z.enum(['pending', 'done', 'failed']),
  code: z.number().nullable(),
  message: z.string().nullable(),
  /** The points request the row made, if any. */
  pointsGrantId: z.number().nullable(),
  /** The refunds the row requested (to review, as any other request). */
  refundNos: z.array(z.string()),
  /** The mail the row wrote into the outbox, and where it is now: queued until a mail server takes it. */
  outboundMailId: z.number().nullable(),
  mailStatus: z.enum(outboundMailStatuses).nullable(),
  /** The status the row moved the order to, and the transport level it set on the parcels. */
  orderStatus: z.number().nullable(),
  transportLevel: z.number().nullable(),
  remarked: z.boolean(),
});

/** A batch event with its progress and a result per order. */
export const batchEventSchema = z.object({
  id: z.number(),
  processType: z.enum(batchEventProcessTypes),
  pointsMode: z.enum(batchEventPointsModes),
  status: z.enum(['queued', 'running', 'done']),
  total: z.number(),
  done: z.number(),
  failed: z.number(),
  createdBy: z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() }),
  createDate: wireTime,
  finishedAt: wireTime.nullable(),
  rows: z.array(batchEventRowSchema),
});
export type BatchEventRecord = z.output<typeof batchEventSchema>;

export const batchEventIdInputSchema = z.object({ id: recordIdSchema });
