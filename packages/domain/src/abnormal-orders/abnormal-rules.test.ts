import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  type AbnormalGenerateSetting,
  type AbnormalSchemeFacts,
  abnormalCancelProblem,
  abnormalSchemeProblem,
  abnormalSettingFor,
  defaultAbnormalSettings,
  forcedAbnormalScheme,
  reasonOfEvent,
  settingEventsProblem,
  statusAfterScheme,
  trackingEventOf,
  workOrderStatusOfAbnormal,
} from './abnormal-rules.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const HOUR = 3_600_000;
const text = (
  p: { name: Parameters<typeof errorText>[0]; params?: Record<string, string | number> } | null,
) => (p ? errorText(p.name, 'en', p.params) : null);

describe('abnormal generation: order and parcel events become types by the settings', () => {
  const only = (over: Partial<AbnormalGenerateSetting>[]): AbnormalGenerateSetting[] =>
    defaultAbnormalSettings.map((s) => ({ ...s, ...(over.find((o) => o.type === s.type) ?? {}) }));

  it.each([
    // event, platform, settings, type raised (null: none)
    ['orderCheckError', 1, defaultAbnormalSettings, 1],
    ['trackingException', 1, defaultAbnormalSettings, 2],
    ['trackingExpired', 13, defaultAbnormalSettings, 2],
    ['trackingReturned', 2, defaultAbnormalSettings, 2],
    ['orderContactCustomer', 1, defaultAbnormalSettings, 3],
    ['channelProblem', 1, defaultAbnormalSettings, 4],
    ['unknownEvent', 1, defaultAbnormalSettings, null],
    // a type switched off raises nothing
    ['trackingException', 1, only([{ type: 2, enabled: false }]), null],
    // platforms listed: only those
    ['channelProblem', 2, only([{ type: 4, platformIds: [1, 13] }]), null],
    ['channelProblem', 13, only([{ type: 4, platformIds: [1, 13] }]), 4],
    // an event moved to another type raises that type
    [
      'trackingReturned',
      1,
      only([
        { type: 2, events: ['trackingException'] },
        { type: 4, events: ['channelProblem', 'trackingReturned'] },
      ]),
      4,
    ],
  ] as const)('%s on platform %i → type %s', (event, platformId, settings, type) => {
    expect(abnormalSettingFor(event, platformId, settings)?.type ?? null).toBe(type);
  });

  it.each([
    [5, 'trackingException'],
    [6, 'trackingReturned'],
    [7, 'trackingExpired'],
    [2, null],
    [4, null],
  ] as const)('tracking status %i is the event %s', (status, event) => {
    expect(trackingEventOf(status)).toBe(event);
  });

  it('an event is taken by one type at most', () => {
    expect(text(settingEventsProblem(1, ['channelProblem'], defaultAbnormalSettings))).toBe(
      'The event channelProblem already raises another abnormal work order type',
    );
    expect(settingEventsProblem(4, ['channelProblem'], defaultAbnormalSettings)).toBeNull();
  });

  it.each([
    ['trackingException', null, 4],
    ['trackingReturned', null, 2],
    ['orderCheckError', null, null],
    ['channelProblem', 5, 5],
  ] as const)('the return reason of %s (channel reason %s) is %s', (event, channel, reason) => {
    expect(reasonOfEvent(event, channel)).toBe(reason);
  });
});

describe('processing schemes (spec 3 §4: reissued or stocked orders get none; a passed deadline forces)', () => {
  const facts = (over: Partial<AbnormalSchemeFacts> = {}): AbnormalSchemeFacts => ({
    abnormalStatus: 3,
    ticketStatus: 1,
    processingDeadline: new Date(NOW.getTime() + 24 * HOUR),
    reasonForReturn: 4,
    reissued: false,
    warehoused: false,
    ...over,
  });
  const passed = new Date(NOW.getTime() - HOUR);

  it.each([
    ['before the deadline any scheme', facts(), 1, null],
    ['before the deadline, Resend', facts(), 3, null],
    ['WarehouseReturn before the deadline', facts(), 4, null],
    ['no deadline', facts({ processingDeadline: null }), 2, null],
    [
      'already reissued',
      facts({ reissued: true }),
      3,
      'Orders already reissued or put in stock cannot get a processing scheme',
    ],
    [
      'put in stock',
      facts({ warehoused: true }),
      4,
      'Orders already reissued or put in stock cannot get a processing scheme',
    ],
    [
      'deadline passed, lost parcel: only Resend',
      facts({ processingDeadline: passed }),
      4,
      'The processing deadline has passed: the system-assigned scheme applies',
    ],
    [
      'deadline passed, lost parcel: Resend is the system scheme',
      facts({ processingDeadline: passed }),
      3,
      null,
    ],
    [
      'deadline passed, refused parcel: only WarehouseReturn',
      facts({ processingDeadline: passed, reasonForReturn: 2 }),
      3,
      'The processing deadline has passed: the system-assigned scheme applies',
    ],
    [
      'deadline passed, no reason: WarehouseReturn',
      facts({ processingDeadline: passed, reasonForReturn: null }),
      4,
      null,
    ],
    ['deadline passed but processed: free', facts({ processingDeadline: passed, ticketStatus: 3 }), 1, null],
    ['closed', facts({ abnormalStatus: 6 }), 3, 'The abnormal work order is closed and cannot be changed'],
  ] as const)('%s (scheme %i)', (_label, f, scheme, message) => {
    expect(text(abnormalSchemeProblem(f, scheme, NOW))).toBe(message);
  });

  it('the forced scheme follows the reason once the deadline has passed', () => {
    expect(forcedAbnormalScheme(facts(), NOW)).toBeNull();
    expect(forcedAbnormalScheme(facts({ processingDeadline: passed }), NOW)).toBe(3);
    expect(forcedAbnormalScheme(facts({ processingDeadline: passed, reasonForReturn: 1 }), NOW)).toBe(4);
    // the deadline itself counts as passed, as for channel problem items
    expect(forcedAbnormalScheme(facts({ processingDeadline: NOW }), NOW)).toBe(3);
  });

  it.each([
    [3, { abnormalStatus: 4, ticketStatus: 2 }],
    [1, { abnormalStatus: 3, ticketStatus: 2 }],
    [4, { abnormalStatus: 3, ticketStatus: 2 }],
  ] as const)('scheme %i moves the work order to %o', (scheme, to) => {
    expect(statusAfterScheme(scheme)).toEqual(to);
  });
});

describe('the shared work-order status of an abnormal one', () => {
  it.each([
    [6, 1, 9],
    [6, 3, 9],
    [3, 3, 7],
    [4, 2, 7],
    [5, 1, 8],
    [1, 1, 2],
    [7, 2, 2],
    [2, 1, 3],
    [9, 2, 3],
    [3, 1, 1],
    [8, 2, 1],
  ] as const)('abnormal status %i, ticket %i → %i', (abnormal, ticket, status) => {
    expect(workOrderStatusOfAbnormal(abnormal, ticket)).toBe(status);
  });
});

describe('batchCancelOrder per row', () => {
  it.each([
    [3, 1, null],
    [3, 18, null],
    [3, 11, null],
    [6, 1, 'The abnormal work order is closed and cannot be changed'],
    [3, 4, 'The order has shipped, is merged or is already cancelled: it cannot be cancelled'],
    [3, 13, 'The order has shipped, is merged or is already cancelled: it cannot be cancelled'],
    [
      3,
      12,
      'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
    ],
  ] as const)('work order %i, order status %i', (abnormalStatus, orderStatus, message) => {
    expect(text(abnormalCancelProblem({ abnormalStatus }, { status: orderStatus }))).toBe(message);
  });

  it('a work order about no order is refused', () => {
    expect(text(abnormalCancelProblem({ abnormalStatus: 3 }, null))).toBe(
      'The abnormal work order is not about an order',
    );
  });
});
