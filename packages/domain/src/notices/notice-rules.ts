import type { ErrorName } from '../errors/catalogue.js';
import { RS } from '../returns/return-status.js';

/*
 * Who is told what: the rules the producers of notices and the notice calls share (spec 1 §2.5, §7; spec 3 §2, §7).
 */

/**
 * The notice calls read and mark the caller's own notices (countUnReadByDirectorId, updateReadByDirectorId): a
 * directorId, when given, must be the caller's own id.
 */
export function noticeDirectorProblem(callerId: number, directorId: number | undefined): ErrorName | null {
  return directorId === undefined || directorId === callerId ? null : 'NOTICE_NOT_YOURS';
}

/**
 * Who is told about a new handler: the people the work now sits with (a user, or a team's members), each once,
 * never the person whose own action put it there (assigning to oneself tells nobody). A timer's action has no
 * actor (null).
 */
export function noticeRecipients(actorId: number | null, userIds: readonly number[]): number[] {
  return [...new Set(userIds)].filter((id) => id !== actorId);
}

/**
 * A return comes back to its creator when its goods are back with customer service and wait for them: the
 * warehouse received them, or the repaired goods were sent back (the next step, signing, is customer service's).
 */
export const returnBackStatuses: readonly number[] = [RS.received, RS.repairSentBack];
export const isReturnBackToCreator = (to: number) => returnBackStatuses.includes(to);

/** How long the note of an order notice may be (spec 3 §7 /crmNotice/add). */
export const NOTICE_CONTENT_MAX = 500;

/** The colleague an order notice goes to, as the server found them (null: no such user). */
export type OrderNoticeRecipient = {
  id: number;
  active: boolean;
  /** Inside the caller's scope of order.view. */
  inScope: boolean;
  /** Holds order.view and works on the order's platform. */
  canOpenOrder: boolean;
};

/**
 * Why an order notice cannot go to this colleague, or null when it may: not oneself, an active user, inside the
 * caller's scope, and someone who can open the order (a notice they cannot follow tells them nothing).
 */
export function orderNoticeProblem(
  callerId: number,
  recipient: OrderNoticeRecipient | null,
): ErrorName | null {
  if (recipient?.id === callerId) return 'NOTICE_TO_SELF';
  if (!recipient?.active) return 'NOTICE_RECIPIENT_NOT_FOUND';
  if (!recipient.inScope) return 'NOTICE_RECIPIENT_OUTSIDE_SCOPE';
  if (!recipient.canOpenOrder) return 'NOTICE_RECIPIENT_CANNOT_OPEN';
  return null;
}
