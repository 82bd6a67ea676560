import { z } from 'zod';
import { batchIdsSchema, batchRowResultSchema, listIdSchema, recordIdSchema } from '../shared/batch.js';
import { wireTime } from '../shared/wire.js';
import { handlerInputSchema } from '../work-orders/work-order-inputs.js';
import { mailLanguageSources } from './mail-language.js';
import { mailWindows } from './mail-windows.js';

/*
 * The calls of the inbox and the case page (spec 3 §7 'Email work orders'): inputs the server parses and the web
 * sends, answers the server declares and the web reads.
 */

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(max, { error: 'TEXT_TOO_LONG' }).optional(),
  );
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), listIdSchema.optional());
const optionalSmall = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number().int().min(0).max(99).optional(),
);
const optionalTime = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.iso.datetime({ offset: true }).optional(),
);

/** The time a search's range reads. */
export const mailTimeFields = ['lastInboundAt', 'createdAt', 'lastOutboundAt'] as const;

/** The viewer's offset from UTC in minutes (month-to-date windows, times in an export). */
const offsetMinutesSchema = z.coerce
  .number({ error: 'INVALID_TIME_ZONE' })
  .int({ error: 'INVALID_TIME_ZONE' })
  .min(-720, { error: 'INVALID_TIME_ZONE' })
  .max(840, { error: 'INVALID_TIME_ZONE' })
  .default(0);

/** The inbox's filters (search and export). */
const mailCaseFiltersSchema = z.object({
  caseNumber: optionalText(40),
  caseStatus: z.array(z.coerce.number().int().min(1).max(5)).max(5).optional(),
  mailboxId: optionalId,
  handlerId: optionalId,
  /** The mailbox address the customer wrote to. */
  recipient: optionalText(200),
  customerAddress: optionalText(200),
  vipLevel: optionalSmall,
  letterType: optionalSmall,
  mailLabel: optionalText(50),
  orderNo: optionalText(50),
  timeField: z.enum(mailTimeFields).default('lastInboundAt'),
  timeFrom: optionalTime,
  timeTo: optionalTime,
  /** Only the caller's own and their teams' cases. */
  mine: z.boolean().optional(),
  /** A dashboard window (mail-windows.ts): the cases its number counts. */
  window: z.enum(mailWindows).optional(),
  /** The viewer's zone: a reply band's month starts on their 1st. */
  offsetMinutes: offsetMinutesSchema,
});

/** POST /api/frontend/emailWorkOrder/search: the inbox's filters and a keyset page (`after`: the last row's id). */
export const mailCaseSearchInputSchema = mailCaseFiltersSchema.extend({
  after: optionalId,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MailCaseSearchInput = z.output<typeof mailCaseSearchInputSchema>;

/** The most mail cases one export holds (as the work-order export). */
export const MAIL_CASE_EXPORT_MAX = 50_000;

/** POST exportExcel: the inbox's filters; the file's times in the viewer's offset. */
export const mailCaseExportInputSchema = mailCaseFiltersSchema;
export type MailCaseExportInput = z.output<typeof mailCaseExportInputSchema>;

/** The export's columns, in order, with their headers. */
export const mailCaseExportColumns = [
  { key: 'caseNumber', zh: '案件号', en: 'Case number', width: 20 },
  { key: 'caseStatus', zh: '案件状态', en: 'Case status', width: 12 },
  { key: 'subject', zh: '主题', en: 'Subject', width: 40 },
  { key: 'customerName', zh: '客户', en: 'Customer', width: 18 },
  { key: 'customerAddress', zh: '客户邮箱', en: 'Customer e-mail', width: 26 },
  { key: 'mailbox', zh: '收件邮箱', en: 'Mailbox', width: 26 },
  { key: 'handler', zh: '处理人', en: 'Handler', width: 16 },
  { key: 'vipLevel', zh: 'VIP 等级', en: 'VIP level', width: 10 },
  { key: 'transferTimes', zh: '转交次数', en: 'Transfers', width: 10 },
  { key: 'letterType', zh: '来信类型', en: 'Letter type', width: 16 },
  { key: 'mailLabel', zh: '邮件标签', en: 'Mail label', width: 14 },
  { key: 'orderNo', zh: '订单号', en: 'Order number', width: 20 },
  { key: 'messageCount', zh: '邮件数', en: 'Mails', width: 8 },
  { key: 'lastInboundAt', zh: '最近来信', en: 'Last customer mail', width: 20 },
  { key: 'lastOutboundAt', zh: '最近回复', en: 'Last reply', width: 20 },
  { key: 'replyDueAt', zh: '回复截止', en: 'Reply due', width: 20 },
  { key: 'replyRemainingTime', zh: '剩余回复时间', en: 'Reply remaining time', width: 16 },
  { key: 'createdAt', zh: '创建时间', en: 'Created', width: 20 },
] as const;
export type MailCaseExportColumn = (typeof mailCaseExportColumns)[number]['key'];

/** getCsEmailWorkReplyInfor: the replies written in a range of days (at most 31), in the caller's scope. */
export const mailReplyInfoInputSchema = z.object({
  timeFrom: z.iso.datetime({ offset: true, error: 'FIELD_REQUIRED' }),
  timeTo: z.iso.datetime({ offset: true, error: 'FIELD_REQUIRED' }),
  /** Only this agent's replies. */
  handlerId: optionalId,
  offsetMinutes: offsetMinutesSchema,
});
export type MailReplyInfoInput = z.output<typeof mailReplyInfoInputSchema>;

const replyFiguresSchema = z.object({
  /** Replies written from cases (SendMail). */
  replies: z.number().int(),
  /** Cases answered (at least one reply). */
  cases: z.number().int(),
  /** Replies that answered a waiting customer (the reply clock was running). */
  answered: z.number().int(),
  /** Their average time from the customer's mail to the reply, in ms; null without any. */
  averageReplyMs: z.number().nullable(),
  /** Of those, how many were written within 12, 16, 18, 24 and 48 h (spec 3 §9 reply-within-hours rates). */
  within: z.array(z.object({ hours: z.number().int(), count: z.number().int() })),
  /** Replies written later than the 24 h clock. */
  late: z.number().int(),
});

/** The reply statistics: per agent (their replies per day in the viewer's zone) and for everyone together. */
export const mailReplyInfoSchema = z.object({
  timeFrom: wireTime,
  timeTo: wireTime,
  offsetMinutes: z.number().int(),
  total: replyFiguresSchema,
  agents: z.array(
    replyFiguresSchema.extend({
      userId: z.number(),
      name: z.string().nullable(),
      enName: z.string().nullable(),
      /** Replies per day ('YYYY-MM-DD' in the viewer's zone), days without any left out. */
      days: z.array(z.object({ day: z.string(), replies: z.number().int() })),
    }),
  ),
});
export type MailReplyInfo = z.output<typeof mailReplyInfoSchema>;

const handlerSchema = z.object({
  handlerType: z.number(),
  handlerId: z.number(),
  name: z.string().nullable(),
  enName: z.string().nullable(),
});

/** A row of the inbox (the customer's address masked). */
export const mailCaseRecordSchema = z.object({
  id: z.number(),
  caseNumber: z.string(),
  caseStatus: z.number(),
  subject: z.string(),
  customerAddress: z.string(),
  customerName: z.string().nullable(),
  mailboxId: z.number(),
  mailbox: z.string(),
  handler: handlerSchema,
  vipLevel: z.number(),
  transferTimes: z.number(),
  letterType: z.number(),
  mailLabel: z.string().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  orderLinkedBy: z.string().nullable(),
  messageCount: z.number(),
  lastInboundAt: wireTime.nullable(),
  lastOutboundAt: wireTime.nullable(),
  replyDueAt: wireTime.nullable(),
  /** Milliseconds until the reply is due, negative when overdue; null when nothing waits. */
  replyRemainingTime: z.number().nullable(),
  pendingUntil: wireTime.nullable(),
  createdAt: wireTime,
});
export type MailCaseRecord = z.output<typeof mailCaseRecordSchema>;

export const mailCaseListSchema = z.object({
  list: z.array(mailCaseRecordSchema),
  /** The id to ask `after` for the next page; null on the last. */
  next: z.number().nullable(),
  /**
   * Cases per status among the caller's scope and the search's filters (without the status filter), each counted
   * up to LIST_TOTAL_CAP; capped: there are more. On the first page only (empty on the pages after one).
   */
  counts: z.array(z.object({ caseStatus: z.number(), count: z.number(), capped: z.boolean() })),
});

/** GET view: the case, its notes and what each action allows (the catalogue name refusing it, null: allowed). */
export const mailCaseViewSchema = mailCaseRecordSchema.extend({
  workOrderNo: z.string(),
  notes: z.array(
    z.object({
      id: z.number(),
      body: z.string(),
      createdBy: z.number(),
      userName: z.string().nullable(),
      createdAt: wireTime,
    }),
  ),
  actions: z.record(z.string(), z.string().nullable()),
  /** May the caller send from the case's mailbox (mailbox_operators)? */
  maySend: z.boolean(),
  /** The language the case is answered in (templates, the reply) and where it came from. */
  lang: z.string(),
  langSource: z.enum(mailLanguageSources),
});
export type MailCaseView = z.output<typeof mailCaseViewSchema>;

export const mailAttachmentSchema = z.object({
  id: z.number(),
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  contentId: z.string().nullable(),
  inline: z.boolean(),
  url: z.string(),
});

/** GET getMailList: the thread, oldest first; addresses of the customer masked. */
export const mailThreadSchema = z.array(
  z.object({
    id: z.number(),
    direction: z.number(),
    fromAddress: z.string(),
    fromName: z.string().nullable(),
    toAddresses: z.array(z.string()),
    ccAddresses: z.array(z.string()),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    sentAt: wireTime,
    /** The delivery state of a mail written here (outboundMailStatuses); null for a customer's. */
    deliveryStatus: z.string().nullable(),
    attachments: z.array(mailAttachmentSchema),
  }),
);

export const mailCaseIdQuerySchema = z.object({ id: recordIdSchema });
export const mailCustomerCasesSchema = z.array(mailCaseRecordSchema);

export const mailNoteInputSchema = z.object({
  id: recordIdSchema,
  body: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(1000, { error: 'TEXT_TOO_LONG' }),
});
export const mailNoteIdQuerySchema = z.object({ noteId: recordIdSchema });

export const mailBatchTransferInputSchema = z.object({
  ids: batchIdsSchema(),
  handler: handlerInputSchema,
  note: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).optional(),
});
export const mailBatchResultSchema = z.array(batchRowResultSchema({ caseNumber: z.string().nullable() }));

export const mailPendingInputSchema = z.object({
  id: recordIdSchema,
  until: z.iso.datetime({ offset: true, error: 'FIELD_REQUIRED' }),
  note: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).optional(),
});
export const mailPendingSchema = z.object({
  id: z.number(),
  caseStatus: z.number(),
  pendingUntil: wireTime.nullable(),
});

export const mailCloseInputSchema = z.object({
  id: recordIdSchema,
  confirm: z.boolean().default(false),
  note: z.string().trim().max(500, { error: 'TEXT_TOO_LONG' }).optional(),
});
/** checkCloseCaseManually: whether it may close, and the refusal or the warning the agent confirms. */
export const mailCloseCheckSchema = z.object({
  canClose: z.boolean(),
  needsConfirm: z.boolean(),
  code: z.number().nullable(),
  message: z.string().nullable(),
});

export const mailOrderInputSchema = z.object({
  id: recordIdSchema,
  orderNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(50),
});
export const mailOrderCheckSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  /** Other open cases already linked to this order (the agent is told before linking). */
  otherCases: z.array(z.object({ id: z.number(), caseNumber: z.string() })),
});
/** addOrderManuallyPrompt: the customer's orders to choose from, newest first. */
export const mailOrderPromptSchema = z.array(
  z.object({
    orderId: z.number(),
    orderNo: z.string(),
    status: z.number(),
    createdAt: wireTime,
    totalAmount: z.string(),
    currency: z.string(),
  }),
);

export const mailSendInputSchema = z.object({
  id: recordIdSchema,
  replyAll: z.boolean().default(false),
  subject: z.string().trim().max(300, { error: 'TEXT_TOO_LONG' }).optional(),
  /** The reply as text; the server also sends it as sanitised HTML with its line breaks. */
  body: z.string().max(50_000, { error: 'TEXT_TOO_LONG' }),
  /** Files uploaded through /api/files/upload (variant attachment). */
  attachmentFileIds: z.array(z.uuid()).max(10, { error: 'TOO_MANY_ROWS' }).default([]),
});
export const mailSendResultSchema = z.object({
  id: z.number(),
  caseStatus: z.number(),
  outboundMailId: z.number(),
  to: z.string(),
  cc: z.array(z.string()),
});

export const mailUnansweredSchema = z.array(
  z.object({
    customerAddress: z.string(),
    customerName: z.string().nullable(),
    unanswered: z.number(),
    oldestDueAt: wireTime.nullable(),
    lastCaseId: z.number(),
  }),
);

/** getPendingWorkOrdersNum: the caller's open mail cases per status (their own and their teams'). */
export const mailPendingCountsSchema = z.object({
  unreplied: z.number(),
  overdue: z.number(),
  pending: z.number(),
});

export const mailCaseLogSchema = z.array(
  z.object({
    id: z.number(),
    userId: z.number().nullable(),
    userName: z.string().nullable(),
    userEnName: z.string().nullable(),
    action: z.string(),
    params: z.record(z.string(), z.unknown()).nullable(),
    at: wireTime,
  }),
);

export const mailCaseIdsSchema = z.object({ ids: batchIdsSchema() });
