import { describe, expect, it } from 'vitest';
import { isInBounds, monitorBounds } from '../dashboard/monitor.js';
import {
  isInMailWindow,
  type MailWindow,
  mailMetricOf,
  mailWindowAddress,
  mailWindowFilter,
  mailWindowOfAddress,
  mailWindows,
} from './mail-windows.js';

const HOUR = 3_600_000;
const MIN = 60_000;
const now = new Date('2026-05-20T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
/** An unreplied case whose oldest unanswered mail arrived at `arrived` (its clock ends 24 h later). */
const waiting = (arrived: Date) => ({
  caseStatus: 1,
  replyDueAt: new Date(arrived.getTime() + 24 * HOUR),
  replies: [],
});

describe('the e-mail windows as inbox filters (spec 1 §9: overdue at 24 h, 4 h / 2 h left, waiting 14 h / 16 h)', () => {
  it.each<[MailWindow, string, Date, boolean]>([
    ['overdue', 'arrived 24 h 1 ms ago', at(-24 * HOUR - 1), true],
    ['overdue', 'arrived 24 h ago (0 left)', at(-24 * HOUR), false],
    ['overdue', 'arrived 3 months ago', new Date('2026-02-20T12:00:00Z'), true],
    ['overdue', 'arrived before the 3 months', new Date('2026-02-20T11:59:59Z'), false],
    ['due4h', 'arrived 20 h ago (4 h left)', at(-20 * HOUR), true],
    ['due4h', 'arrived 19 h 59 min ago', at(-20 * HOUR + MIN), false],
    ['due4h', 'arrived 23 h ago (the 2 h ones are among them)', at(-23 * HOUR), true],
    ['due4h', 'arrived 24 h 1 ms ago (overdue)', at(-24 * HOUR - 1), false],
    ['due2h', 'arrived 22 h ago (2 h left)', at(-22 * HOUR), true],
    ['due2h', 'arrived 21 h 59 min ago', at(-22 * HOUR + MIN), false],
    ['waiting14h', 'arrived 14 h ago', at(-14 * HOUR), true],
    ['waiting14h', 'arrived 13 h 59 min ago', at(-14 * HOUR + MIN), false],
    ['waiting14h', 'arrived 24 h 1 ms ago (overdue instead)', at(-24 * HOUR - 1), false],
    ['waiting16h', 'arrived 16 h ago', at(-16 * HOUR), true],
    ['waiting16h', 'arrived 15 h ago', at(-15 * HOUR), false],
  ])('%s: %s -> %s, as the dashboard’s window on the arrival reads it', (window, _case, arrived, counted) => {
    const f = mailWindowFilter(window, now, 0);
    expect(isInMailWindow(f, waiting(arrived))).toBe(counted);
    // the same answer as the dashboard's own window on the arrival time
    expect(isInBounds(monitorBounds(mailMetricOf[window], now, 0)!, arrived)).toBe(counted);
  });

  it('counts only unreplied cases in the unreplied windows', () => {
    const f = mailWindowFilter('overdue', now, 0);
    const late = waiting(at(-30 * HOUR));
    expect(isInMailWindow(f, late)).toBe(true);
    for (const caseStatus of [2, 3, 4, 5]) expect(isInMailWindow(f, { ...late, caseStatus })).toBe(false);
    expect(isInMailWindow(f, { ...late, replyDueAt: null })).toBe(false);
  });
});

describe('the reply bands: cases answered this month 24–48 h, or 48 h or more, after the customer wrote', () => {
  const reply = (sentAt: string, delayHours: number | null) => ({
    sentAt,
    answersInboundAt:
      delayHours === null ? null : new Date(new Date(sentAt).getTime() - delayHours * HOUR).toISOString(),
  });
  const replied = (...replies: ReturnType<typeof reply>[]) => ({ caseStatus: 2, replyDueAt: null, replies });
  it.each<[MailWindow, string, ReturnType<typeof replied>, boolean]>([
    ['replied24to48h', 'a reply 24 h after', replied(reply('2026-05-10T00:00:00Z', 24)), true],
    [
      'replied24to48h',
      'a reply 23 h 59 min after',
      replied(reply('2026-05-10T00:00:00Z', 24 - 1 / 60)),
      false,
    ],
    [
      'replied24to48h',
      'a reply 48 h after (the next band)',
      replied(reply('2026-05-10T00:00:00Z', 48)),
      false,
    ],
    ['repliedOver48h', 'a reply 48 h after', replied(reply('2026-05-10T00:00:00Z', 48)), true],
    ['repliedOver48h', 'a reply 10 days after', replied(reply('2026-05-10T00:00:00Z', 240)), true],
    ['repliedOver48h', 'a late reply last month', replied(reply('2026-04-30T23:59:59Z', 72)), false],
    ['repliedOver48h', 'a late reply on the 1st, 00:00', replied(reply('2026-05-01T00:00:00Z', 72)), true],
    ['replied24to48h', 'a reply to no waiting mail', replied(reply('2026-05-10T00:00:00Z', null)), false],
    [
      'replied24to48h',
      'one quick and one late reply',
      replied(reply('2026-05-10T00:00:00Z', 1), reply('2026-05-12T00:00:00Z', 30)),
      true,
    ],
  ])('%s: %s -> %s', (window, _case, c, counted) => {
    expect(isInMailWindow(mailWindowFilter(window, now, 0), c)).toBe(counted);
  });

  it("starts the month on the viewer's 1st", () => {
    const f = mailWindowFilter('repliedOver48h', now, 480);
    expect(f).toMatchObject({ kind: 'replied', repliedFrom: new Date('2026-04-30T16:00:00Z') });
  });
});

describe('the inbox address of a window', () => {
  it.each(mailWindows)('%s is written and read back', (window) => {
    const address = mailWindowAddress(window);
    expect(address).toBe(`/customerServiceManage/crmInbox?window=${window}`);
    expect(mailWindowOfAddress(new URL(address, 'http://x').searchParams)).toBe(window);
  });
  it('leaves out what it does not know', () => {
    expect(mailWindowOfAddress(new URLSearchParams('window=soon'))).toBeUndefined();
    expect(mailWindowOfAddress(new URLSearchParams(''))).toBeUndefined();
  });
});
