import type { Problem } from '../shared/field-problem.js';
import {
  MAIL_CLOSED,
  MAIL_PENDING,
  MAIL_REPLIED,
  MAIL_REPLY_HOURS,
  MAIL_SPAM,
  MAIL_UNREPLIED,
  MAIL_WIDE_WINDOW_DAYS,
  MAIL_WINDOW_DAYS,
} from './mail-vocabulary.js';

/*
 * The rules of mail cases (e-mail work orders, spec 3 §3 'Mail case', §5 'Time ranges', §9 'No reply within 24 h'):
 * what a search must name, the 24-hour reply clock, what a case allows in each status, and who a reply-all goes to.
 * The server refuses with these and the inbox shows the same problems as field errors before it calls.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** A case waits at most this many days when set pending. */
export const MAIL_PENDING_MAX_DAYS = 30;

/** What a search names, as the rules read it. */
export type MailSearchFilters = {
  caseStatus?: readonly number[];
  caseNumber?: string;
  mailboxId?: number;
  handlerId?: number;
  recipient?: string;
  customerAddress?: string;
  vipLevel?: number;
  letterType?: number;
  mailLabel?: string;
  orderNo?: string;
  timeFrom?: Date | string;
  timeTo?: Date | string;
  /** A dashboard window (mail-windows.ts): it is the search's own filter and time range. */
  window?: string;
};

/** A search only for unreplied cases (the agents' everyday queue): none of the extra rules apply. */
export const isUnrepliedOnly = (statuses: readonly number[] | undefined) =>
  !!statuses?.length && statuses.every((s) => s === MAIL_UNREPLIED);

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The filters that count as the extra one a non-unreplied search needs (status and time do not). */
export const mailExtraFilterKeys = [
  'caseNumber',
  'mailboxId',
  'handlerId',
  'recipient',
  'customerAddress',
  'vipLevel',
  'letterType',
  'mailLabel',
  'orderNo',
] as const;

/** The longest interval a search may cover: 7 days, or 31 with a handler or a recipient. */
export const mailWindowDays = (f: MailSearchFilters) =>
  present(f.handlerId) || present(f.recipient) ? MAIL_WIDE_WINDOW_DAYS : MAIL_WINDOW_DAYS;

/**
 * Why a search is refused, with the field the inbox marks (spec 3 §5): a non-unreplied search names one extra filter
 * and a time range (a case number alone finds one case and needs neither, nor does a dashboard window); the range starts before it ends and covers
 * at most 7 days, or 31 with a handler or a recipient. Null when it may run.
 */
export function mailSearchProblem(f: MailSearchFilters): (Problem & { field: string }) | null {
  const from = present(f.timeFrom) ? new Date(f.timeFrom!) : null;
  const to = present(f.timeTo) ? new Date(f.timeTo!) : null;
  if (from && to && from.getTime() > to.getTime())
    return { name: 'MAIL_SEARCH_RANGE_INVALID', field: 'timeRange' };
  if (from && to && to.getTime() - from.getTime() > mailWindowDays(f) * DAY_MS)
    return { name: 'MAIL_SEARCH_RANGE_TOO_LONG', field: 'timeRange' };
  // a dashboard window is a filter and a range of its own (the spec's constants: 24 h, 3 months, this month)
  if (isUnrepliedOnly(f.caseStatus) || present(f.caseNumber) || present(f.window)) return null;
  if (!mailExtraFilterKeys.some((k) => present(f[k])))
    return { name: 'MAIL_SEARCH_EXTRA_FILTER', field: 'caseStatus' };
  if (!from || !to) return { name: 'MAIL_SEARCH_RANGE_REQUIRED', field: 'timeRange' };
  return null;
}

/** The reply clock's deadline for a customer mail that arrived at `inboundAt` (24 h, spec 3 §9). */
export const replyDueAtFor = (inboundAt: Date) => new Date(inboundAt.getTime() + MAIL_REPLY_HOURS * HOUR_MS);

/**
 * replyRemainingTime: milliseconds until the reply is due (negative once overdue); null when nothing waits for an
 * answer (the case is answered, pending or closed).
 */
export function replyRemainingMs(replyDueAt: Date | string | null, now: Date): number | null {
  if (!replyDueAt) return null;
  return new Date(replyDueAt).getTime() - now.getTime();
}

/** The remaining time as the list shows it: "5h 12m", "-3h 05m" when overdue. */
export function replyRemainingText(ms: number | null, lang: 'en' | 'zh' = 'en'): string {
  if (ms === null) return '';
  const sign = ms < 0 ? '-' : '';
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return lang === 'zh' ? `${sign}${hours} 小时 ${rest} 分` : `${sign}${hours}h ${rest}m`;
}

/** What a case in this status refuses everything with (closed, spam), or null. */
function finishedProblem(caseStatus: number): Problem | null {
  if (caseStatus === MAIL_CLOSED) return { name: 'MAIL_CASE_CLOSED' };
  if (caseStatus === MAIL_SPAM) return { name: 'MAIL_CASE_SPAM' };
  return null;
}

/** Replying: any case still open (unreplied, replied, pending); a pending case is answered and leaves pending. */
export const mailReplyProblem = (caseStatus: number) => finishedProblem(caseStatus);

/** Setting pending: an open case that is not pending already. */
export function mailPendingProblem(caseStatus: number): Problem | null {
  if (caseStatus === MAIL_PENDING) return { name: 'MAIL_CASE_ALREADY_PENDING' };
  return finishedProblem(caseStatus);
}

/** Until when a case may wait: later than now, at most 30 days ahead. */
export function mailPendingUntilProblem(until: Date, now: Date): Problem | null {
  const ms = until.getTime() - now.getTime();
  if (ms <= 0 || ms > MAIL_PENDING_MAX_DAYS * DAY_MS)
    return { name: 'MAIL_PENDING_UNTIL_INVALID', params: { days: MAIL_PENDING_MAX_DAYS } };
  return null;
}

/** Ending a pending case (setupIsComplete): only a pending one. */
export const mailEndPendingProblem = (caseStatus: number): Problem | null =>
  caseStatus === MAIL_PENDING ? null : { name: 'MAIL_CASE_NOT_PENDING' };

/**
 * checkCloseCaseManually's rule: a closed or spam case cannot be closed again; an unreplied one (the customer is
 * waiting) is closed only when the agent confirms.
 */
export function mailCloseProblem(caseStatus: number, confirmed: boolean): Problem | null {
  const finished = finishedProblem(caseStatus);
  if (finished) return finished;
  if (caseStatus === MAIL_UNREPLIED && !confirmed) return { name: 'MAIL_CLOSE_UNREPLIED' };
  return null;
}

/** Transferring: any case not closed (a spam case may still go to whoever cleans it up). */
export const mailTransferProblem = (caseStatus: number): Problem | null =>
  caseStatus === MAIL_CLOSED ? { name: 'MAIL_CASE_CLOSED' } : null;

/** Each action of the case page and what refuses it (null: allowed), for the caller who may act. */
export function mailCaseActions(caseStatus: number, mayAct: boolean) {
  const notHandler: Problem = { name: 'WORK_ORDER_NOT_HANDLER' };
  const guard = (p: Problem | null) => (mayAct ? p : notHandler);
  return {
    reply: guard(mailReplyProblem(caseStatus)),
    pending: guard(mailPendingProblem(caseStatus)),
    endPending: guard(mailEndPendingProblem(caseStatus)),
    close: guard(finishedProblem(caseStatus)),
    transfer: guard(mailTransferProblem(caseStatus)),
    linkOrder: guard(null),
  };
}

/**
 * Where a case goes when it stops waiting (pending due or ended): unreplied when the customer's last mail came after
 * our last answer (the clock runs again), else replied.
 */
export function statusAfterPending(lastInboundAt: Date | null, lastOutboundAt: Date | null) {
  if (lastInboundAt && (!lastOutboundAt || lastInboundAt.getTime() > lastOutboundAt.getTime()))
    return MAIL_UNREPLIED;
  return MAIL_REPLIED;
}

/** An address without its display name and angle brackets, lower-cased. */
export function bareAddress(address: string) {
  const inside = /<([^>]+)>/.exec(address);
  return (inside ? inside[1]! : address).trim().toLowerCase();
}

/**
 * Reply-all's recipients: To the customer; Cc everyone else the customer's mail went to or copied, each once, but
 * never one of our own mailboxes (it would mail itself) nor the customer twice.
 */
export function replyAllRecipients(
  customer: string,
  others: readonly string[],
  ourAddresses: readonly string[],
): { to: string; cc: string[] } {
  const to = bareAddress(customer);
  const ours = new Set(ourAddresses.map(bareAddress));
  const cc: string[] = [];
  for (const a of others.map(bareAddress)) if (a && a !== to && !ours.has(a) && !cc.includes(a)) cc.push(a);
  return { to, cc };
}

/** A reply's subject: the case subject with one "Re: " in front. */
export const replySubject = (subject: string) =>
  /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;

/** Reply statistics (getCsEmailWorkReplyInfor) cover at most 31 days, the widest mail query window. */
export const MAIL_REPLY_INFO_MAX_DAYS = MAIL_WIDE_WINDOW_DAYS;
/** The reply-within-hours rates of the reports (spec 3 §9 "reply-within-hours rates (12, 16, 18, 24, 48)"). */
export const MAIL_REPLY_WITHIN_HOURS = [12, 16, 18, 24, 48] as const;

/** Why a reply-statistics range is refused: it starts before it ends and covers at most 31 days. */
export function mailReplyInfoProblem(
  timeFrom: Date | string,
  timeTo: Date | string,
): (Problem & { field: string }) | null {
  const from = new Date(timeFrom).getTime();
  const to = new Date(timeTo).getTime();
  if (from > to) return { name: 'MAIL_SEARCH_RANGE_INVALID', field: 'timeRange' };
  if (to - from > MAIL_REPLY_INFO_MAX_DAYS * DAY_MS)
    return {
      name: 'MAIL_REPLY_INFO_RANGE_TOO_LONG',
      params: { days: MAIL_REPLY_INFO_MAX_DAYS },
      field: 'timeRange',
    };
  return null;
}

/**
 * The figures of a set of replies: how many, how many answered a waiting customer (`delayMs` not null: the time
 * from the customer's mail to the reply), their average, how many within each of 12/16/18/24/48 h, and how many
 * later than the 24 h clock. The server counts the same in SQL; the tests hold the two equal.
 */
export function replyFigures(replies: readonly { caseId: number; delayMs: number | null }[]) {
  const timed = replies.map((r) => r.delayMs).filter((d): d is number => d !== null);
  return {
    replies: replies.length,
    cases: new Set(replies.map((r) => r.caseId)).size,
    answered: timed.length,
    averageReplyMs: timed.length ? Math.round(timed.reduce((a, b) => a + b, 0) / timed.length) : null,
    within: MAIL_REPLY_WITHIN_HOURS.map((hours): { hours: number; count: number } => ({
      hours,
      count: timed.filter((d) => d <= hours * HOUR_MS).length,
    })),
    late: timed.filter((d) => d > MAIL_REPLY_HOURS * HOUR_MS).length,
  };
}
