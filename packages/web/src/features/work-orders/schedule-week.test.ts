import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  dayIndexOf,
  draftTimes,
  endsNextDay,
  hoursOf,
  mondayOf,
  shiftOfDraft,
  shiftText,
  thisMonday,
  weekDays,
  weekSpan,
} from './schedule-week';

const d = (text: string) => dayjs(text);

describe('the schedule week in the chosen time zone', () => {
  it('starts on Monday, whatever the day', () => {
    expect(mondayOf(d('2026-11-23')).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(mondayOf(d('2026-11-26')).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(mondayOf(d('2026-11-29')).format('YYYY-MM-DD')).toBe('2026-11-23');
    expect(weekDays(d('2026-11-23')).map((x) => x.format('DD'))).toEqual([
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
    ]);
  });

  it("this week is the zone's week: Sunday night in UTC is Monday in UTC+8", () => {
    const now = new Date('2026-11-29T20:00:00Z');
    expect(thisMonday('8', now).format('YYYY-MM-DD')).toBe('2026-11-30');
    expect(thisMonday('-5', now).format('YYYY-MM-DD')).toBe('2026-11-23');
  });

  it('spans Monday 00:00 to the next Monday 00:00 of the zone', () => {
    const { from, to } = weekSpan(d('2026-11-23'), '8');
    expect(from.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-29T16:00:00.000Z');
  });
});

describe('a shift as typed', () => {
  it('is the day with its start and end in the zone', () => {
    const s = shiftOfDraft({ day: d('2026-11-24'), start: '09:00', end: '18:00' }, '8');
    expect(s.startsAt.toISOString()).toBe('2026-11-24T01:00:00.000Z');
    expect(s.endsAt.toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(shiftText(s, '8')).toBe('09:00–18:00');
    expect(endsNextDay(s, '8')).toBe(false);
    expect(draftTimes(s, '8')).toEqual({ start: '09:00', end: '18:00' });
  });

  it('ends the next morning when the end is not after the start (a night shift)', () => {
    const s = shiftOfDraft({ day: d('2026-11-24'), start: '21:00', end: '06:00' }, '5.5');
    expect(s.startsAt.toISOString()).toBe('2026-11-24T15:30:00.000Z');
    expect(s.endsAt.toISOString()).toBe('2026-11-25T00:30:00.000Z');
    expect(endsNextDay(s, '5.5')).toBe(true);
    expect(hoursOf([s])).toBe(9);
  });

  it('is counted on the day it starts in the zone', () => {
    const monday = d('2026-11-23');
    expect(dayIndexOf('2026-11-22T16:00:00.000Z', monday, '8')).toBe(0);
    expect(dayIndexOf('2026-11-29T15:59:00.000Z', monday, '8')).toBe(6);
    expect(dayIndexOf('2026-11-29T16:00:00.000Z', monday, '8')).toBe(-1);
  });
});
