import { describe, expect, it } from 'vitest';
import { disputeDeadlineAt, disputeDeadlineDays, responseCountdown } from './dispute-deadline.js';

const at = (iso: string) => new Date(iso);

describe('disputeDeadlineDays: the configured days, else the platform default, else 3', () => {
  it.each([
    ['AliExpress default', 13, [], 5],
    ['eBay-type default', 7, [], 3],
    ['Amazon-type default', 12, [], 2],
    ['an own website falls back', 1, [], 3],
    ['a configured row wins', 13, [{ platformId: 13, days: 7 }], 7],
    ['another platform’s row does not apply', 13, [{ platformId: 7, days: 1 }], 5],
  ] as const)('%s', (_name, platformId, settings, days) => {
    expect(disputeDeadlineDays(platformId, settings)).toBe(days);
  });

  it('the deadline is the opening plus the days', () => {
    expect(disputeDeadlineAt(at('2026-11-20T08:00:00Z'), 13, []).toISOString()).toBe(
      '2026-11-25T08:00:00.000Z',
    );
  });
});

describe('responseCountdown: the live countdown to the marketplace deadline, negative once passed', () => {
  const deadline = at('2026-11-28T12:00:00Z');
  it.each([
    [
      '2 days left',
      '2026-11-26T12:00:00Z',
      { seconds: 172_800, overdue: false, days: 2, hours: 0, minutes: 0 },
    ],
    [
      '1 day 3 h 30 min',
      '2026-11-27T08:30:00Z',
      { seconds: 99_000, overdue: false, days: 1, hours: 3, minutes: 30 },
    ],
    [
      'at the deadline',
      '2026-11-28T12:00:00Z',
      { seconds: 0, overdue: false, days: 0, hours: 0, minutes: 0 },
    ],
    [
      'passed by 5 h 10 min',
      '2026-11-28T17:10:00Z',
      { seconds: -18_600, overdue: true, days: 0, hours: -5, minutes: -10 },
    ],
    [
      'passed by 1 day 1 h',
      '2026-11-29T13:00:00Z',
      { seconds: -90_000, overdue: true, days: -1, hours: -1, minutes: 0 },
    ],
  ] as const)('%s', (_name, now, expected) => {
    expect(responseCountdown(deadline, at(now))).toEqual(expected);
  });

  it('no deadline, no countdown', () => {
    expect(responseCountdown(null, at('2026-11-28T12:00:00Z'))).toBeNull();
  });
});
