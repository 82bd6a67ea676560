import { z } from 'zod';
import { pageOf, type Wire, wireTime } from '../shared/wire.js';
import { mailSecurities } from './mail-vocabulary.js';

/*
 * Shop mailboxes (spec 3 §2 /manageCenter/emailConfig, §3 'Download email config'; issue 14): the form the
 * administrator fills, the record the API answers (never a password), the rule that picks an operator's sender
 * mailbox and the mail token's rate.
 */

/** Limits of the download config (numberOfDownloadsPerAccount, attachmentSize, the fetch interval). */
export const MAILBOX_LIMITS = {
  downloadsPerFetch: { min: 1, max: 1000, default: 200 },
  fetchEveryMinutes: { min: 1, max: 1440, default: 5 },
  minAttachmentBytes: { min: 0, max: 10 * 1024 * 1024, default: 0 },
  folders: { max: 20 },
  operators: { max: 500 },
} as const;

const text = (max: number) =>
  z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const port = z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(1).max(65535);
// a DNS name or an address: no scheme, path or spaces
const host = text(253).regex(/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$|^\[?[0-9a-fA-F:.]+\]?$/, {
  error: 'MAILBOX_HOST_INVALID',
});
const password = z.string().max(500).optional();
const folder = z
  .string()
  .trim()
  .min(1, { error: 'MAILBOX_FOLDER_INVALID' })
  .max(100, { error: 'MAILBOX_FOLDER_INVALID' });
// (control characters are refused in every field by the input guard)

/** One account (IMAP in, SMTP out) of a mailbox; a blank password when editing keeps the stored one. */
export const mailAccountInputSchema = z.object({
  host,
  port,
  security: z.enum(mailSecurities, { error: 'VALIDATION_FAILED' }),
  user: text(254),
  password,
});
export type MailAccountInput = z.infer<typeof mailAccountInputSchema>;

/** An operator allowed to send from the mailbox; isDefault: it is the operator's sender mailbox. */
export const mailboxOperatorInputSchema = z.object({
  userId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
  isDefault: z.boolean().default(false),
});

/** The download config of a mailbox (spec 3 §3 'Download email config'). */
export const mailboxDownloadInputSchema = z.object({
  downloadEnabled: z.boolean().default(true),
  minAttachmentBytes: z.coerce
    .number()
    .int()
    .min(MAILBOX_LIMITS.minAttachmentBytes.min)
    .max(MAILBOX_LIMITS.minAttachmentBytes.max)
    .default(MAILBOX_LIMITS.minAttachmentBytes.default),
  attachmentPrefix: z
    .string()
    .trim()
    .max(20, { error: 'MAILBOX_PREFIX_INVALID' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'MAILBOX_PREFIX_INVALID' })
    .nullish()
    .transform((v) => (v ? v : null)),
  downloadsPerFetch: z.coerce
    .number()
    .int()
    .min(MAILBOX_LIMITS.downloadsPerFetch.min)
    .max(MAILBOX_LIMITS.downloadsPerFetch.max)
    .default(MAILBOX_LIMITS.downloadsPerFetch.default),
  fetchEveryMinutes: z.coerce
    .number()
    .int()
    .min(MAILBOX_LIMITS.fetchEveryMinutes.min)
    .max(MAILBOX_LIMITS.fetchEveryMinutes.max)
    .default(MAILBOX_LIMITS.fetchEveryMinutes.default),
  imapFolders: z
    .array(folder)
    .min(1, { error: 'SELECT_DATA' })
    .max(MAILBOX_LIMITS.folders.max)
    .default(['INBOX'])
    .refine((list) => new Set(list).size === list.length, { error: 'MAILBOX_FOLDER_INVALID' }),
});

/** POST /api/mailboxConfig/add: the whole mailbox; both passwords required. */
export const mailboxInputSchema = z
  .object({
    address: z
      .string({ error: 'FIELD_REQUIRED' })
      .trim()
      .toLowerCase()
      .min(1, { error: 'FIELD_REQUIRED' })
      .max(254)
      .pipe(z.email({ error: 'EMAIL_INVALID' })),
    senderName: optionalText(100),
    platformId: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    shopId: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    teamId: z.coerce
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    enabled: z.boolean().default(true),
    imap: mailAccountInputSchema,
    smtp: mailAccountInputSchema,
    operators: z.array(mailboxOperatorInputSchema).max(MAILBOX_LIMITS.operators.max).default([]),
  })
  .extend(mailboxDownloadInputSchema.shape);
export type MailboxInput = z.infer<typeof mailboxInputSchema>;
export type MailboxFormValues = z.input<typeof mailboxInputSchema>;

/** POST /api/mailboxConfig/update: the same form with the mailbox's id; blank passwords keep the stored ones. */
export const mailboxUpdateInputSchema = mailboxInputSchema.extend({
  id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
});
export type MailboxUpdateInput = z.infer<typeof mailboxUpdateInputSchema>;

/** A refusal of the mailbox form beyond its fields' shapes: the field and the catalogue error. */
export type MailboxFormProblem = {
  field: string;
  name: 'MAILBOX_PASSWORD_REQUIRED' | 'MAILBOX_OPERATOR_TWICE' | 'MAILBOX_SHOP_UNKNOWN';
};

const blank = (v: string | undefined) => !v || v.trim() === '';

/**
 * The mailbox form's rules across fields: a new mailbox needs both passwords (an edited one keeps a blank
 * password), an operator is listed once, and a shop needs its platform.
 */
export function checkMailboxForm(
  input: Pick<MailboxInput, 'imap' | 'smtp' | 'operators' | 'platformId' | 'shopId'>,
  mode: 'create' | 'edit',
): MailboxFormProblem[] {
  const problems: MailboxFormProblem[] = [];
  if (mode === 'create') {
    if (blank(input.imap.password))
      problems.push({ field: 'imap.password', name: 'MAILBOX_PASSWORD_REQUIRED' });
    if (blank(input.smtp.password))
      problems.push({ field: 'smtp.password', name: 'MAILBOX_PASSWORD_REQUIRED' });
  }
  const seen = new Set<number>();
  input.operators.forEach((o, i) => {
    if (seen.has(o.userId)) problems.push({ field: `operators.${i}.userId`, name: 'MAILBOX_OPERATOR_TWICE' });
    seen.add(o.userId);
  });
  if (input.shopId !== null && input.platformId === null)
    problems.push({ field: 'shopId', name: 'MAILBOX_SHOP_UNKNOWN' });
  return problems;
}

/**
 * A blank password keeps the stored one only while the account still points at the same server and user:
 * otherwise the stored password would be sent to a server it was never meant for.
 */
export function keepsStoredPassword(
  stored: { host: string; user: string },
  form: { host: string; user: string; password?: string | undefined },
): 'typed' | 'stored' | 'required' {
  if (!blank(form.password)) return 'typed';
  const same = stored.host.toLowerCase() === form.host.toLowerCase() && stored.user === form.user;
  return same ? 'stored' : 'required';
}

/**
 * The From of a mail sent from a mailbox: `"Sender Name" <address>`, the name quoted with the characters that
 * would break the header (quotes, backslashes, line breaks) taken out; the bare address without a name.
 */
export function fromOfMailbox(m: { address: string; senderName: string | null }): string {
  const name = m.senderName?.replace(/["\\\r\n]/g, '').trim();
  return name ? `"${name}" <${m.address}>` : m.address;
}

/** One of an operator's mailboxes, as the sender rule reads it. */
export type OperatorMailbox = { mailboxId: number; isDefault: boolean; enabled: boolean };

/**
 * The operator's sender mailbox: their default mailbox, else their only one; disabled mailboxes send nothing.
 * Null when they have none (or several and none of them default): the caller then answers 2001.
 */
export function senderMailboxOf(mailboxes: readonly OperatorMailbox[]): number | null {
  const usable = mailboxes.filter((m) => m.enabled);
  const chosen = usable.find((m) => m.isDefault) ?? (usable.length === 1 ? usable[0] : undefined);
  return chosen?.mailboxId ?? null;
}

/** The mail token (GET /api/user/jwt): at most once per 3 seconds per person, 5 days by default (spec 1 §7). */
export const MAIL_TOKEN_MIN_INTERVAL_MS = 3_000;
export const MAIL_TOKEN_DAYS = 5;

/** Milliseconds the caller must still wait before a new mail token; 0 when one may be issued now. */
export function mailTokenWaitMs(lastIssuedAt: number | undefined, now: number): number {
  if (lastIssuedAt === undefined) return 0;
  return Math.max(0, lastIssuedAt + MAIL_TOKEN_MIN_INTERVAL_MS - now);
}

/** GET /api/user/jwt's query: the caller's own hrId (optional) and the token's lifetime, 1 to 5 days. */
export const mailTokenInputSchema = z.object({
  hrId: z.string().trim().max(64).optional(),
  expiryInDays: z.coerce.number().int().min(1).max(MAIL_TOKEN_DAYS).default(MAIL_TOKEN_DAYS),
});

export const mailTokenSchema = z.object({
  token: z.string(),
  hrId: z.string().nullable(),
  expiresAt: wireTime,
});
export type MailToken = Wire<typeof mailTokenSchema>;
export type MailboxOptions = {
  platforms: { id: number; name: string; enName: string }[];
  shops: { id: number; name: string; platformId: number }[];
  teams: { id: number; name: string; enName: string | null }[];
  users: { id: number; name: string; enName: string | null; email: string }[];
};

const accountRecord = z.object({
  host: z.string(),
  port: z.number(),
  security: z.enum(mailSecurities),
  user: z.string(),
  /** Always true for a stored mailbox: the form shows "unchanged" instead of the password. */
  hasPassword: z.boolean(),
});

/** A mailbox as the API answers it: never a password, only whether one is stored. */
export const mailboxRecordSchema = z.object({
  id: z.number(),
  address: z.string(),
  senderName: z.string().nullable(),
  platformId: z.number().nullable(),
  platformName: z.string().nullable(),
  shopId: z.number().nullable(),
  shopName: z.string().nullable(),
  teamId: z.number().nullable(),
  teamName: z.string().nullable(),
  enabled: z.boolean(),
  imap: accountRecord,
  smtp: accountRecord,
  downloadEnabled: z.boolean(),
  minAttachmentBytes: z.number(),
  attachmentPrefix: z.string().nullable(),
  downloadsPerFetch: z.number(),
  fetchEveryMinutes: z.number(),
  imapFolders: z.array(z.string()),
  operators: z.array(
    z.object({ userId: z.number(), name: z.string(), enName: z.string().nullable(), isDefault: z.boolean() }),
  ),
  caseCount: z.number(),
  /** One of demo mode's made-up mailboxes: no server behind it, never fetched, its mail captured. */
  demo: z.boolean(),
  lastFetchedAt: wireTime.nullable(),
  lastFetchError: z.string().nullable(),
  createdAt: wireTime,
  updatedAt: wireTime,
});
export type MailboxRecord = z.output<typeof mailboxRecordSchema>;
export type MailboxRecordWire = Wire<typeof mailboxRecordSchema>;

/** POST /api/mailboxConfig/search: by address or sender name, platform, shop, enabled. */
export const mailboxSearchInputSchema = z.object({
  keyword: z.string().trim().max(100).optional(),
  platformId: z.coerce.number().int().positive().optional(),
  shopId: z.coerce.number().int().positive().optional(),
  enabled: z.boolean().optional(),
  pageIndex: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type MailboxSearchInput = z.infer<typeof mailboxSearchInputSchema>;

/** POST /api/mailboxConfig/testConnection: the form's values, or a stored mailbox's (blank passwords: stored). */
export const mailboxTestInputSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  imap: mailAccountInputSchema.optional(),
  smtp: mailAccountInputSchema.optional(),
});
export type MailboxTestInput = z.infer<typeof mailboxTestInputSchema>;

/** What a connection test found: ok, or why not (the web says it in the reader's language, with the detail). */
export const mailProbeKinds = ['ok', 'refused', 'notFound', 'timeout', 'auth', 'tls', 'other'] as const;
export type MailProbeKind = (typeof mailProbeKinds)[number];
const probe = z.object({ ok: z.boolean(), kind: z.enum(mailProbeKinds), message: z.string() });
/** Each account answered on its own: ok, or the server's refusal without secrets. */
export const mailboxTestResultSchema = z.object({ imap: probe, smtp: probe });
export type MailboxTestResult = Wire<typeof mailboxTestResultSchema>;

/** A mailbox the caller may send from (getMailAccount), and the caller's sender mailbox (getOAMailAccount). */
export const mailAccountSchema = z.object({
  id: z.number(),
  address: z.string(),
  senderName: z.string().nullable(),
  platformId: z.number().nullable(),
  shopId: z.number().nullable(),
  isDefault: z.boolean(),
});
export type MailAccount = Wire<typeof mailAccountSchema>;

/** POST /api/mailboxConfig/search: a page of mailboxes. */
export const mailboxPageSchema = pageOf(mailboxRecordSchema);
export type MailboxPage = Wire<typeof mailboxPageSchema>;

/** POST /api/mailboxConfig/delete: the deleted mailbox's id. */
export const mailboxDeletedSchema = z.object({ id: z.number() });
