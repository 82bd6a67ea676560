import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import {
  approvedPointsStatus,
  blacklistProblem,
  blockingBlacklistTypes,
  grantListRange,
  grantReviewProblem,
  pointsBalance,
  pointsProblem,
  pointsReversals,
  releaseTimeProblem,
  repeatGrantProblem,
  repeatGrants,
  reviewBatchProblem,
  reviewCommentProblem,
} from './compensation-rules.js';
import { compensationReviewInputSchema, pointsRequestInputSchema } from './compensation-wire.js';

const text = (p: Problem | null, lang: 'en' | 'zh' = 'en') => (p ? errorText(p.name, lang, p.params) : null);
const POINTS = 'Points must be a whole number from -9999 to 9999, and not 0';

describe('points are integers from -9999 to 9999 (spec 3 §5)', () => {
  it.each([
    [1, null],
    [200, null],
    [-9999, null],
    [9999, null],
    [-1, null],
    [0, POINTS],
    [10000, POINTS],
    [-10000, POINTS],
    [1.5, POINTS],
    [Number.NaN, POINTS],
    ['200', POINTS],
  ])('%j -> %s', (points, message) => expect(text(pointsProblem(points))).toBe(message));

  it('the request schema refuses the same values with the same error', () => {
    const base = { customerId: 1, reason: 'Late delivery' };
    for (const points of [0, 10000, -10000, 2.5, 'abc']) {
      const parsed = pointsRequestInputSchema.safeParse({ ...base, points });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('POINTS_INVALID');
    }
    expect(pointsRequestInputSchema.parse({ ...base, points: '-9999' }).points).toBe(-9999);
  });

  it('has the Chinese text', () =>
    expect(text(pointsProblem(0), 'zh')).toBe('积分必须为 -9999 至 9999 之间的整数，且不能为 0'));
});

describe('the repeat-grant warning: same customer, same reason, within 72 hours', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const grant = (over: Partial<{ customerId: number; reason: string; createdAt: Date; status: string }>) => ({
    customerId: 7,
    reason: 'Late delivery',
    createdAt: ago(60),
    status: 'pending',
    ...over,
  });
  it.each([
    ['71 h 59 min ago: warns', grant({ createdAt: ago(71 * 60 + 59) }), 1],
    ['72 h 1 min ago: no warning', grant({ createdAt: ago(72 * 60 + 1) }), 0],
    ['exactly 72 h ago: outside the window', grant({ createdAt: ago(72 * 60) }), 0],
    ['a minute ago', grant({ createdAt: ago(1) }), 1],
    ['another customer', grant({ customerId: 8 }), 0],
    ['another reason', grant({ reason: 'Damaged parcel' }), 0],
    ['the same reason in other case and spacing', grant({ reason: '  late   DELIVERY ' }), 1],
    ['a denied grant does not count', grant({ status: 'denied' }), 0],
    ['an approved grant counts', grant({ status: 'released' }), 1],
  ])('%s', (_name, earlier, count) =>
    expect(repeatGrants([earlier], { customerId: 7, reason: 'Late delivery' }, now)).toHaveLength(count),
  );

  it.each([
    [0, false, null],
    [1, true, null],
    [
      2,
      false,
      'This customer already got a grant for the same reason within 72 hours (2); confirm to grant again',
    ],
  ])('%i repeats, confirmed %s -> %s', (repeats, confirmed, message) =>
    expect(text(repeatGrantProblem(repeats, confirmed))).toBe(message),
  );
});

describe('review: never one’s own request, only pending, at most 20, a denial says why', () => {
  it.each([
    [{ status: 'pending', requestedBy: 1 }, 2, null],
    [{ status: 'pending', requestedBy: 2 }, 2, 'You cannot review a grant you requested yourself'],
    [{ status: 'released', requestedBy: 1 }, 2, 'Only a grant pending review can be reviewed'],
    [{ status: 'denied', requestedBy: 1 }, 2, 'Only a grant pending review can be reviewed'],
  ])('%j by %i -> %s', (grant, reviewer, message) =>
    expect(text(grantReviewProblem(grant, reviewer))).toBe(message),
  );

  it.each([
    [0, 'Please select the data'],
    [1, null],
    [20, null],
    [21, 'Batch review allows at most 20 records'],
  ])('%i grants -> %s', (count, message) => expect(text(reviewBatchProblem(count))).toBe(message));

  it('the review schema refuses 21 ids with the same error', () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    const parsed = compensationReviewInputSchema.safeParse({ ids, approve: true });
    expect(parsed.error?.issues[0]?.message).toBe('COMPENSATION_BATCH_TOO_LARGE');
    expect(compensationReviewInputSchema.safeParse({ ids: ids.slice(1), approve: true }).success).toBe(true);
  });

  it.each([
    [true, null, null],
    [false, 'Address was wrong, not our fault', null],
    [false, '  ', 'A denial needs a review comment'],
    [false, null, 'A denial needs a review comment'],
  ])('approve %s, comment %j -> %s', (approve, comment, message) =>
    expect(text(reviewCommentProblem(approve, comment))).toBe(message),
  );
});

describe('blacklist types that block a grant', () => {
  it.each([
    [null, null],
    ['watch', null],
    ['fraud', 'The customer is on the blacklist (Fraud): no points or coupons may be granted'],
    [
      'compensationAbuse',
      'The customer is on the blacklist (Compensation abuse): no points or coupons may be granted',
    ],
  ])('%s -> %s', (type, message) =>
    expect(text(blacklistProblem(type, blockingBlacklistTypes(undefined)))).toBe(message),
  );
  it('the dictionary entry replaces the default list', () => {
    expect(blacklistProblem('watch', blockingBlacklistTypes(['watch']))).not.toBeNull();
    expect(blacklistProblem('fraud', blockingBlacklistTypes(['watch']))).toBeNull();
    expect(blockingBlacklistTypes('fraud')).toEqual(['fraud', 'compensationAbuse']);
  });
});

describe('release time and the ledger', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it.each([
    [null, 'released'],
    [new Date('2026-11-29T11:00:00Z'), 'released'],
    [new Date('2026-11-30T00:00:00Z'), 'approved'],
  ])('approved with release time %s -> %s', (releaseAt, status) =>
    expect(approvedPointsStatus(releaseAt, now)).toBe(status),
  );
  it.each([
    [null, null],
    [new Date('2026-11-29T11:59:30Z'), null],
    [new Date('2026-11-28T12:00:00Z'), 'The release time cannot be in the past'],
  ])('release time %s -> %s', (releaseAt, message) =>
    expect(text(releaseTimeProblem(releaseAt, now))).toBe(message),
  );

  it('the balance sums the approved and released rows only', () => {
    expect(
      pointsBalance([
        { points: 200, status: 'released' },
        { points: 50, status: 'approved' },
        { points: 999, status: 'pending' },
        { points: 300, status: 'denied' },
        { points: -200, status: 'released' },
      ]),
    ).toBe(50);
  });

  it('a refund reverses each counting grant of the order once', () => {
    const g = (id: number, points: number, status: string, reversalOf: number | null = null) => ({
      id,
      points,
      status,
      reversalOf,
    });
    expect(
      pointsReversals([
        g(1, 200, 'released'),
        g(2, 30, 'approved'),
        g(3, 50, 'pending'),
        g(4, 70, 'denied'),
        g(5, -100, 'released'),
        g(6, 100, 'released'),
        g(7, -100, 'released', 6),
      ]),
    ).toEqual([
      { reversalOf: 1, points: -200 },
      { reversalOf: 2, points: -30 },
      { reversalOf: 5, points: 100 },
    ]);
  });
});

describe('a grant list looks at one customer’s whole history, everyone’s for a month at most', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const day = 86_400_000;
  const whole = { from: new Date(0), to: now };
  const month = { from: new Date(now.getTime() - 30 * day), to: now };
  it.each([
    ['one customer', { customerId: 7 }, whole],
    ['one order', { orderNo: 'BD2611290003000' }, whole],
    ['everyone', {}, month],
    ['an empty order number', { orderNo: '' }, month],
    [
      'one customer, dates given',
      { customerId: 7, createdFrom: new Date(now.getTime() - 7 * day) },
      { from: new Date(now.getTime() - 7 * day), to: now },
    ],
    [
      'everyone over two months',
      { createdFrom: new Date(now.getTime() - 60 * day) },
      { problem: 'QUERY_RANGE_TOO_LONG' },
    ],
  ] as const)('%s', (_name, input, expected) => {
    expect(grantListRange(input, now)).toEqual(expected);
  });
});
