import { z } from 'zod';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { PP_MESSAGE_MAX } from './customer-care-rules.js';

const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const required = (max: number) => text(max).min(1, { error: 'FIELD_REQUIRED' });
const id = z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive();
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, { error: 'TOO_MANY_ROWS' });

/**
 * The filters of the customer-care list and its export: a keyword (a work-order number, a PayPal dispute or
 * transaction id, an order or package number, exact), ticket statuses, PayPal's statuses, stages, reasons and
 * outcomes, the PayPal account, "mine", answers due within some hours, and the created range (one month at most).
 */
export const customerCareFilterSchema = z.object({
  keyword: text(64).optional(),
  statuses: list(z.coerce.number().int(), 10).optional(),
  providerStatuses: list(text(64), 10).optional(),
  stages: list(text(64), 10).optional(),
  reasons: list(text(64), 20).optional(),
  outcomeCodes: list(text(64), 10).optional(),
  accountId: id.optional(),
  handled: z.enum(['mine', 'all']).optional(),
  dueWithinHours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .optional(),
  ...createdRangeInputSchema.shape,
});
export type CustomerCareFilter = z.infer<typeof customerCareFilterSchema>;

/** POST /api/customerCare/search: the filters and a page (20, 50 or 100 rows, up to page 500). */
export const customerCareSearchInputSchema = pageInputSchema({ maxPage: 500 }).extend(
  customerCareFilterSchema.shape,
);
export type CustomerCareSearchInput = z.infer<typeof customerCareSearchInputSchema>;

/** The columns the customer-care export may hold, in the order a person picks them. */
export const customerCareExportColumns = [
  { key: 'workOrderNo', zh: '工单号', en: 'Work order', width: 20 },
  { key: 'disputeId', zh: 'PayPal 争议号', en: 'PayPal case', width: 24 },
  { key: 'accountName', zh: 'PayPal 账号', en: 'PayPal account', width: 24 },
  { key: 'status', zh: '工单状态', en: 'Status', width: 16 },
  { key: 'providerStatus', zh: 'PayPal 状态', en: 'PayPal status', width: 22 },
  { key: 'stage', zh: '阶段', en: 'Stage', width: 14 },
  { key: 'reason', zh: '原因', en: 'Reason', width: 26 },
  { key: 'amount', zh: '争议金额', en: 'Amount', width: 12 },
  { key: 'currency', zh: '币种', en: 'Currency', width: 8 },
  { key: 'outcomeCode', zh: '结果', en: 'Outcome', width: 20 },
  { key: 'refundedAmount', zh: 'PayPal 退款金额', en: 'Refunded by PayPal', width: 14 },
  { key: 'orderNo', zh: '订单号', en: 'Order', width: 18 },
  { key: 'packageNo', zh: '包裹号', en: 'Package', width: 18 },
  { key: 'transactionId', zh: '交易号', en: 'Transaction', width: 22 },
  { key: 'handler', zh: '处理人', en: 'Handler', width: 16 },
  { key: 'sellerResponseDueAt', zh: '回复截止时间', en: 'Answer due', width: 20 },
  { key: 'createdAt', zh: '创建时间', en: 'Created', width: 20 },
  { key: 'finishedAt', zh: '完结时间', en: 'Finished', width: 20 },
] as const;
export type CustomerCareExportColumn = (typeof customerCareExportColumns)[number]['key'];
const columnKeys = customerCareExportColumns.map((c) => c.key) as [
  CustomerCareExportColumn,
  ...CustomerCareExportColumn[],
];

/** POST /api/customerCare/dynamicCustomerCareExport: the list's filters, the chosen columns, the reader's offset. */
export const customerCareExportInputSchema = customerCareFilterSchema.extend({
  columns: z
    .array(z.enum(columnKeys, { error: 'VALIDATION_FAILED' }))
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(columnKeys.length, { error: 'TOO_MANY_ROWS' })
    .default([...columnKeys])
    .refine((c) => new Set(c).size === c.length, { error: 'VALIDATION_FAILED' }),
  utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).optional(),
});
export type CustomerCareExportInput = z.infer<typeof customerCareExportInputSchema>;

/** GET /api/customerCare/matchOrderNoOrPackageNoIsCanUseToPp: an order or package number. */
export const ppMatchInputSchema = z.object({ orderNoOrPackageNo: required(64) });
export type PpMatchInput = z.infer<typeof ppMatchInputSchema>;

/** POST /api/customerCare/relateOrder: relate a complaint PayPal could not match to an order of ours by hand. */
export const customerCareRelateInputSchema = z.object({
  workOrderId: id,
  orderNoOrPackageNo: required(64),
});
export type CustomerCareRelateInput = z.infer<typeof customerCareRelateInputSchema>;

/** POST /api/paypal/app/sendMessageToPpCustomer: a message to the buyer in the PayPal case of a work order. */
export const ppMessageInputSchema = z.object({
  workOrderId: id,
  content: required(PP_MESSAGE_MAX),
});
export type PpMessageInput = z.infer<typeof ppMessageInputSchema>;

/** An https address (http only for this machine, as a developer's tunnel). */
const HTTPS_ADDRESS = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/i;
const LOCAL_ADDRESS = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?(\/[^\s]*)?$/i;
const callbackUrl = text(500).refine((v) => !v || HTTPS_ADDRESS.test(v) || LOCAL_ADDRESS.test(v), {
  error: 'CUSTOMER_CARE_CALLBACK_URL_INVALID',
});

/**
 * POST /api/paypalSetting/save (/manageCenter/paypalSetting): a PayPal account's developer settings. The client
 * secret is written, never read back: left empty on an edit it keeps the stored one. The webhook id is the one
 * PayPal gave the callback address (its events are verified against it); the handler team receives the account's
 * new complaints.
 */
export const paypalSettingInputSchema = z.object({
  id: id.optional(),
  name: required(100),
  clientId: required(128),
  clientSecret: text(256).optional(),
  webhookId: text(64).optional(),
  callbackUrl: callbackUrl.optional(),
  handlerTeamId: id.nullable().optional(),
  enabled: z.boolean().default(true),
});
export type PaypalSettingInput = z.infer<typeof paypalSettingInputSchema>;

/**
 * POST /api/ppAddressSetting/save (/manageCenter/ppAddressSetting): the return address PayPal gives a buyer when
 * we accept a claim with the item's return, per account (none: every account's), one default per account.
 */
export const ppAddressInputSchema = z.object({
  id: id.optional(),
  accountId: id.nullable().optional(),
  contactName: required(100),
  addressLine1: required(200),
  addressLine2: text(200).optional(),
  city: required(100),
  state: text(100).optional(),
  postalCode: required(20),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: 'CUSTOMER_CARE_COUNTRY_INVALID' })
    .transform((v) => v.toUpperCase()),
  phone: text(40).optional(),
  isDefault: z.boolean().default(false),
});
export type PpAddressInput = z.infer<typeof ppAddressInputSchema>;

/** A setting's record to delete. */
export const settingIdInputSchema = z.object({ id });

/** POST /api/customerCare/sendMail: an e-mail to the customer of a complaint's order, through the outbox. */
export const customerCareMailInputSchema = z.object({
  workOrderId: id,
  subject: required(200),
  content: required(10_000),
});
export type CustomerCareMailInput = z.infer<typeof customerCareMailInputSchema>;
