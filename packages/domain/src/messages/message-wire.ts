import { z } from 'zod';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';
import { paypalMessageSources, paypalMessageTypes } from './message-types.js';

const typeCodes = paypalMessageTypes.map((t) => t.code) as [
  (typeof paypalMessageTypes)[number]['code'],
  ...(typeof paypalMessageTypes)[number]['code'][],
];

/** GET /api/crmPaypalMessageType/getAllType: a message type with its names (name Chinese, enName English). */
export const paypalMessageTypeRecordSchema = z.object({
  id: z.number(),
  code: z.enum(typeCodes),
  name: z.string(),
  enName: z.string(),
});
export type PaypalMessageTypeRecord = Wire<typeof paypalMessageTypeRecordSchema>;

/**
 * A payment-provider message as the message centre lists and opens it: its type, titles, the provider's ids
 * and amount, the order, package and refund of ours it concerns (when its transaction matched one), and
 * whether the caller has read it (read state is per person; the messages are shared).
 */
export const paypalMessageRecordSchema = z.object({
  id: z.number(),
  typeId: z.number(),
  typeCode: z.enum(typeCodes),
  typeName: z.string(),
  typeEnName: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.string().nullable(),
  content: z.string().nullable(),
  source: z.enum(paypalMessageSources),
  eventType: z.string(),
  transactionId: z.string().nullable(),
  disputeId: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  reason: z.string().nullable(),
  providerStatus: z.string().nullable(),
  disputeStage: z.string().nullable(),
  amount: wireMoney.nullable(),
  currency: z.string().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  packageNo: z.string().nullable(),
  refundId: z.number().nullable(),
  refundNo: z.string().nullable(),
  platformId: z.number().nullable(),
  occurredAt: wireTime,
  receivedAt: wireTime,
  isRead: z.boolean(),
  readAt: wireTime.nullable(),
});
export type PaypalMessageRecord = z.output<typeof paypalMessageRecordSchema>;
export type PaypalMessageWire = Wire<typeof paypalMessageRecordSchema>;
export const paypalMessageListSchema = pageOf(paypalMessageRecordSchema);

const keyword = z.string().trim().max(64, { error: 'TEXT_TOO_LONG' });

/**
 * POST /api/crmPaypalMessage/search: by type, read state, the event's time (one month at most, the last 30
 * days by default) and a keyword (a transaction, dispute or provider refund id, or an order number, exact);
 * newest first, pages of 20, 50 or 100 up to page 500.
 */
export const paypalMessageSearchInputSchema = pageInputSchema({ maxPage: 500 }).extend({
  typeIds: z
    .array(z.coerce.number().int().positive())
    .max(paypalMessageTypes.length, { error: 'TOO_MANY_ROWS' })
    .optional(),
  readState: z.enum(['read', 'unread']).optional(),
  keyword: keyword.optional(),
  ...createdRangeInputSchema.shape,
});
export type PaypalMessageSearchInput = z.infer<typeof paypalMessageSearchInputSchema>;

/** GET initNoticeCount: the caller's unread messages of the last 30 days. */
export const paypalMessageCountSchema = z.object({ notReadCount: z.number().int().nonnegative() });
export type PaypalMessageCount = Wire<typeof paypalMessageCountSchema>;

/**
 * GET initWorkOrderNotice: the caller's unread messages about orders that have an open work order (the
 * work-order screens' badge): their count, and the newest of them with those work orders.
 */
export const paypalWorkOrderNoticeSchema = z.object({
  notReadCount: z.number().int().nonnegative(),
  list: z.array(
    paypalMessageRecordSchema.extend({
      workOrders: z.array(z.object({ id: z.number(), workOrderNo: z.string(), status: z.number() })),
    }),
  ),
});
export type PaypalWorkOrderNotice = Wire<typeof paypalWorkOrderNoticeSchema>;

/**
 * The answer to the provider's webhook call: stored (a new message), or already held (the same event again), or
 * acknowledged and dropped (an event type the message centre does not keep).
 */
export const paypalWebhookAnswerSchema = z.object({
  stored: z.boolean(),
  messageId: z.number().nullable(),
  ignored: z.enum(['unsupported', 'malformed']).nullable(),
});
export type PaypalWebhookAnswer = Wire<typeof paypalWebhookAnswerSchema>;
