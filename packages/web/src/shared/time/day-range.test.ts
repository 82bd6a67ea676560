import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  coversOneMonthAtMost,
  dayCount,
  dayStartIn,
  defaultDayRange,
  outsideOneMonth,
  quickRanges,
  rangeMoments,
  todayIn,
} from './day-range';

const d = (text: string) => dayjs(text);

describe('day ranges in the chosen time zone', () => {
  it('a day starts at local midnight of the zone', () => {
    expect(dayStartIn(d('2026-11-23'), '8').toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(dayStartIn(d('2026-11-23'), '-5').toISOString()).toBe('2026-11-23T05:00:00.000Z');
    expect(dayStartIn(d('2026-11-23'), '5.5').toISOString()).toBe('2026-11-22T18:30:00.000Z');
  });

  it('a range runs from the first moment of its first day to the last moment of its last', () => {
    const { from, to } = rangeMoments([d('2026-11-01'), d('2026-11-30')], '0');
    expect(from.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-30T23:59:59.999Z');
  });

  it('ends given the wrong way round are swapped', () => {
    const { from } = rangeMoments([d('2026-11-30'), d('2026-11-01')], '0');
    expect(from.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it("today is the zone's date", () => {
    const now = new Date('2026-11-23T20:00:00Z');
    expect(todayIn('8', now).format('YYYY-MM-DD')).toBe('2026-11-24');
    expect(todayIn('-5', now).format('YYYY-MM-DD')).toBe('2026-11-23');
  });
});

describe('the one-month limit (spec 1 §5)', () => {
  it.each([
    ['2026-10-24', '2026-11-23', '8', true],
    ['2026-10-23', '2026-11-23', '8', false],
    ['2026-01-31', '2026-02-27', '0', true],
    ['2026-01-29', '2026-02-28', '0', false],
    ['2026-11-01', '2026-11-30', '-12', true],
  ])('%s … %s in UTC%s: %s', (from, to, zone, expected) => {
    expect(coversOneMonthAtMost([d(from), d(to)], zone)).toBe(expected);
  });

  it('the picker refuses days beyond one month from the first chosen day', () => {
    expect(outsideOneMonth(d('2026-11-23'), d('2026-10-24'), '0')).toBe(false);
    expect(outsideOneMonth(d('2026-11-25'), d('2026-10-24'), '0')).toBe(true);
    expect(outsideOneMonth(d('2026-09-20'), d('2026-10-24'), '0')).toBe(true);
    expect(outsideOneMonth(d('2026-09-20'), undefined, '0')).toBe(false);
  });
});

describe('quick and default ranges (spec 3 §5)', () => {
  const today = d('2026-11-23');

  it('the default is the last 30 days', () => {
    const range = defaultDayRange(today, '8');
    expect(range.map((x) => x.format('YYYY-MM-DD'))).toEqual(['2026-10-25', '2026-11-23']);
    expect(dayCount(range)).toBe(30);
  });

  it('early in March the default is shortened to stay within one month', () => {
    const range = defaultDayRange(d('2026-03-01'), '0');
    expect(coversOneMonthAtMost(range, '0')).toBe(true);
    expect(range[1].format('YYYY-MM-DD')).toBe('2026-03-01');
  });

  it('last 7 days and last month end today and stay within the limit', () => {
    const q = quickRanges(today, '0');
    expect(q.last7Days.map((x) => x.format('YYYY-MM-DD'))).toEqual(['2026-11-17', '2026-11-23']);
    expect(q.lastMonth.map((x) => x.format('YYYY-MM-DD'))).toEqual(['2026-10-24', '2026-11-23']);
    expect(coversOneMonthAtMost(q.lastMonth, '0')).toBe(true);
    expect(coversOneMonthAtMost(quickRanges(d('2026-02-28'), '0').lastMonth, '0')).toBe(true);
  });

  it('last three months is longer than the limit', () => {
    const q = quickRanges(today, '0');
    expect(q.lastThreeMonths[0].format('YYYY-MM-DD')).toBe('2026-08-24');
    expect(coversOneMonthAtMost(q.lastThreeMonths, '0')).toBe(false);
  });
});
