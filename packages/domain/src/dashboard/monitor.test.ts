import { describe, expect, it } from 'vitest';
import {
  finalTicketStatuses,
  isTicketFinished,
  ticketStatuses,
} from '../refund-tickets/refund-ticket-rules.js';
import { ESCALATION } from '../work-orders/work-order-rules.js';
import { codConfirmationOf, codListAddress } from './cod-confirmation.js';
import {
  codConfirmationBounds,
  isInBounds,
  isReplyDelayInBand,
  MAIL_REPLY_BANDS,
  MONITOR_ESCALATION_KIND,
  MONITOR_FINISHED_STATUSES,
  MONITOR_OPEN_STATUSES,
  type MonitorMetricKey,
  monitorBounds,
  monitorMetrics,
  monitorMetricText,
  monthStartIn,
  monthsBefore,
  type WorkOrderAddressFilter,
  workOrderAddressFilterOf,
  workOrderListAddress,
  workOrderMetricFilters,
  workOrderSearchOf,
} from './monitor.js';
import { monitorQuerySchema } from './monitor-wire.js';

const HOUR = 3_600_000;
const MIN = 60_000;
const now = new Date('2026-05-20T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('monthsBefore: three calendar months back (spec 1 §9: 3 months for pending counts)', () => {
  it.each([
    ['mid-month', '2026-05-20T12:00:00Z', 3, '2026-02-20T12:00:00.000Z'],
    ['the 31st to a 28-day February', '2026-05-31T08:00:00Z', 3, '2026-02-28T08:00:00.000Z'],
    ['across a year', '2026-02-15T00:00:00Z', 3, '2025-11-15T00:00:00.000Z'],
    ['one month', '2026-03-31T00:00:00Z', 1, '2026-02-28T00:00:00.000Z'],
  ] as const)('%s', (_case, from, months, expected) => {
    expect(monthsBefore(new Date(from), months).toISOString()).toBe(expected);
  });
});

describe("monthStartIn: the 1st of the month, 00:00 in the viewer's zone", () => {
  it.each([
    ['UTC', '2026-05-20T12:00:00Z', 0, '2026-05-01T00:00:00.000Z'],
    ['UTC+8 (Beijing)', '2026-05-20T12:00:00Z', 480, '2026-04-30T16:00:00.000Z'],
    ['UTC-4 (New York summer)', '2026-05-20T12:00:00Z', -240, '2026-05-01T04:00:00.000Z'],
    ['already June in UTC+8', '2026-05-31T17:00:00Z', 480, '2026-05-31T16:00:00.000Z'],
    ['still April in UTC-5', '2026-05-01T03:00:00Z', -300, '2026-04-01T05:00:00.000Z'],
    ['UTC+5:45 (Kathmandu)', '2026-05-20T12:00:00Z', 345, '2026-04-30T18:15:00.000Z'],
  ] as const)('%s', (_case, when, offset, expected) => {
    expect(monthStartIn(new Date(when), offset).toISOString()).toBe(expected);
  });
});

/**
 * One row per window edge: the metric, the time on the field it reads (relative to now), counted or not. Due
 * times for escalations; placing times for COD orders; finishing times for month-to-date; creation for pending.
 */
describe('monitorBounds: which records each metric counts (spec 1 §9 dashboard windows)', () => {
  it.each([
    // pending: open and created in the last 3 months
    ['workOrdersPending', 'created 3 months ago to the ms', new Date('2026-02-20T12:00:00Z'), true],
    ['workOrdersPending', 'created 1 ms before 3 months', new Date('2026-02-20T11:59:59.999Z'), false],
    ['workOrdersPending', 'created now', now, true],
    // escalations: warning at 4 h / 2 h left = due within the next 4 / 2 h and not yet overdue
    ['escalationsDue4h', 'due in 4 h exactly', at(4 * HOUR), true],
    ['escalationsDue4h', 'due in 4 h 1 min', at(4 * HOUR + MIN), false],
    ['escalationsDue4h', 'due in 1 h (the 2 h ones are among them)', at(HOUR), true],
    ['escalationsDue4h', 'due now', now, true],
    ['escalationsDue4h', 'due 1 min ago (overdue)', at(-MIN), false],
    ['escalationsDue2h', 'due in 2 h exactly', at(2 * HOUR), true],
    ['escalationsDue2h', 'due in 2 h 1 min', at(2 * HOUR + MIN), false],
    ['escalationsDue2h', 'due 1 ms ago (overdue)', at(-1), false],
    ['escalationsOverdue', 'due 1 ms ago', at(-1), true],
    ['escalationsOverdue', 'due a month ago', at(-720 * HOUR), true],
    ['escalationsOverdue', 'due now (0 left, not overdue yet)', now, false],
    // COD: due 72 h after placing
    ['codOverdue', 'placed 72 h 1 ms ago', at(-72 * HOUR - 1), true],
    ['codOverdue', 'placed 72 h ago (0 left)', at(-72 * HOUR), false],
    ['codOverdue', 'placed 3 months ago', new Date('2026-02-20T12:00:00Z'), true],
    ['codOverdue', 'placed before the 3 months', new Date('2026-02-20T11:59:59Z'), false],
    ['codDue5h', 'placed 67 h ago (5 h left)', at(-67 * HOUR), true],
    ['codDue5h', 'placed 66 h 59 min ago (5 h 1 min left)', at(-67 * HOUR + MIN), false],
    ['codDue5h', 'placed 72 h ago (0 left)', at(-72 * HOUR), true],
    ['codDue5h', 'placed 72 h 1 ms ago (overdue)', at(-72 * HOUR - 1), false],
    ['codDue9h', 'placed 63 h ago (9 h left)', at(-63 * HOUR), true],
    ['codDue9h', 'placed 62 h 59 min ago', at(-63 * HOUR + MIN), false],
    ['codDue9h', 'placed 70 h ago (2 h left)', at(-70 * HOUR), true],
    ['codAge48to72h', 'placed 48 h ago', at(-48 * HOUR), true],
    ['codAge48to72h', 'placed 47 h 59 min ago', at(-48 * HOUR + MIN), false],
    ['codAge48to72h', 'placed 72 h ago', at(-72 * HOUR), true],
    ['codAge48to72h', 'placed 72 h 1 ms ago (overdue)', at(-72 * HOUR - 1), false],
    // month-to-date closed (UTC viewer here; zones are in monthStartIn's table)
    ['workOrdersClosedThisMonth', 'finished on the 1st, 00:00', new Date('2026-05-01T00:00:00Z'), true],
    [
      'workOrdersClosedThisMonth',
      'finished on the 30th of last month',
      new Date('2026-04-30T23:59:59Z'),
      false,
    ],
    // e-mail: overdue 24 h after arrival, warnings at 4 h / 2 h left, waiting 14 h / 16 h
    ['mailOverdue', 'arrived 24 h 1 ms ago', at(-24 * HOUR - 1), true],
    ['mailOverdue', 'arrived 24 h ago', at(-24 * HOUR), false],
    ['mailDue4h', 'arrived 20 h ago (4 h left)', at(-20 * HOUR), true],
    ['mailDue4h', 'arrived 19 h 59 min ago', at(-20 * HOUR + MIN), false],
    ['mailDue2h', 'arrived 22 h ago (2 h left)', at(-22 * HOUR), true],
    ['mailDue2h', 'arrived 21 h 59 min ago', at(-22 * HOUR + MIN), false],
    ['mailWaiting14h', 'arrived 14 h ago', at(-14 * HOUR), true],
    ['mailWaiting14h', 'arrived 13 h 59 min ago', at(-14 * HOUR + MIN), false],
    ['mailWaiting14h', 'arrived 24 h 1 ms ago (overdue instead)', at(-24 * HOUR - 1), false],
    ['mailWaiting16h', 'arrived 16 h ago', at(-16 * HOUR), true],
    ['mailWaiting16h', 'arrived 15 h ago', at(-15 * HOUR), false],
  ] as const)('%s: %s -> %s', (key, _case, value, counted) => {
    const bounds = monitorBounds(key as MonitorMetricKey, now, 0);
    expect(bounds).not.toBeNull();
    expect(isInBounds(bounds!, value)).toBe(counted);
  });

  it('reads each metric on its own field', () => {
    expect(monitorBounds('workOrdersPending', now, 0)?.field).toBe('createdAt');
    expect(monitorBounds('escalationsDue2h', now, 0)?.field).toBe('dueAt');
    expect(monitorBounds('workOrdersClosedThisMonth', now, 0)?.field).toBe('finishedAt');
    expect(monitorBounds('codOverdue', now, 0)?.field).toBe('createdAt');
    expect(monitorBounds('mailDue2h', now, 0)?.field).toBe('receivedAt');
    expect(monitorBounds('mailReplied24to48h', now, 0)).toBeNull();
  });

  it("counts month-to-date from the viewer's 1st", () => {
    const beijing = monitorBounds('workOrdersClosedThisMonth', now, 480)!;
    expect(isInBounds(beijing, new Date('2026-04-30T16:00:00Z'))).toBe(true);
    expect(isInBounds(beijing, new Date('2026-04-30T15:59:59Z'))).toBe(false);
  });

  it('gives the COD windows as placing times', () => {
    expect(codConfirmationBounds('due9h', now)).toEqual({
      field: 'createdAt',
      from: at(-72 * HOUR),
      to: at(-63 * HOUR),
      toIncluded: true,
    });
  });
});

describe('isReplyDelayInBand: e-mail replies 24 to 48 h and over 48 h', () => {
  const received = new Date('2026-05-01T00:00:00Z');
  it.each([
    ['replied in 23 h 59 min', 24 * HOUR - MIN, MAIL_REPLY_BANDS[0], false],
    ['replied in 24 h', 24 * HOUR, MAIL_REPLY_BANDS[0], true],
    ['replied in 47 h 59 min', 48 * HOUR - MIN, MAIL_REPLY_BANDS[0], true],
    ['replied in 48 h', 48 * HOUR, MAIL_REPLY_BANDS[0], false],
    ['replied in 48 h (over 48 h band)', 48 * HOUR, MAIL_REPLY_BANDS[1], true],
    ['replied in 10 days', 240 * HOUR, MAIL_REPLY_BANDS[1], true],
  ] as const)('%s', (_case, delay, band, expected) => {
    expect(isReplyDelayInBand(received, new Date(received.getTime() + delay), band)).toBe(expected);
  });
});

describe('the addresses the metrics open', () => {
  it('holds the work-order values equal to the work orders’ own', () => {
    expect(MONITOR_ESCALATION_KIND).toBe(ESCALATION);
    expect([...MONITOR_FINISHED_STATUSES]).toEqual([...finalTicketStatuses]);
    expect([...MONITOR_OPEN_STATUSES]).toEqual(
      ticketStatuses.map((t) => t.value).filter((v) => !isTicketFinished(v)),
    );
  });

  it.each([
    [
      'workOrdersPending',
      '/workOrderCenter/work-order-center?handled=any&status=1,2,3,4,5,6,7,8&createdWithin=3',
    ],
    [
      'workOrdersClosedThisMonth',
      '/workOrderCenter/work-order-center?handled=any&status=9,10&finished=month',
    ],
    ['escalationsDue4h', '/workOrderCenter/work-order-center?handled=any&kind=7&dueWithin=4'],
    ['escalationsDue2h', '/workOrderCenter/work-order-center?handled=any&kind=7&dueWithin=2'],
    ['escalationsOverdue', '/workOrderCenter/work-order-center?handled=any&kind=7&overdue=1'],
  ] as const)('%s opens %s', (key, address) => {
    expect(workOrderListAddress('/workOrderCenter/work-order-center', workOrderMetricFilters[key])).toBe(
      address,
    );
  });

  it('turns "finished this month" into the first of the month in the viewer’s zone', () => {
    expect(workOrderSearchOf(workOrderMetricFilters.workOrdersClosedThisMonth, now, 480)).toEqual({
      handled: 'any',
      kind: undefined,
      statuses: [9, 10],
      overdue: undefined,
      dueWithinHours: undefined,
      createdWithinMonths: undefined,
      finishedFrom: new Date('2026-04-30T16:00:00Z'),
    });
  });

  it('writes and reads a work-order list filter', () => {
    const filter: WorkOrderAddressFilter = {
      handled: 'any',
      kind: 7,
      statuses: [1, 2, 8],
      dueWithinHours: 2,
      createdWithinMonths: 3,
      finishedThisMonth: true,
      overdue: true,
    };
    const address = workOrderListAddress('/workOrderCenter/work-order-center', filter);
    expect(address).toBe(
      '/workOrderCenter/work-order-center?handled=any&kind=7&status=1,2,8&overdue=1&dueWithin=2&createdWithin=3&finished=month',
    );
    expect(workOrderAddressFilterOf(new URL(address, 'http://x').searchParams)).toEqual(filter);
  });

  it('ignores what it does not understand', () => {
    expect(
      workOrderAddressFilterOf(
        new URLSearchParams('handled=all&kind=x&status=a,3&dueWithin=-1&finished=year'),
      ),
    ).toEqual({ statuses: [3] });
  });

  it('writes and reads a COD window of the order list', () => {
    expect(codListAddress('due5h')).toBe('/orderCenter/order?codConfirmation=due5h');
    expect(codConfirmationOf(new URLSearchParams('codConfirmation=overdue'))).toBe('overdue');
    expect(codConfirmationOf(new URLSearchParams('codConfirmation=soon'))).toBeUndefined();
  });
});

describe('the metrics catalogue', () => {
  it('names and defines every metric in both languages', () => {
    for (const m of monitorMetrics)
      for (const lang of ['zh', 'en'] as const)
        for (const part of ['name', 'tip'] as const)
          expect(monitorMetricText(m.key, lang, part)).not.toBe('');
    expect(monitorMetricText('escalationsDue2h', 'en', 'name')).toBe('Escalations due within 2 h');
    expect(monitorMetricText('codOverdue', 'zh', 'name')).toBe('货到付款确认超时');
  });

  it.each([
    ['480', 480],
    [undefined, 0],
    ['-720', -720],
  ] as const)('takes the viewer offset %s', (offset, expected) => {
    expect(monitorQuerySchema.parse({ offsetMinutes: offset }).offsetMinutes).toBe(expected);
  });

  it.each(['841', '-721', '1.5', 'x'])('refuses the offset %s as an unknown time zone', (offset) => {
    const result = monitorQuerySchema.safeParse({ offsetMinutes: offset });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('INVALID_TIME_ZONE');
  });
});
