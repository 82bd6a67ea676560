import type { ErrorName } from '../errors/catalogue.js';

/** customerVIP (spec 3 §3): levels 1 to 5; a customer without a level is not rated. */
export const customerVipLevels = [1, 2, 3, 4, 5] as const;
export type CustomerVip = (typeof customerVipLevels)[number];

/** A VIP level to set: 1 to 5, or null to clear it. */
export function vipProblem(level: number | null): ErrorName | null {
  if (level === null) return null;
  return (customerVipLevels as readonly number[]).includes(level) ? null : 'CUSTOMER_VIP_OUT_OF_RANGE';
}

/** Order statuses that do not count toward a customer's lifetime value: cancelled (13) and merged away (20). */
export const lifetimeExcludedStatuses = [13, 20] as const;

/** Refund statuses whose money counts as refunded to the customer: reviewed (1) and completed (9). */
export const refundedStatuses = [1, 9] as const;

/** The lower-cased, trimmed e-mail a merge compares; null when there is none. */
export const mergeEmailOf = (email: string | null | undefined) => email?.trim().toLowerCase() || null;

/** A customer as the merge rule reads it. */
export type MergeCandidate = { id: number; email: string | null; mergedIntoId: number | null };

/**
 * Whether `merged` may be merged into `surviving`: two different customers, neither merged away already,
 * both with the same e-mail address (case and spaces aside).
 */
export function mergeProblem(surviving: MergeCandidate, merged: MergeCandidate): ErrorName | null {
  if (surviving.id === merged.id) return 'CUSTOMER_MERGE_SELF';
  if (surviving.mergedIntoId !== null || merged.mergedIntoId !== null) return 'CUSTOMER_ALREADY_MERGED';
  const a = mergeEmailOf(surviving.email);
  const b = mergeEmailOf(merged.email);
  if (!a || !b) return 'CUSTOMER_MERGE_NO_EMAIL';
  return a === b ? null : 'CUSTOMER_MERGE_EMAIL_DIFFERS';
}

/**
 * Whether a merge may be undone: not undone already, and the surviving customer not merged away since (that
 * later merge moved the same orders on, so it is undone first).
 */
export function undoMergeProblem(
  merge: { undoneAt: Date | null },
  surviving: { mergedIntoId: number | null },
): ErrorName | null {
  if (merge.undoneAt) return 'CUSTOMER_MERGE_ALREADY_UNDONE';
  if (surviving.mergedIntoId !== null) return 'CUSTOMER_MERGE_UNDO_BLOCKED';
  return null;
}

/** A reminder time to set on a favourite: none, or later than now. */
export function reminderProblem(remindAt: Date | null, now: Date): ErrorName | null {
  if (!remindAt) return null;
  return remindAt.getTime() > now.getTime() ? null : 'FAVOURITE_REMINDER_IN_PAST';
}

/**
 * Whether a favourite's reminder fires now: it has a time, that time has come, it has not fired for that time
 * yet, and the timer that fires is the one set for that time (a changed time leaves the old timer stale).
 */
export function reminderDue(
  favourite: { remindAt: Date | null; remindedAt: Date | null },
  timerFor: Date,
  now: Date,
): boolean {
  const at = favourite.remindAt;
  if (!at || at.getTime() !== timerFor.getTime()) return false;
  if (at.getTime() > now.getTime()) return false;
  return !favourite.remindedAt || favourite.remindedAt.getTime() < at.getTime();
}

/** Deleting a label that customers carry needs the person's confirmation. */
export function labelDeleteProblem(customersCarrying: number, confirmed: boolean): ErrorName | null {
  return customersCarrying > 0 && !confirmed ? 'CUSTOMER_LABEL_IN_USE' : null;
}

/** How many rows each section of the customer page lists, and how many events its timeline shows. */
export const CUSTOMER_SECTION_MAX = 200;
export const CUSTOMER_TIMELINE_MAX = 100;

/** One event of a customer's timeline. */
export type TimelineEvent = { at: Date; kind: string; id: number };

/**
 * The customer's timeline: the events of every section merged newest first (ties by kind, then id, so the
 * order is stable), at most `limit` of them.
 */
export function mergeTimeline<T extends TimelineEvent>(
  sections: readonly (readonly T[])[],
  limit: number,
): T[] {
  return sections
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || a.kind.localeCompare(b.kind) || b.id - a.id)
    .slice(0, limit);
}
