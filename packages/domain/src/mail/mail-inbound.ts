import {
  MAIL_CLOSED,
  MAIL_PENDING,
  MAIL_REPLY_HOURS,
  MAIL_SPAM,
  MAIL_UNREPLIED,
  type MailCaseStatus,
} from './mail-vocabulary.js';

/*
 * Rules of an incoming mail (issue 14, spec 3 §3 'Mail case'): what kind of letter it is, which Message-IDs it
 * answers, which order or package numbers it names, and what it does to its case's status and 24-hour clock.
 */

/** The headers that tell a letter's kind, as a mail parser hands them over (lower-case names, values as text). */
export type LetterHeaders = {
  fromAddress: string;
  /** Return-Path; '' (the null sender `<>`) for bounces. Undefined when the header is absent. */
  returnPath?: string;
  autoSubmitted?: string;
  xAutoreply?: string;
  xAutoResponseSuppress?: string;
  precedence?: string;
  /** Content-Type of the whole message (a bounce is multipart/report). */
  contentType?: string;
  subject?: string;
};

/**
 * Senders of marketplace notices (the platforms write from these domains, never a customer): the mail is a
 * platform notice, not a customer's letter. Buyer messages relayed by a marketplace come from relay addresses
 * (`…@marketplace.amazon.*`, `…@members.ebay.*`) and stay customer mail.
 */
export const MARKETPLACE_NOTICE_SENDERS: readonly RegExp[] = [
  /@(?:[a-z0-9-]+\.)*amazon\.[a-z.]+$/,
  /@(?:[a-z0-9-]+\.)*ebay\.[a-z.]+$/,
  /@(?:[a-z0-9-]+\.)*aliexpress\.com$/,
  /@(?:[a-z0-9-]+\.)*alibaba\.com$/,
  /@(?:[a-z0-9-]+\.)*walmart\.com$/,
  /@(?:[a-z0-9-]+\.)*shopify\.com$/,
  /@(?:[a-z0-9-]+\.)*paypal\.[a-z.]+$/,
];
const MARKETPLACE_RELAYS = [/@marketplace\.amazon\.[a-z.]+$/, /@members\.ebay\.[a-z.]+$/];

const BOUNCE_SENDERS = /^(?:mailer-daemon|postmaster)@/;
const AUTO_SUBJECT =
  /^(?:auto(?:matic)?[ -]?reply|autoreply|out of (?:the )?office|abwesenheit|réponse automatique|undeliverable|delivery status notification|mail delivery failed)\b/i;

/**
 * letterType of an incoming mail: 3 an auto-reply or a bounce (RFC 3834 Auto-Submitted, X-Autoreply,
 * X-Auto-Response-Suppress, Precedence bulk/junk/auto_reply, the null Return-Path, a delivery report, a
 * mailer-daemon sender, an out-of-office subject); else 2 a platform notice (a known marketplace sender that is not
 * a buyer relay); else 1 a customer's letter.
 */
export function mailLetterTypeOf(h: LetterHeaders): 1 | 2 | 3 {
  const from = h.fromAddress.trim().toLowerCase();
  const autoSubmitted = h.autoSubmitted?.trim().toLowerCase();
  const precedence = h.precedence?.trim().toLowerCase();
  const auto =
    (autoSubmitted !== undefined && autoSubmitted !== '' && autoSubmitted !== 'no') ||
    (h.xAutoreply !== undefined && h.xAutoreply.trim() !== '') ||
    (h.xAutoResponseSuppress !== undefined && /\b(?:all|oof|autoreply)\b/i.test(h.xAutoResponseSuppress)) ||
    precedence === 'bulk' ||
    precedence === 'junk' ||
    precedence === 'auto_reply' ||
    (h.returnPath !== undefined && h.returnPath.replace(/[<>\s]/g, '') === '') ||
    /^multipart\/report\b/i.test(h.contentType ?? '') ||
    BOUNCE_SENDERS.test(from) ||
    AUTO_SUBJECT.test(h.subject?.trim() ?? '');
  if (auto) return 3;
  if (MARKETPLACE_RELAYS.some((r) => r.test(from))) return 1;
  if (MARKETPLACE_NOTICE_SENDERS.some((r) => r.test(from))) return 2;
  return 1;
}

/** A Message-ID as stored: without angle brackets and spaces, lower-cased; '' when there is none. */
export function normalMessageId(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .replace(/^<+|>+$/g, '')
    .trim()
    .toLowerCase();
}

/**
 * The Message-IDs an incoming mail answers, nearest first: In-Reply-To, then References from the newest to the
 * oldest (a forward that lost In-Reply-To still names the thread in References), each once.
 */
export function threadKeysOf(
  inReplyTo: string | null | undefined,
  references: readonly string[] | string | null | undefined,
): string[] {
  const refs = typeof references === 'string' ? references.split(/\s+/) : (references ?? []);
  const ids = [...(inReplyTo ?? '').split(/\s+/), ...[...refs].reverse()]
    .flatMap((v) => v.match(/<[^<>]+>|[^\s<>]+@[^\s<>]+/g) ?? [])
    .map(normalMessageId)
    .filter((v) => v.includes('@'));
  return [...new Set(ids)];
}

/**
 * Order and package numbers a mail may be about (the server checks them against the orders and packages):
 * Backdesk order numbers (BD…, ME… for orders entered by hand), package numbers (PK…), and the platforms' own order
 * ids (Amazon 123-1234567-1234567, eBay 12-12345-12345). Those in the subject come first; each once, upper-cased.
 */
export const ORDER_NUMBER_PATTERNS: readonly RegExp[] = [
  /\b(?:BD|ME|PK)[A-Z]?\d{6,}\b/gi,
  /\b\d{3}-\d{7}-\d{7}\b/g,
  /\b\d{2}-\d{5}-\d{5}\b/g,
];

export function orderNumberCandidates(subject: string, body: string): { subject: string[]; body: string[] } {
  const find = (text: string) =>
    ORDER_NUMBER_PATTERNS.flatMap((p) => text.match(p) ?? []).map((n) => n.toUpperCase());
  const inSubject = [...new Set(find(subject))];
  // quoted history (lines starting with '>') is an older mail's text: a number there is weaker than a fresh one
  const fresh = body
    .split(/\r?\n/)
    .filter((line) => !line.trimStart().startsWith('>'))
    .join('\n');
  const inBody = [...new Set([...find(fresh), ...find(body)])].filter((n) => !inSubject.includes(n));
  return { subject: inSubject, body: inBody.slice(0, 20) };
}

/** An e-mail work order: work_orders kind 5 (workOrderKinds 'email'), source 3 (a customer's e-mail). */
export const MAIL_WORK_ORDER_KIND = 5;
export const MAIL_WORK_ORDER_SOURCE = 3;

/** A customer's address links a case to their order when they have exactly one order this recent. */
export const MAIL_ORDER_MATCH_DAYS = 90;

/** letterType 3: an auto-reply or a bounce answers nobody, so it neither reopens a case nor starts its clock. */
const isAutomatic = (letterType: number) => letterType === 3;

/**
 * A case's status after a mail arrives: unreplied, also when it was replied, pending or closed (the customer wrote
 * again); spam stays spam; an auto-reply or bounce leaves an existing case as it was (a new case from one is
 * unreplied, so someone looks at it once).
 */
export function caseStatusAfterInbound(status: MailCaseStatus | null, letterType: number): MailCaseStatus {
  if (status === null) return MAIL_UNREPLIED;
  if (status === MAIL_SPAM || isAutomatic(letterType)) return status;
  return MAIL_UNREPLIED;
}

/** Whether an inbound mail reopens its case (it was pending or closed and a person wrote). */
export const reopensCase = (status: MailCaseStatus, letterType: number) =>
  (status === MAIL_PENDING || status === MAIL_CLOSED) && !isAutomatic(letterType);

/**
 * The reply clock after a mail: the oldest unanswered customer mail + 24 h (a clock already running keeps its
 * earlier due time, also when mails are fetched out of order). Spam has none; an auto-reply or bounce starts none.
 */
export function replyDueAfterInbound(
  current: { caseStatus: MailCaseStatus | null; replyDueAt: Date | null },
  receivedAt: Date,
  letterType: number,
): Date | null {
  if (current.caseStatus === MAIL_SPAM || isAutomatic(letterType)) return current.replyDueAt;
  const due = new Date(receivedAt.getTime() + MAIL_REPLY_HOURS * 3_600_000);
  return current.replyDueAt && current.replyDueAt < due ? current.replyDueAt : due;
}
