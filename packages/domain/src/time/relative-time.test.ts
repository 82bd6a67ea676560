import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const now = new Date('2024-03-10T15:30:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

describe("relativeTime (spec 1 §4: up to 1 minute 'just now'; under 60 minutes minutes ago; within 24 h the clock time, month/day if the day differs; otherwise month/day)", () => {
  it.each([
    ['same instant', now, now, 0, 'just now', '刚刚'],
    ['30 s ago', ago(30 * SECOND), now, 0, 'just now', '刚刚'],
    ['exactly 60 s ago', ago(MINUTE), now, 0, 'just now', '刚刚'],
    ['61 seconds ago', ago(MINUTE + SECOND), now, 0, '1 minute ago', '1 分钟前'],
    ['5 minutes ago', ago(5 * MINUTE), now, 0, '5 minutes ago', '5 分钟前'],
    ['59 min 59 s ago', ago(HOUR - SECOND), now, 0, '59 minutes ago', '59 分钟前'],
    ['60 minutes ago, same day', ago(HOUR), now, 0, '14:30', '14:30'],
    ['15 hours ago, same day', ago(15 * HOUR + 30 * MINUTE), now, 0, '00:00', '00:00'],
    ['16 hours ago, previous day', ago(16 * HOUR), now, 0, '03/09', '03/09'],
    ['23 h 59 min ago, previous day', ago(24 * HOUR - MINUTE), now, 0, '03/09', '03/09'],
    ['exactly 24 hours ago', ago(24 * HOUR), now, 0, '03/09', '03/09'],
    ['3 days ago', ago(72 * HOUR), now, 0, '03/07', '03/07'],
    ['a year ago', new Date('2023-01-05T15:30:00.000Z'), now, 0, '01/05', '01/05'],
    // 13:00Z to 15:30Z: same UTC day, but at UTC+10 it is 23:00 on the 10th and 01:30 on the 11th
    ['UTC+10 changes the day', new Date('2024-03-10T13:00:00.000Z'), now, 600, '03/10', '03/10'],
    [
      'UTC+10 same local day shows local clock',
      new Date('2024-03-10T14:05:00.000Z'),
      now,
      600,
      '00:05',
      '00:05',
    ],
    // 23:30Z on the 9th to 01:00Z on the 10th: different UTC days, the same day at UTC-5
    [
      'UTC-5 keeps the same day',
      new Date('2024-03-09T23:30:00.000Z'),
      new Date('2024-03-10T01:00:00.000Z'),
      -300,
      '18:30',
      '18:30',
    ],
    [
      'UTC without the offset, the day differs',
      new Date('2024-03-09T23:30:00.000Z'),
      new Date('2024-03-10T01:00:00.000Z'),
      0,
      '03/09',
      '03/09',
    ],
    ['UTC+5:45 clock', new Date('2024-03-10T10:00:00.000Z'), now, 345, '15:45', '15:45'],
  ] as const)('%s -> %s / %s', (_case, at, current, offsetMinutes, en, zh) => {
    expect(relativeTime(at, current, 'en', offsetMinutes)).toBe(en);
    expect(relativeTime(at, current, 'zh', offsetMinutes)).toBe(zh);
  });
});
