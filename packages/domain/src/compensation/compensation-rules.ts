import type { Problem } from '../shared/field-problem.js';
import { createdRange } from '../time/query-range.js';

/** Points of one grant: a whole number from -9999 to 9999 (spec 3 §5, §9 'Points adjustment'); 0 grants nothing. */
export const POINTS_MIN = -9999;
export const POINTS_MAX = 9999;
/** A batch review takes at most this many grants (spec 3 §9 'Batch review'). */
export const COMPENSATION_BATCH_MAX = 20;
/** A second grant to the same customer for the same reason within this window asks for confirmation. */
export const REPEAT_GRANT_WINDOW_HOURS = 72;
const REPEAT_GRANT_WINDOW_MS = REPEAT_GRANT_WINDOW_HOURS * 3_600_000;

/** The life of a points grant: requested, then approved (counting once released) or denied. */
export const pointsStatuses = [
  { value: 'pending', zh: '待审核', en: 'Pending review' },
  { value: 'approved', zh: '已通过待发放', en: 'Approved, awaiting release' },
  { value: 'released', zh: '已发放', en: 'Released' },
  { value: 'denied', zh: '已驳回', en: 'Denied' },
] as const;
export type PointsStatus = (typeof pointsStatuses)[number]['value'];
export const pointsStatusValues = pointsStatuses.map((s) => s.value) as [PointsStatus, ...PointsStatus[]];

/** The statuses whose points count in the customer's balance. */
export const POINTS_COUNTING: readonly PointsStatus[] = ['approved', 'released'];

/** The customer blacklist types; the dictionary entry `compensationBlockingBlacklistTypes` picks those that block. */
export const blacklistTypes = [
  { value: 'fraud', zh: '欺诈', en: 'Fraud' },
  { value: 'chargeback', zh: '恶意拒付', en: 'Chargeback abuse' },
  { value: 'compensationAbuse', zh: '滥用补偿', en: 'Compensation abuse' },
  { value: 'watch', zh: '观察名单', en: 'Watch list' },
] as const;
export type BlacklistType = (typeof blacklistTypes)[number]['value'];
export const blacklistTypeValues = blacklistTypes.map((t) => t.value) as [BlacklistType, ...BlacklistType[]];
/** What blocks a grant when the dictionary says nothing. */
export const DEFAULT_BLOCKING_BLACKLIST_TYPES: readonly BlacklistType[] = ['fraud', 'compensationAbuse'];
export const BLOCKING_BLACKLIST_DICTIONARY_CODE = 'compensationBlockingBlacklistTypes';

/** The blocking types the dictionary entry names (a list of type values); the default when absent or malformed. */
export function blockingBlacklistTypes(value: unknown): readonly string[] {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string'))
    return DEFAULT_BLOCKING_BLACKLIST_TYPES;
  return value;
}

/** Points must be a whole number from -9999 to 9999 and not 0. */
export function pointsProblem(points: unknown): Problem | null {
  if (typeof points !== 'number' || !Number.isInteger(points)) return { name: 'POINTS_INVALID' };
  if (points < POINTS_MIN || points > POINTS_MAX || points === 0) return { name: 'POINTS_INVALID' };
  return null;
}

/** The reason as compared for repeats: trimmed, case and inner spaces ignored. */
export const reasonKey = (reason: string) => reason.trim().replace(/\s+/g, ' ').toLowerCase();

export type EarlierGrant = { customerId: number; reason: string; createdAt: Date; status: string };

/**
 * The earlier grants that make a new one a repeat: the same customer, the same reason, requested less than 72
 * hours before `now` (or since), and not denied. A repeat asks the requester to confirm (COMPENSATION_REPEAT_GRANT).
 */
export function repeatGrants<G extends EarlierGrant>(
  earlier: readonly G[],
  next: { customerId: number; reason: string },
  now: Date,
): G[] {
  const key = reasonKey(next.reason);
  return earlier.filter(
    (g) =>
      g.customerId === next.customerId &&
      g.status !== 'denied' &&
      reasonKey(g.reason) === key &&
      // one asked for a moment after `now` (a request running at the same time) is a repeat too
      now.getTime() - g.createdAt.getTime() < REPEAT_GRANT_WINDOW_MS,
  );
}

/** Since when an earlier grant counts as a repeat of one made at `now`. */
export const repeatWindowStart = (now: Date) => new Date(now.getTime() - REPEAT_GRANT_WINDOW_MS);

/** The warning of a new grant: none, or COMPENSATION_REPEAT_GRANT unless the requester confirmed it. */
export function repeatGrantProblem(repeats: number, confirmed: boolean): Problem | null {
  if (repeats === 0 || confirmed) return null;
  return { name: 'COMPENSATION_REPEAT_GRANT', params: { count: repeats } };
}

/** A grant is reviewed by someone other than its requester, and only while pending. */
export function grantReviewProblem(
  grant: { status: string; requestedBy: number },
  reviewerId: number,
): Problem | null {
  if (grant.requestedBy === reviewerId) return { name: 'COMPENSATION_SELF_REVIEW' };
  if (grant.status !== 'pending') return { name: 'COMPENSATION_NOT_PENDING' };
  return null;
}

/** A batch review of `count` grants: one at least, 20 at most. */
export function reviewBatchProblem(count: number): Problem | null {
  if (count < 1) return { name: 'SELECT_DATA' };
  if (count > COMPENSATION_BATCH_MAX) return { name: 'COMPENSATION_BATCH_TOO_LARGE' };
  return null;
}

/** A denial says why; an approval may. */
export function reviewCommentProblem(approve: boolean, comment: string | null | undefined): Problem | null {
  return !approve && !comment?.trim() ? { name: 'COMPENSATION_COMMENT_REQUIRED' } : null;
}

/** A customer on a blocking blacklist type gets no grant. */
export function blacklistProblem(
  customerType: string | null | undefined,
  blocking: readonly string[],
): Problem | null {
  if (!customerType || !blocking.includes(customerType)) return null;
  const label = blacklistTypes.find((t) => t.value === customerType)?.en ?? customerType;
  return { name: 'COMPENSATION_CUSTOMER_BLACKLISTED', params: { type: label } };
}

/**
 * The status an approval gives a points grant: released at once when no release time is set or it has come,
 * else approved until the release time.
 */
export function approvedPointsStatus(releaseAt: Date | null, now: Date): PointsStatus {
  return !releaseAt || releaseAt.getTime() <= now.getTime() ? 'released' : 'approved';
}

/** A release time, when given, is not in the past (a minute of clock slack). */
export function releaseTimeProblem(releaseAt: Date | null | undefined, now: Date): Problem | null {
  if (!releaseAt) return null;
  return releaseAt.getTime() < now.getTime() - 60_000 ? { name: 'POINTS_RELEASE_TIME_PAST' } : null;
}

/** The balance of a ledger: the sum of the points of its counting rows (approved or released). */
export function pointsBalance(rows: readonly { points: number; status: string }[]): number {
  return rows.reduce(
    (sum, r) => sum + ((POINTS_COUNTING as readonly string[]).includes(r.status) ? r.points : 0),
    0,
  );
}

/**
 * The rows reversing an order's points when the order is refunded: one negative row per counting grant of the
 * order that is not a reversal and not reversed yet.
 */
export function pointsReversals<
  G extends { id: number; points: number; status: string; reversalOf: number | null },
>(grants: readonly G[]): { reversalOf: number; points: number }[] {
  const reversed = new Set(grants.map((g) => g.reversalOf).filter((id): id is number => id !== null));
  return grants
    .filter(
      (g) =>
        g.reversalOf === null &&
        (POINTS_COUNTING as readonly string[]).includes(g.status) &&
        !reversed.has(g.id),
    )
    .map((g) => ({ reversalOf: g.id, points: -g.points }));
}

/**
 * The created range a list of grants looks at: one customer's or one order's grants are their whole history
 * (bounded by them); everyone's grants a month at most (`createdRange`), as are dates given explicitly.
 */
export function grantListRange(
  input: { customerId?: number; orderNo?: string; createdFrom?: Date | null; createdTo?: Date | null },
  now: Date,
): ReturnType<typeof createdRange> {
  const whole = (input.customerId !== undefined || !!input.orderNo) && !input.createdFrom && !input.createdTo;
  return whole ? { from: new Date(0), to: now } : createdRange(input, now);
}
