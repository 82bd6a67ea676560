import { z } from 'zod';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';
import { ppMessageStates } from './customer-care-rules.js';

const handlerSchema = z.object({
  handlerType: z.number(),
  handlerId: z.number(),
  name: z.string().nullable(),
  enName: z.string().nullable(),
});

/** The PayPal case a complaint work order follows, as PayPal last told it. */
export const ppDisputeSchema = z.object({
  disputeId: z.string(),
  accountId: z.number(),
  accountName: z.string(),
  transactionId: z.string().nullable(),
  reason: z.string().nullable(),
  providerStatus: z.string().nullable(),
  stage: z.string().nullable(),
  channel: z.string().nullable(),
  amount: wireMoney.nullable(),
  currency: z.string().nullable(),
  outcomeCode: z.string().nullable(),
  refundedAmount: wireMoney.nullable(),
  sellerResponseDueAt: wireTime.nullable(),
  lastBuyerMessage: z.string().nullable(),
  lastBuyerMessageAt: wireTime.nullable(),
  lastEventAt: wireTime,
});

/** A customer-care (PayPal complaint) work order in the list. */
export const customerCareRecordSchema = z.object({
  id: z.number(),
  workOrderNo: z.string(),
  status: z.number(),
  priority: z.number(),
  subject: z.string(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  packageNo: z.string().nullable(),
  platformId: z.number().nullable(),
  handler: handlerSchema,
  createdAt: wireTime,
  updatedAt: wireTime,
  dueAt: wireTime.nullable(),
  finishedAt: wireTime.nullable(),
  dispute: ppDisputeSchema,
});
export type CustomerCareRecord = z.output<typeof customerCareRecordSchema>;
export type CustomerCareWire = Wire<typeof customerCareRecordSchema>;
export const customerCareListSchema = pageOf(customerCareRecordSchema);

/** A message in the PayPal case: the buyer's (from PayPal's events) or ours, with its delivery state. */
export const ppCaseMessageSchema = z.object({
  id: z.number(),
  postedBy: z.enum(['buyer', 'seller']),
  content: z.string(),
  state: z.enum(ppMessageStates),
  error: z.string().nullable(),
  author: z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() }).nullable(),
  postedAt: wireTime,
  sentAt: wireTime.nullable(),
});
export type PpCaseMessage = z.output<typeof ppCaseMessageSchema>;

/** GET /api/customerCare/view (ppWorkOrderDetails): the work order, its PayPal case and the case's messages. */
export const customerCareViewSchema = customerCareRecordSchema.extend({
  description: z.string(),
  messages: z.array(ppCaseMessageSchema),
  /** May the caller act on it (send a message, relate an order, raise a refund)? */
  canAct: z.boolean(),
});
export type CustomerCareView = z.output<typeof customerCareViewSchema>;

/** GET getAllOutcomeCode: an outcome with its names and whether it is in our favour. */
export const outcomeCodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  enName: z.string(),
  inOurFavour: z.boolean(),
});

/** The answer of matchOrderNoOrPackageNoIsCanUseToPp: usable or why not, and what the number named. */
export const ppMatchSchema = z.object({
  canUse: z.boolean(),
  problem: z.object({ code: z.number(), msg: z.string() }).nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  packageNo: z.string().nullable(),
  platformId: z.number().nullable(),
  transactionId: z.string().nullable(),
  amount: wireMoney.nullable(),
  currency: z.string().nullable(),
});
export type PpMatch = z.output<typeof ppMatchSchema>;

/** The answer of sendMessageToPpCustomer: the message and whether the provider took it. */
export const ppMessageAnswerSchema = ppCaseMessageSchema;

/** A PayPal account's settings as the screen reads them: never the secret, only whether one is stored. */
export const paypalSettingSchema = z.object({
  id: z.number(),
  name: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  webhookId: z.string().nullable(),
  callbackUrl: z.string().nullable(),
  /** The path of this server PayPal must call for the account (the callback address ends with it). */
  callbackPath: z.string(),
  handlerTeam: z.object({ id: z.number(), name: z.string(), enName: z.string().nullable() }).nullable(),
  enabled: z.boolean(),
  updatedAt: wireTime,
});
export type PaypalSetting = z.output<typeof paypalSettingSchema>;

/** A return address of ppAddressSetting. */
export const ppAddressSchema = z.object({
  id: z.number(),
  accountId: z.number().nullable(),
  contactName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string().nullable(),
  postalCode: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
  updatedAt: wireTime,
});
export type PpAddress = z.output<typeof ppAddressSchema>;

/** The answer to PayPal's webhook call: the delivery recorded, and the work order it made or moved. */
export const ppWebhookAnswerSchema = z.object({
  deliveryId: z.number(),
  duplicate: z.boolean(),
  workOrderId: z.number().nullable(),
  ignored: z.enum(['notDispute', 'malformed', 'stale']).nullable(),
});
export type PpWebhookAnswer = z.output<typeof ppWebhookAnswerSchema>;

/** A mail written to the customer of a complaint's order (getCorrespondence, sendMail): the address masked. */
export const careMailSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** outbound_mails status: pending, sent, failed, not_sent, captured. */
  status: z.string(),
  purpose: z.string(),
  error: z.string().nullable(),
  createdAt: wireTime,
  sentAt: wireTime.nullable(),
});
export type CareMail = z.output<typeof careMailSchema>;

/** The answer of /api/ppAddressSetting/delete: the deleted address's id. */
export const ppAddressDeletedSchema = z.object({ id: z.number() });
