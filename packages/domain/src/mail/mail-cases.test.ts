import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { Problem } from '../shared/field-problem.js';
import {
  type MailSearchFilters,
  mailCaseActions,
  mailCloseProblem,
  mailPendingProblem,
  mailPendingUntilProblem,
  mailReplyInfoProblem,
  mailReplyProblem,
  mailSearchProblem,
  replyAllRecipients,
  replyDueAtFor,
  replyFigures,
  replyRemainingMs,
  replyRemainingText,
  replySubject,
  statusAfterPending,
} from './mail-cases.js';

const en = (p: Problem | null) => (p ? errorText(p.name, 'en', p.params) : null);
const zh = (p: Problem | null) => (p ? errorText(p.name, 'zh', p.params) : null);
const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();

describe('mail search rules (spec 3 §5 Time ranges)', () => {
  it.each<[string, MailSearchFilters, string | null, string | null]>([
    ['unreplied only, nothing else', { caseStatus: [1] }, null, null],
    ['unreplied, 7 days', { caseStatus: [1], timeFrom: day(1), timeTo: day(8) }, null, null],
    [
      'unreplied, 8 days',
      { caseStatus: [1], timeFrom: day(1), timeTo: day(9) },
      'Mail interval is at most 7 days, or 31 days with a handler or recipient',
      'timeRange',
    ],
    [
      'every status, no extra filter',
      { timeFrom: day(1), timeTo: day(2) },
      'Non-unreplied mail search needs one extra filter',
      'caseStatus',
    ],
    [
      'replied, no extra filter',
      { caseStatus: [2], timeFrom: day(1), timeTo: day(2) },
      'Non-unreplied mail search needs one extra filter',
      'caseStatus',
    ],
    [
      'unreplied and replied, no extra filter',
      { caseStatus: [1, 2], timeFrom: day(1), timeTo: day(2) },
      'Non-unreplied mail search needs one extra filter',
      'caseStatus',
    ],
    [
      'replied with a mailbox, 7 days',
      { caseStatus: [2], mailboxId: 3, timeFrom: day(1), timeTo: day(8) },
      null,
      null,
    ],
    [
      'replied with a mailbox, 10 days',
      { caseStatus: [2], mailboxId: 3, timeFrom: day(1), timeTo: day(11) },
      'Mail interval is at most 7 days, or 31 days with a handler or recipient',
      'timeRange',
    ],
    [
      'with a handler, 31 days',
      { caseStatus: [2], handlerId: 4, timeFrom: day(1), timeTo: day(32) },
      null,
      null,
    ],
    [
      'with a handler, 32 days',
      { caseStatus: [2], handlerId: 4, timeFrom: day(1), timeTo: day(33) },
      'Mail interval is at most 7 days, or 31 days with a handler or recipient',
      'timeRange',
    ],
    [
      'with a recipient, 20 days',
      { recipient: 'support@shop.example', timeFrom: day(1), timeTo: day(21) },
      null,
      null,
    ],
    [
      'an extra filter but no range',
      { caseStatus: [4], vipLevel: 2 },
      'Please choose the time range',
      'timeRange',
    ],
    ['a case number alone', { caseNumber: 'WO2611' }, null, null],
    ['a dashboard window alone (its own filter and range)', { window: 'repliedOver48h' }, null, null],
    [
      'a dashboard window with a range too long',
      { window: 'overdue', timeFrom: day(1), timeTo: day(9) },
      'Mail interval is at most 7 days, or 31 days with a handler or recipient',
      'timeRange',
    ],
    [
      'a range backwards',
      { caseStatus: [1], timeFrom: day(5), timeTo: day(2) },
      'The start time is after the end time',
      'timeRange',
    ],
    ['an order number, 1 day', { orderNo: 'SO-1', timeFrom: day(1), timeTo: day(2) }, null, null],
    [
      'an empty label is no filter',
      { mailLabel: '', timeFrom: day(1), timeTo: day(2) },
      'Non-unreplied mail search needs one extra filter',
      'caseStatus',
    ],
  ])('%s', (_name, filters, message, field) => {
    const problem = mailSearchProblem(filters);
    expect(en(problem)).toBe(message);
    expect(problem?.field ?? null).toBe(field);
    if (problem) expect(zh(problem)).toBeTruthy();
  });
});

describe('the 24-hour reply clock', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it.each<[string | null, number | null, string]>([
    [null, null, ''],
    ['2026-11-28T17:30:00Z', 5.5 * 3_600_000, '5h 30m'],
    ['2026-11-28T09:55:00Z', -(2 * 60 + 5) * 60_000, '-2h 05m'],
    ['2026-11-28T12:00:00Z', 0, '0h 00m'],
  ])('due %s', (due, ms, text) => {
    expect(replyRemainingMs(due, now)).toBe(ms);
    expect(replyRemainingText(replyRemainingMs(due, now))).toBe(text);
  });
  it.each<[number | null, string]>([
    [null, ''],
    [5.5 * 3_600_000, '5 小时 30 分'],
    [-(2 * 60 + 5) * 60_000, '-2 小时 05 分'],
  ])('reads %s ms in Chinese as %s', (ms, text) => {
    expect(replyRemainingText(ms, 'zh')).toBe(text);
  });
  it('is due 24 hours after the customer mail', () => {
    expect(replyDueAtFor(now).toISOString()).toBe('2026-11-29T12:00:00.000Z');
  });
});

describe('what a case allows in each status', () => {
  it.each([
    // status, reply, pending, close (unconfirmed), close (confirmed)
    [1, null, null, "The customer's last mail has no reply yet; confirm to close the case anyway", null],
    [2, null, null, null, null],
    [3, null, 'The mail case is already pending', null, null],
    [
      4,
      'The mail case is already closed',
      'The mail case is already closed',
      'The mail case is already closed',
      'The mail case is already closed',
    ],
    [
      5,
      'The mail case is marked as spam',
      'The mail case is marked as spam',
      'The mail case is marked as spam',
      'The mail case is marked as spam',
    ],
  ] as const)('status %i', (status, reply, pending, close, closeConfirmed) => {
    expect(en(mailReplyProblem(status))).toBe(reply);
    expect(en(mailPendingProblem(status))).toBe(pending);
    expect(en(mailCloseProblem(status, false))).toBe(close);
    expect(en(mailCloseProblem(status, true))).toBe(closeConfirmed);
  });

  it('refuses every action to someone who may not act on the case', () => {
    const actions = mailCaseActions(1, false);
    expect(Object.values(actions).every((p) => p?.name === 'WORK_ORDER_NOT_HANDLER')).toBe(true);
    expect(mailCaseActions(2, true).reply).toBeNull();
    expect(mailCaseActions(2, true).endPending?.name).toBe('MAIL_CASE_NOT_PENDING');
  });

  it.each([
    ['an hour ahead', 1, null],
    ['now', 0, 'The pending time must be in the future and at most 30 days ahead'],
    ['in the past', -5, 'The pending time must be in the future and at most 30 days ahead'],
    ['30 days ahead', 30 * 24, null],
    ['31 days ahead', 31 * 24, 'The pending time must be in the future and at most 30 days ahead'],
  ] as const)('pending until %s', (_n, hours, message) => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(en(mailPendingUntilProblem(new Date(now.getTime() + hours * 3_600_000), now))).toBe(message);
  });

  it.each([
    ['customer wrote last', '2026-11-28T10:00:00Z', '2026-11-27T10:00:00Z', 1],
    ['we answered last', '2026-11-27T10:00:00Z', '2026-11-28T10:00:00Z', 2],
    ['never answered', '2026-11-27T10:00:00Z', null, 1],
    ['nothing at all', null, null, 2],
  ] as const)('after pending: %s', (_n, inbound, outbound, status) => {
    expect(statusAfterPending(inbound ? new Date(inbound) : null, outbound ? new Date(outbound) : null)).toBe(
      status,
    );
  });
});

describe('reply-all recipients', () => {
  it.each([
    ['only the customer', 'Ann <ann@example.com>', [], [], { to: 'ann@example.com', cc: [] }],
    [
      'cc minus our mailboxes and the customer',
      'ann@example.com',
      [
        'Support <SUPPORT@shop.example>',
        'bob@example.com',
        'ANN@example.com',
        'bob@example.com',
        'sales@shop.example',
      ],
      ['support@shop.example', 'Sales <sales@shop.example>'],
      { to: 'ann@example.com', cc: ['bob@example.com'] },
    ],
  ] as const)('%s', (_n, customer, others, ours, expected) => {
    expect(replyAllRecipients(customer, others, ours)).toEqual(expected);
  });

  it.each([
    ['Where is my order?', 'Re: Where is my order?'],
    ['RE: Where is my order?', 'RE: Where is my order?'],
  ])('subject %s', (subject, reply) => expect(replySubject(subject)).toBe(reply));
});

describe('reply statistics (getCsEmailWorkReplyInfor)', () => {
  it.each<[string, string, string, string | null]>([
    ['31 days', day(1), day(32), null],
    ['32 days', day(1), day(33), 'Reply statistics cover at most 31 days'],
    ['one day', day(1), day(2), null],
    ['backwards', day(3), day(2), 'The start time is after the end time'],
  ])('a range of %s', (_name, from, to, message) => {
    const problem = mailReplyInfoProblem(from, to);
    expect(en(problem)).toBe(message);
    if (problem) expect(zh(problem)).toBeTruthy();
  });

  const HOUR = 3_600_000;
  it.each<[string, { caseId: number; delayMs: number | null }[], ReturnType<typeof replyFigures>]>([
    [
      'no replies',
      [],
      {
        replies: 0,
        cases: 0,
        answered: 0,
        averageReplyMs: null,
        within: [12, 16, 18, 24, 48].map((hours) => ({ hours, count: 0 })),
        late: 0,
      },
    ],
    [
      'a quick, a late and an untimed reply on two cases',
      [
        { caseId: 1, delayMs: 2 * HOUR },
        { caseId: 1, delayMs: null },
        { caseId: 2, delayMs: 30 * HOUR },
      ],
      {
        replies: 3,
        cases: 2,
        answered: 2,
        averageReplyMs: 16 * HOUR,
        within: [
          { hours: 12, count: 1 },
          { hours: 16, count: 1 },
          { hours: 18, count: 1 },
          { hours: 24, count: 1 },
          { hours: 48, count: 2 },
        ],
        late: 1,
      },
    ],
    [
      'exactly 24 h is within the clock',
      [{ caseId: 3, delayMs: 24 * HOUR }],
      {
        replies: 1,
        cases: 1,
        answered: 1,
        averageReplyMs: 24 * HOUR,
        within: [
          { hours: 12, count: 0 },
          { hours: 16, count: 0 },
          { hours: 18, count: 0 },
          { hours: 24, count: 1 },
          { hours: 48, count: 1 },
        ],
        late: 0,
      },
    ],
  ])('%s', (_name, replies, figures) => {
    expect(replyFigures(replies)).toEqual(figures);
  });
});
