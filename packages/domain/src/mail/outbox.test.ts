import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue.js';
import {
  afterFailedAttempt,
  MAIL_MAX_ATTEMPTS,
  mailRouteOf,
  type OutboundMailStatus,
  outboundMailInFlight,
  resendProblem,
} from './outbox.js';

const at = new Date('2026-01-01T00:00:00Z');
const plus = (minutes: number) => new Date(at.getTime() + minutes * 60_000);

describe('afterFailedAttempt: 1 min, 5 min, 30 min, 2 h, then failed for good', () => {
  it.each([
    [1, { status: 'pending', nextAttemptAt: plus(1) }],
    [2, { status: 'pending', nextAttemptAt: plus(5) }],
    [3, { status: 'pending', nextAttemptAt: plus(30) }],
    [4, { status: 'pending', nextAttemptAt: plus(120) }],
    [5, { status: 'failed', nextAttemptAt: null }],
    [9, { status: 'failed', nextAttemptAt: null }],
  ])('after attempt %i', (attempts, expected) => {
    expect(afterFailedAttempt(attempts, at)).toEqual(expected);
  });
  it('allows five attempts', () => expect(MAIL_MAX_ATTEMPTS).toBe(5));
});

describe('outboundMailInFlight: only a mail a delivery job will take up again can still change', () => {
  it.each<[OutboundMailStatus, boolean]>([
    ['pending', true],
    ['sending', true],
    ['sent', false],
    ['failed', false],
    ['not_sent', false],
    ['captured', false],
  ])('%s → %s', (status, inFlight) => expect(outboundMailInFlight(status)).toBe(inFlight));
});

describe('mailRouteOf', () => {
  const box = { smtpHost: 'smtp.shop.test', enabled: true };
  it.each([
    [{ mailbox: box, smtpUrl: undefined, demo: false }, 'mailbox'],
    [{ mailbox: box, smtpUrl: 'smtp://x', demo: true }, 'capture'],
    [{ mailbox: null, smtpUrl: 'smtp://x', demo: true }, 'capture'],
    [{ mailbox: { ...box, smtpHost: ' ' }, smtpUrl: 'smtp://x', demo: false }, 'none'],
    [{ mailbox: { ...box, enabled: false }, smtpUrl: undefined, demo: true }, 'capture'],
    [{ mailbox: null, smtpUrl: 'smtp://x', demo: false }, 'smtpUrl'],
    [{ mailbox: null, smtpUrl: undefined, demo: false }, 'none'],
    [{ mailbox: null, smtpUrl: undefined, demo: true }, 'capture'],
    // DEMO_SEND_MAIL=1: a mailbox a person configured sends; the demo's made-up ones never do
    [{ mailbox: box, smtpUrl: undefined, demo: true, demoSends: true }, 'mailbox'],
    [{ mailbox: { ...box, demo: true }, smtpUrl: undefined, demo: true, demoSends: true }, 'capture'],
    [{ mailbox: { ...box, demo: true }, smtpUrl: 'smtp://x', demo: false }, 'capture'],
    [{ mailbox: { ...box, enabled: false }, smtpUrl: undefined, demo: true, demoSends: true }, 'none'],
    [{ mailbox: null, smtpUrl: 'smtp://x', demo: true, demoSends: true }, 'smtpUrl'],
    [{ mailbox: null, smtpUrl: undefined, demo: true, demoSends: true }, 'capture'],
  ] as const)('%j → %s', (input, route) => {
    expect(mailRouteOf(input)).toBe(route);
  });
});

describe('resendProblem', () => {
  it('lets a person resend a mail whose sender died mid-send (lease expired)', () => {
    expect(resendProblem('sending', 'mailbox', true)).toBeNull();
    expect(resendProblem('sent', 'mailbox', true)?.name).toBe('MAIL_OUTBOX_ALREADY_SENT');
  });
  it.each([
    [
      'sent',
      'mailbox',
      'MAIL_OUTBOX_ALREADY_SENT',
      'The mail server has accepted this mail already; it cannot be sent again',
    ],
    ['sending', 'mailbox', 'MAIL_OUTBOX_SENDING', 'This mail is being sent right now'],
    ['not_sent', 'none', 'MAIL_OUTBOX_NO_SERVER', 'Not sent: no mail server is configured for this mail'],
    ['captured', 'capture', 'MAIL_OUTBOX_NO_SERVER', 'Not sent: no mail server is configured for this mail'],
    ['not_sent', 'smtpUrl', null, null],
    ['captured', 'mailbox', null, null],
    ['failed', 'mailbox', null, null],
    ['failed', 'none', null, null],
    ['pending', 'mailbox', null, null],
  ] as const)('%s over %s → %s', (status, route, name, en) => {
    const problem = resendProblem(status, route);
    expect(problem?.name ?? null).toBe(name);
    if (name) expect(errorCatalogue[name].en).toBe(en);
  });
});
