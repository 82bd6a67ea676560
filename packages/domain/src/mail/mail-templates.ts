import { z } from 'zod';
import type { FieldProblem, Problem } from '../shared/field-problem.js';
import { type Wire, wireTime } from '../shared/wire.js';
import { mailTemplateTypes } from './mail-vocabulary.js';

/*
 * Mail templates (issue 14, spec 3 §3 'Batch-mail fields', §5 'Batch and bulk actions'): a subject and a body with
 * {placeholders} filled from an order, its package and the agent who writes. The server renders them for previews,
 * a case's templates and batch mail; the web renders the same way while one types.
 */

/** The placeholders a template may use, each filled from the order (and package) a mail is about. */
export const mailPlaceholders = [
  { key: 'orderNo', zh: '订单号', en: 'Order number' },
  { key: 'packageNo', zh: '包裹号', en: 'Package number' },
  { key: 'trackingNumber', zh: '跟踪号', en: 'Tracking number' },
  { key: 'customerName', zh: '客户姓名', en: 'Customer name' },
  { key: 'amount', zh: '订单金额', en: 'Order amount' },
  { key: 'currency', zh: '币种', en: 'Currency' },
  { key: 'shopName', zh: '店铺名', en: 'Shop name' },
  { key: 'platformName', zh: '平台', en: 'Platform' },
  { key: 'country', zh: '国家', en: 'Country' },
  { key: 'agentName', zh: '客服姓名', en: 'Agent name' },
] as const;
export type MailPlaceholder = (typeof mailPlaceholders)[number]['key'];
export type MailPlaceholderValues = Partial<Record<MailPlaceholder, string | null>>;

/** The order-number placeholder every batch mail carries (spec 3 §5). */
export const ORDER_NO_PLACEHOLDER = '{orderNo}';

const placeholderPattern = /\{(\w+)\}/g;
const known = new Set<string>(mailPlaceholders.map((p) => p.key));

/** The placeholder names a text uses, in order of first use, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((m) => m[1]!))];
}

/** The placeholders of a text that no order fills (a typo such as {orderNumber}), each once. */
export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !known.has(name));
}

/** Fills the known placeholders (a missing value leaves them empty); unknown ones stay as written. */
export function renderMailText(text: string, values: MailPlaceholderValues): string {
  return text.replace(placeholderPattern, (whole, name: string) =>
    known.has(name) ? (values[name as MailPlaceholder] ?? '') : whole,
  );
}

/** A template's subject and body rendered with one order's values. */
export function renderMailTemplate(
  template: { subject: string; body: string },
  values: MailPlaceholderValues,
): { subject: string; body: string } {
  return { subject: renderMailText(template.subject, values), body: renderMailText(template.body, values) };
}

/** Spec 3 §5: "Batch mail content must contain the order-number placeholder." */
export function batchMailProblem(body: string): Problem | null {
  return body.includes(ORDER_NO_PLACEHOLDER) ? null : { name: 'MAIL_BATCH_NO_ORDER_PLACEHOLDER' };
}

/**
 * Mail types sent in batch from the order and package lists: every type but the reply and the auto-reply, which
 * answer a case that already names its order.
 */
export const batchMailTypes = [2, 3, 4, 5, 6] as const;
export const isBatchMailType = (mailType: number) => (batchMailTypes as readonly number[]).includes(mailType);

/**
 * The problems of a template on save: unknown placeholders in the subject or the body, and a batch mail type
 * whose body lacks the order-number placeholder.
 */
export function mailTemplateProblems(t: { subject: string; body: string; mailType: number }): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(t[field]);
    if (unknown.length)
      problems.push({
        field,
        name: 'MAIL_TEMPLATE_UNKNOWN_PLACEHOLDER',
        params: { placeholders: unknown.map((u) => `{${u}}`).join(', ') },
      });
  }
  const batch = isBatchMailType(t.mailType) ? batchMailProblem(t.body) : null;
  if (batch) problems.push({ field: 'body', ...batch });
  return problems;
}

/** Contact buyer's platforms (spec 3 §5): eBay-type auction (7), Amazon-type (12) and AliExpress (13). */
export const contactBuyerPlatformIds = [7, 12, 13] as const;

/** Spec 3 §5: "Contact buyer supports only Amazon, eBay and AliExpress, and a platform must be chosen first". */
export function contactBuyerProblem(platformId: number | null | undefined): Problem | null {
  return platformId != null && (contactBuyerPlatformIds as readonly number[]).includes(platformId)
    ? null
    : { name: 'CONTACT_BUYER_PLATFORM' };
}

// ---- wire

const text = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });

export const MAIL_SUBJECT_MAX = 300;
export const MAIL_BODY_MAX = 20_000;
const mailTypeSchema = z.coerce
  .number({ error: 'FIELD_REQUIRED' })
  .int()
  .refine((v) => mailTemplateTypes.some((t) => t.value === v), { error: 'VALIDATION_FAILED' });
const langSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .toLowerCase()
  .min(2, { error: 'FIELD_REQUIRED' })
  .max(10);

/** A mail template as saved (create and update). */
export const mailTemplateInputSchema = z.object({
  name: text(100),
  /** null: every platform. */
  platformId: z.number().int().positive().nullable().default(null),
  lang: langSchema,
  mailType: mailTypeSchema,
  subject: text(MAIL_SUBJECT_MAX),
  body: text(MAIL_BODY_MAX),
  enabled: z.boolean().default(true),
});
export type MailTemplateInput = z.infer<typeof mailTemplateInputSchema>;

export const mailTemplateRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  platformId: z.number().nullable(),
  lang: z.string(),
  mailType: z.number(),
  subject: z.string(),
  body: z.string(),
  enabled: z.boolean(),
  updatedAt: wireTime,
});
export type MailTemplateRecord = z.infer<typeof mailTemplateRecordSchema>;

export const mailTemplateListInputSchema = z.object({
  platformId: z.coerce.number().int().positive().optional(),
  lang: z.string().trim().toLowerCase().max(10).optional(),
  mailType: z.coerce.number().int().optional(),
  enabled: z.enum(['true', 'false']).optional(),
  name: z.string().trim().max(100).optional(),
});

/** A template rendered with one order (preview, a case's templates, batch matching). */
export const renderedMailSchema = z.object({
  templateId: z.number().nullable(),
  name: z.string().nullable(),
  orderNo: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  unknownPlaceholders: z.array(z.string()),
});
export type RenderedMail = z.infer<typeof renderedMailSchema>;

/** Preview: an unsaved template (as typed) rendered with a real order chosen by number. */
export const mailTemplatePreviewInputSchema = z.object({
  orderNo: text(64),
  subject: z.string().max(MAIL_SUBJECT_MAX, { error: 'TEXT_TOO_LONG' }),
  body: z.string().max(MAIL_BODY_MAX, { error: 'TEXT_TOO_LONG' }),
});

/** A phrase template as saved: shared (everyone's) or one's own. */
export const phraseTemplateInputSchema = z.object({
  title: text(100),
  body: text(5000),
  lang: langSchema,
  shared: z.boolean().default(false),
});
export type PhraseTemplateInput = z.infer<typeof phraseTemplateInputSchema>;

export const phraseTemplateRecordSchema = z.object({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  lang: z.string(),
  shared: z.boolean(),
  mine: z.boolean(),
});
export type PhraseTemplateRecord = z.infer<typeof phraseTemplateRecordSchema>;

/** POST /api/csPackageRemark/batchSendEmail (spec 3 §3 'Batch-mail fields'). */
export const batchSendEmailInputSchema = z
  .object({
    mailType: mailTypeSchema,
    subject: text(MAIL_SUBJECT_MAX),
    body: text(MAIL_BODY_MAX).superRefine((body, ctx) => {
      const problem = batchMailProblem(body);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.name, input: body });
    }),
    packageNos: z.array(z.string().trim().min(1).max(64)).max(200, { error: 'TOO_MANY_ROWS' }).default([]),
    /** Orders chosen on the order list: each one's mail names its first package. */
    orderIds: z.array(z.number().int().positive()).max(200, { error: 'TOO_MANY_ROWS' }).default([]),
    templateId: z.number().int().positive().nullable().default(null),
    /** The sender box; the caller's default mailbox when absent. */
    mailboxId: z.number().int().positive().nullable().default(null),
  })
  .refine((v) => v.packageNos.length + v.orderIds.length > 0, { error: 'SELECT_DATA', path: ['packageNos'] });
export type BatchSendEmailInput = z.infer<typeof batchSendEmailInputSchema>;

/** One package's outcome: the mail written to the outbox, or why not. */
export const batchMailRowSchema = z.object({
  packageNo: z.string().nullable(),
  orderNo: z.string().nullable(),
  is_success: z.boolean(),
  code: z.number(),
  response_message: z.string().nullable(),
  outboundMailId: z.number().nullable(),
});
export type BatchMailRow = z.infer<typeof batchMailRowSchema>;

/** GET /api/OAPackage/contactBuyer: what the dialog shows before writing (platform chosen first). */
export const contactBuyerQuerySchema = z.object({
  platformId: z.coerce.number().int().positive().optional(),
  packageNo: text(64),
});

/** POST /api/OAPackage/contactBuyerByEmail and /api/OAPackage/SendMail: one mail to one package's buyer. */
export const contactBuyerMailInputSchema = z.object({
  platformId: z.number().int().positive().nullable().default(null),
  packageNo: text(64),
  subject: text(MAIL_SUBJECT_MAX),
  body: text(MAIL_BODY_MAX),
  templateId: z.number().int().positive().nullable().default(null),
  mailboxId: z.number().int().positive().nullable().default(null),
});
export type ContactBuyerMailInput = z.infer<typeof contactBuyerMailInputSchema>;

/** What a template is chosen for: the order's platform and the customer's language, of one mail type or any. */
export type MailTemplateMatch = { platformId: number | null; lang: string | null; mailType?: number | null };
type TemplateLike = {
  id: number;
  platformId: number | null;
  lang: string;
  mailType: number;
  enabled: boolean;
};

const langOf = (lang: string | null | undefined) => (lang ?? '').toLowerCase().slice(0, 2);

/**
 * The templates that fit an order, best first: enabled, of the mail type asked (when one is), for the order's
 * platform or every platform, in the customer's language — or English when none is written in it. A platform's
 * own template comes before an all-platform one.
 */
export function matchingMailTemplates<T extends TemplateLike>(
  templates: readonly T[],
  m: MailTemplateMatch,
): T[] {
  const fits = templates.filter(
    (t) =>
      t.enabled &&
      (m.mailType == null || t.mailType === m.mailType) &&
      (t.platformId === null || t.platformId === m.platformId),
  );
  const own = fits.filter((t) => langOf(t.lang) === langOf(m.lang));
  const chosen = own.length ? own : fits.filter((t) => langOf(t.lang) === 'en');
  return [...chosen].sort(
    (a, b) =>
      Number(a.platformId === null) - Number(b.platformId === null) || a.mailType - b.mailType || a.id - b.id,
  );
}

/** A mailbox the caller may send from (GET /api/mailSenderBoxes; the contact-buyer dialog). */
export const senderBoxSchema = z.object({ id: z.number(), address: z.string(), isDefault: z.boolean() });
export type SenderBox = Wire<typeof senderBoxSchema>;

/** A mail written to a buyer (contactBuyerByEmail, SendMail). */
export const sentMailSchema = z.object({
  id: z.number(),
  packageNo: z.string(),
  orderNo: z.string(),
  to: z.string(),
  status: z.string(),
  subject: z.string(),
});
export type SentMail = Wire<typeof sentMailSchema>;

/** GET /api/OAPackage/contactBuyer: the buyer (masked), the sender boxes and the fitting templates. */
export const contactBuyerViewSchema = z.object({
  packageNo: z.string(),
  orderNo: z.string(),
  platformId: z.number(),
  lang: z.string(),
  to: z.string().nullable(),
  mailboxes: z.array(senderBoxSchema),
  templates: z.array(renderedMailSchema),
});
export type ContactBuyerView = Wire<typeof contactBuyerViewSchema>;
