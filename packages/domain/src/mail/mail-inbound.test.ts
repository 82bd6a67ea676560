import { describe, expect, it } from 'vitest';
import {
  caseStatusAfterInbound,
  type LetterHeaders,
  mailLetterTypeOf,
  normalMessageId,
  orderNumberCandidates,
  reopensCase,
  replyDueAfterInbound,
  threadKeysOf,
} from './mail-inbound.js';

describe('letterType of an incoming mail (issue 14: platform notices, auto-replies and bounces by their headers)', () => {
  const customer = { fromAddress: 'jane@example.com' };
  it.each<[string, LetterHeaders, 1 | 2 | 3]>([
    ['a customer', customer, 1],
    ['Auto-Submitted: auto-replied', { ...customer, autoSubmitted: 'auto-replied' }, 3],
    ['Auto-Submitted: no is a person', { ...customer, autoSubmitted: 'no' }, 1],
    ['X-Autoreply: yes', { ...customer, xAutoreply: 'yes' }, 3],
    ['X-Auto-Response-Suppress: OOF', { ...customer, xAutoResponseSuppress: 'DR, OOF' }, 3],
    ['Precedence: bulk', { ...customer, precedence: 'bulk' }, 3],
    ['the null Return-Path <>', { ...customer, returnPath: '<>' }, 3],
    ['a Return-Path with an address', { ...customer, returnPath: '<jane@example.com>' }, 1],
    ['a delivery report', { ...customer, contentType: 'multipart/report; report-type=delivery-status' }, 3],
    ['MAILER-DAEMON', { fromAddress: 'MAILER-DAEMON@mx.example.com' }, 3],
    ['an out-of-office subject', { ...customer, subject: 'Out of Office: back Monday' }, 3],
    ['an Amazon seller notice', { fromAddress: 'seller-notification@amazon.com' }, 2],
    ['an eBay notice', { fromAddress: 'ebay@ebay.de' }, 2],
    ['AliExpress', { fromAddress: 'notice@service.aliexpress.com' }, 2],
    ['an Amazon buyer relay is the customer', { fromAddress: 'abc123@marketplace.amazon.de' }, 1],
    ['an eBay member relay is the customer', { fromAddress: 'buyer.x@members.ebay.com' }, 1],
    [
      'an auto-reply from a marketplace is an auto-reply',
      { fromAddress: 'no-reply@amazon.com', autoSubmitted: 'auto-generated' },
      3,
    ],
    ['a look-alike domain is a customer', { fromAddress: 'me@notamazon.company.com' }, 1],
  ])('%s → %i', (_name, headers, expected) => {
    expect(mailLetterTypeOf(headers)).toBe(expected);
  });
});

describe('Message-IDs a mail answers (threading by In-Reply-To, then References newest first)', () => {
  it.each<[string, string | null, string[] | string | null, string[]]>([
    ['none', null, null, []],
    ['In-Reply-To only', '<A@x.com>', null, ['a@x.com']],
    [
      'References newest first after In-Reply-To',
      '<c@x>',
      ['<a@x>', '<b@x>', '<c@x>'],
      ['c@x', 'b@x', 'a@x'],
    ],
    ['References as one header text', null, '<a@x> <b@x>', ['b@x', 'a@x']],
    ['a forward without In-Reply-To keeps References', '', ['<root@shop.com>'], ['root@shop.com']],
    ['junk around the id', 'Your message of <m1@x.org> (Tue)', null, ['m1@x.org']],
    ['no @ is no id', '<garbage>', null, []],
  ])('%s', (_name, inReplyTo, refs, expected) => {
    expect(threadKeysOf(inReplyTo, refs)).toEqual(expected);
  });

  it.each([
    ['<Abc@Example.COM>', 'abc@example.com'],
    ['  <x@y>  ', 'x@y'],
    [null, ''],
  ])('normalMessageId(%s) = %s', (value, expected) => {
    expect(normalMessageId(value)).toBe(expected);
  });
});

describe('order and package numbers named in a mail (subject first)', () => {
  it.each<[string, string, string, { subject: string[]; body: string[] }]>([
    ['none', 'Hello', 'Where is my parcel?', { subject: [], body: [] }],
    [
      'order in the subject',
      'Re: order BD2611010000042',
      'thanks',
      { subject: ['BD2611010000042'], body: [] },
    ],
    [
      'package in the body',
      'Help',
      'parcel pk26110100000421 is late',
      { subject: [], body: ['PK26110100000421'] },
    ],
    ['Amazon order id', 'Order 123-1234567-1234567', '', { subject: ['123-1234567-1234567'], body: [] }],
    [
      'eBay order id in the body',
      'Hi',
      'order 12-12345-12345 please',
      { subject: [], body: ['12-12345-12345'] },
    ],
    [
      'subject number not repeated from the body',
      'BD2611010000042',
      'about BD2611010000042',
      { subject: ['BD2611010000042'], body: [] },
    ],
    [
      'fresh text before quoted text',
      'Hi',
      '> old BD2611010000001\nnew BD2611010000002',
      { subject: [], body: ['BD2611010000002', 'BD2611010000001'] },
    ],
    [
      'an order entered by hand',
      'Where is my order ME2611280003001?',
      '',
      { subject: ['ME2611280003001'], body: [] },
    ],
    ['a short BD word is no number', 'BDSM', 'BD12', { subject: [], body: [] }],
    ['a word of ME letters is no number', 'MEMO', 'me 12', { subject: [], body: [] }],
  ])('%s', (_name, subject, body, expected) => {
    expect(orderNumberCandidates(subject, body)).toEqual(expected);
  });
});

describe('a case after a mail: unreplied (reopened), spam stays spam, auto-replies change nothing, the 24 h clock', () => {
  it.each([
    [null, 1, 1],
    [null, 3, 1],
    [1, 1, 1],
    [2, 1, 1],
    [3, 1, 1],
    [4, 1, 1],
    [4, 2, 1],
    [5, 1, 5],
    [2, 3, 2],
    [4, 3, 4],
  ] as const)('status %s, letterType %i → %i', (from, letterType, to) => {
    expect(caseStatusAfterInbound(from, letterType)).toBe(to);
  });
  it.each([
    [3, 1, true],
    [4, 1, true],
    [4, 3, false],
    [1, 1, false],
    [2, 1, false],
    [5, 1, false],
  ] as const)('status %i, letterType %i reopens: %s', (status, letterType, expected) => {
    expect(reopensCase(status, letterType)).toBe(expected);
  });
  const at = new Date('2026-11-28T10:00:00Z');
  it('a first unanswered mail starts the clock at +24 h', () => {
    expect(replyDueAfterInbound({ caseStatus: 2, replyDueAt: null }, at, 1)).toEqual(
      new Date('2026-11-29T10:00:00Z'),
    );
  });
  it('a new case starts the clock', () => {
    expect(replyDueAfterInbound({ caseStatus: null, replyDueAt: null }, at, 2)).toEqual(
      new Date('2026-11-29T10:00:00Z'),
    );
  });
  it('a running clock keeps the oldest unanswered mail', () => {
    const due = new Date('2026-11-29T01:00:00Z');
    expect(replyDueAfterInbound({ caseStatus: 1, replyDueAt: due }, at, 1)).toEqual(due);
  });
  it('an older mail fetched late moves the clock earlier', () => {
    const due = new Date('2026-11-30T01:00:00Z');
    expect(replyDueAfterInbound({ caseStatus: 1, replyDueAt: due }, at, 1)).toEqual(
      new Date('2026-11-29T10:00:00Z'),
    );
  });
  it('spam has no clock', () => {
    expect(replyDueAfterInbound({ caseStatus: 5, replyDueAt: null }, at, 1)).toBeNull();
  });
  it('an auto-reply starts no clock', () => {
    expect(replyDueAfterInbound({ caseStatus: 2, replyDueAt: null }, at, 3)).toBeNull();
  });
});
