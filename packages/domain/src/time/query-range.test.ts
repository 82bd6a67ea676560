import { describe, expect, it } from 'vitest';
import { createdRange, isWithinOneMonth } from './query-range.js';

const d = (iso: string) => new Date(iso);
const plusMs = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

describe('isWithinOneMonth (spec 1 §5, §9: queries may cover only one month)', () => {
  it.each([
    ['same instant', d('2024-03-15T10:00:00Z'), d('2024-03-15T10:00:00Z'), true],
    ['two weeks', d('2024-03-15T10:00:00Z'), d('2024-03-29T10:00:00Z'), true],
    ['exactly one month', d('2024-03-15T10:00:00Z'), d('2024-04-15T10:00:00Z'), true],
    ['one month + 1 ms', d('2024-03-15T10:00:00Z'), plusMs('2024-04-15T10:00:00Z', 1), false],
    ['one month + 1 day', d('2024-03-15T10:00:00Z'), d('2024-04-16T10:00:00Z'), false],
    ['Jan 31 -> Feb 29 in a leap year', d('2024-01-31T00:00:00Z'), d('2024-02-29T00:00:00Z'), true],
    [
      'Jan 31 -> Feb 29 + 1 ms in a leap year',
      d('2024-01-31T00:00:00Z'),
      plusMs('2024-02-29T00:00:00Z', 1),
      false,
    ],
    ['Jan 31 -> Mar 1 in a leap year', d('2024-01-31T00:00:00Z'), d('2024-03-01T00:00:00Z'), false],
    ['Jan 31 -> Feb 28 in a common year', d('2023-01-31T00:00:00Z'), d('2023-02-28T00:00:00Z'), true],
    [
      'Jan 31 -> Feb 28 + 1 ms in a common year',
      d('2023-01-31T00:00:00Z'),
      plusMs('2023-02-28T00:00:00Z', 1),
      false,
    ],
    ['Mar 31 -> Apr 30', d('2024-03-31T08:00:00Z'), d('2024-04-30T08:00:00Z'), true],
    ['Dec 31 -> Jan 31 across the year', d('2023-12-31T00:00:00Z'), d('2024-01-31T00:00:00Z'), true],
    [
      'Dec 31 -> Jan 31 + 1 ms across the year',
      d('2023-12-31T00:00:00Z'),
      plusMs('2024-01-31T00:00:00Z', 1),
      false,
    ],
    ['end before start', d('2024-03-15T10:00:00Z'), plusMs('2024-03-15T10:00:00Z', -1), false],
    ['end a month before start', d('2024-04-15T10:00:00Z'), d('2024-03-15T10:00:00Z'), false],
  ] as const)('%s -> %s', (_case, from, to, expected) => {
    expect(isWithinOneMonth(from, to)).toBe(expected);
  });
});

describe('createdRange: the created time a list searches (the last 30 days by default, one month at most)', () => {
  const now = d('2026-11-23T12:00:00Z');
  it.each([
    ['nothing given: the last 30 days', {}, { from: d('2026-10-24T12:00:00Z'), to: now }],
    [
      'only the end: the 30 days before it',
      { createdTo: d('2026-03-31T00:00:00Z') },
      { from: d('2026-03-01T00:00:00Z'), to: d('2026-03-31T00:00:00Z') },
    ],
    [
      'only the start: up to now',
      { createdFrom: d('2026-11-01T00:00:00Z') },
      { from: d('2026-11-01T00:00:00Z'), to: now },
    ],
    [
      'one month',
      { createdFrom: d('2026-10-23T12:00:00Z'), createdTo: now },
      { from: d('2026-10-23T12:00:00Z'), to: now },
    ],
    [
      'over one month',
      { createdFrom: d('2026-10-01T00:00:00Z'), createdTo: now },
      { problem: 'QUERY_RANGE_TOO_LONG' },
    ],
    [
      'an end before the start',
      { createdFrom: now, createdTo: d('2026-11-01T00:00:00Z') },
      { problem: 'QUERY_RANGE_TOO_LONG' },
    ],
    ['nulls as absent', { createdFrom: null, createdTo: null }, { from: d('2026-10-24T12:00:00Z'), to: now }],
  ])('%s', (_name, input, range) => expect(createdRange(input, now)).toEqual(range));
});
