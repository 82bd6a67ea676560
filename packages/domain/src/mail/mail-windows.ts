import {
  MAIL_REPLY_BANDS,
  type MonitorMetricKey,
  monthStartIn,
  unrepliedMailBounds,
} from '../dashboard/monitor.js';
import { MAIL_REPLY_HOURS } from './mail-vocabulary.js';

// No zod here: the dashboard's catalogue and the inbox read these without loading it.

/*
 * The dashboard's e-mail windows (spec 1 §3.7, §9 "e-mail overdue at 24 h with warnings at 2 h and 4 h left and
 * pending counts at 14 h and 16 h; e-mail replies 24 to 48 h and over 48 h") as filters of the inbox: each metric
 * counts the mail cases of one window, and its number opens the inbox filtered by the same window.
 *
 * The unreplied windows are on the arrival of the oldest unanswered customer mail of a case, which is its reply
 * clock's start: `replyDueAt` − 24 h. So they read `replyDueAt` of unreplied cases shifted by 24 h (the clock's own
 * index). The reply bands count the cases with a reply written this month (from the 1st, 00:00 in the viewer's
 * zone) that answered a customer mail 24–48 h, or 48 h or more, after it arrived.
 */

const HOUR_MS = 3_600_000;

export const mailWindows = [
  'overdue',
  'due4h',
  'due2h',
  'waiting14h',
  'waiting16h',
  'replied24to48h',
  'repliedOver48h',
] as const;
export type MailWindow = (typeof mailWindows)[number];

/** The dashboard metric of each window. */
export const mailMetricOf = {
  overdue: 'mailOverdue',
  due4h: 'mailDue4h',
  due2h: 'mailDue2h',
  waiting14h: 'mailWaiting14h',
  waiting16h: 'mailWaiting16h',
  replied24to48h: 'mailReplied24to48h',
  repliedOver48h: 'mailRepliedOver48h',
} as const satisfies Record<MailWindow, MonitorMetricKey>;

/** What a window asks of the cases, at `now` for a viewer `offsetMinutes` east of UTC. */
export type MailWindowFilter =
  | {
      /** Unreplied cases whose reply clock ends in [dueFrom, dueTo] (dueTo excluded unless dueToIncluded). */
      kind: 'unreplied';
      dueFrom: Date | null;
      dueTo: Date | null;
      dueToIncluded: boolean;
    }
  | {
      /** Cases with a reply written since `repliedFrom` whose delay is in [delayFromHours, delayToHours). */
      kind: 'replied';
      repliedFrom: Date;
      delayFromHours: number;
      delayToHours: number | null;
    };

const shift = (d: Date | null) => (d ? new Date(d.getTime() + MAIL_REPLY_HOURS * HOUR_MS) : null);

export function mailWindowFilter(window: MailWindow, now: Date, offsetMinutes: number): MailWindowFilter {
  if (window === 'replied24to48h' || window === 'repliedOver48h') {
    const band = MAIL_REPLY_BANDS[window === 'replied24to48h' ? 0 : 1];
    return {
      kind: 'replied',
      repliedFrom: monthStartIn(now, offsetMinutes),
      delayFromHours: band[0],
      delayToHours: band[1],
    };
  }
  const arrival = unrepliedMailBounds(window, now);
  return {
    kind: 'unreplied',
    dueFrom: shift(arrival.from),
    dueTo: shift(arrival.to),
    dueToIncluded: arrival.toIncluded,
  };
}

/** Does a case fall in a window? (The rule the database query is held to in the tests.) */
export function isInMailWindow(
  f: MailWindowFilter,
  c: {
    caseStatus: number;
    replyDueAt: Date | string | null;
    /** The case's replies: when written and when the customer mail each answered arrived. */
    replies: readonly { sentAt: Date | string; answersInboundAt: Date | string | null }[];
  },
): boolean {
  if (f.kind === 'unreplied') {
    if (c.caseStatus !== 1 || !c.replyDueAt) return false;
    const due = new Date(c.replyDueAt).getTime();
    if (f.dueFrom && due < f.dueFrom.getTime()) return false;
    if (f.dueTo && (f.dueToIncluded ? due > f.dueTo.getTime() : due >= f.dueTo.getTime())) return false;
    return true;
  }
  return c.replies.some((r) => {
    if (!r.answersInboundAt || new Date(r.sentAt).getTime() < f.repliedFrom.getTime()) return false;
    const hours = (new Date(r.sentAt).getTime() - new Date(r.answersInboundAt).getTime()) / HOUR_MS;
    return hours >= f.delayFromHours && (f.delayToHours === null || hours < f.delayToHours);
  });
}

/** The inbox (spec 3 §2 /customerServiceManage/crmInbox). */
export const MAIL_INBOX_PATH = '/customerServiceManage/crmInbox';

/** The inbox filtered by a window: `/customerServiceManage/crmInbox?window=overdue`. */
export const mailWindowAddress = (window: MailWindow) => `${MAIL_INBOX_PATH}?window=${window}`;

/** The window an inbox address asks for, or undefined. */
export function mailWindowOfAddress(params: { get(name: string): string | null }): MailWindow | undefined {
  const w = params.get('window');
  return (mailWindows as readonly string[]).includes(w ?? '') ? (w as MailWindow) : undefined;
}
