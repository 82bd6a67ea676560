import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { isWithinMonths } from './indicator-range.js';
import {
  composeIndicators,
  noRedeliveries,
  noRefunds,
  percentage,
  resolveIndicatorRange,
} from './indicators.js';

describe('percentage (spec 1 §9: percentages shown with up to 4 decimals)', () => {
  it.each([
    ['none of many', 0, 120, '0'],
    ['all', 7, 7, '100'],
    ['a half', 1, 2, '50'],
    ['an eighth', 1, 8, '12.5'],
    ['a third, cut at 4 places', 1, 3, '33.3333'],
    ['two thirds, rounded half-up', 2, 3, '66.6667'],
    ['half-up at the 5th place', 1, 160_000, '0.0006'],
    ['below the 4th place rounds to 0', 1, 3_000_000, '0'],
    ['decimal money parts', '12.5000', '100.0000', '12.5'],
    ['nothing to divide by', 0, 0, null],
    ['a part of nothing', 3, 0, null],
  ] as const)('%s: %s / %s -> %s', (_case, part, whole, expected) => {
    expect(percentage(part, whole)).toBe(expected);
  });
});

describe('isWithinMonths: at most N calendar months', () => {
  const d = (iso: string) => new Date(iso);
  it.each([
    ['3 months exactly', d('2026-01-15T00:00:00Z'), d('2026-04-15T00:00:00Z'), true],
    ['3 months + 1 ms', d('2026-01-15T00:00:00Z'), d('2026-04-15T00:00:00.001Z'), false],
    ['Nov 30 -> Feb 28', d('2025-11-30T00:00:00Z'), d('2026-02-28T00:00:00Z'), true],
    ['Nov 30 -> Mar 1', d('2025-11-30T00:00:00Z'), d('2026-03-01T00:00:00Z'), false],
    ['90 days', d('2026-01-01T00:00:00Z'), d('2026-04-01T00:00:00Z'), true],
    ['end before start', d('2026-01-02T00:00:00Z'), d('2026-01-01T00:00:00Z'), false],
  ] as const)('%s', (_case, from, to, expected) => {
    expect(isWithinMonths(from, to, 3)).toBe(expected);
  });
});

describe('resolveIndicatorRange: default last 30 days, both ends, at most three months', () => {
  const now = new Date('2026-05-20T12:00:00Z');
  it('defaults to the last 30 days', () => {
    expect(resolveIndicatorRange({}, now)).toEqual({ from: new Date('2026-04-20T12:00:00Z'), to: now });
  });

  it.each([
    [{ to: now }, 'FIELD_REQUIRED', 'from'],
    [{ from: now }, 'FIELD_REQUIRED', 'to'],
    [{ from: now, to: new Date('2026-05-19T00:00:00Z') }, 'RANGE_END_BEFORE_START', 'to'],
    [{ from: new Date('2026-01-01T00:00:00Z'), to: now }, 'INDICATOR_RANGE_TOO_LONG', 'to'],
  ] as const)('%j -> %s on %s', (query, problem, field) => {
    expect(resolveIndicatorRange(query, now)).toEqual({ problem, field });
  });

  it('keeps a range of the last three months', () => {
    const from = new Date('2026-02-20T12:00:00Z');
    expect(resolveIndicatorRange({ from, to: now }, now)).toEqual({ from, to: now });
  });

  it('says why in both languages', () => {
    expect(errorText('INDICATOR_RANGE_TOO_LONG', 'en')).toBe('The indicators may cover at most three months');
    expect(errorText('INDICATOR_RANGE_TOO_LONG', 'zh')).toBe('指标时间范围最多三个月');
  });
});

describe('composeIndicators: revenue per currency, percentages of the orders in the range', () => {
  const range = { from: new Date('2026-05-01T00:00:00Z'), to: new Date('2026-05-31T00:00:00Z') };
  it('sums counts over currencies and keeps revenue apart per currency', () => {
    const result = composeIndicators(
      range,
      [
        { currency: 'USD', orderCount: 2, cancelledCount: 1, revenue: '10.5' },
        { currency: 'EUR', orderCount: 1, cancelledCount: 0, revenue: '7' },
        { currency: 'JPY', orderCount: 1, cancelledCount: 1, revenue: '0' },
      ],
      noRefunds,
      noRedeliveries,
    );
    expect(result).toMatchObject({
      orderCount: 4,
      cancelledCount: 2,
      cancelPercent: '50',
      revenue: [
        { currency: 'EUR', amount: '7.0000' },
        { currency: 'USD', amount: '10.5000' },
      ],
      refund: { count: 0, percent: '0', amount: [] },
      redelivery: { count: 0, percent: '0' },
    });
  });

  it('has no percentage without orders', () => {
    expect(composeIndicators(range, [], noRefunds, noRedeliveries)).toMatchObject({
      orderCount: 0,
      cancelPercent: null,
      revenue: [],
      refund: { count: 0, percent: null, amount: [] },
      redelivery: { count: 0, percent: null },
    });
  });

  it('takes the refunds and re-deliveries of those orders', () => {
    const result = composeIndicators(
      range,
      [{ currency: 'USD', orderCount: 3, cancelledCount: 0, revenue: '30' }],
      { refundedOrderCount: 1, amount: [{ currency: 'USD', amount: '5.0000' }] },
      { redeliveredOrderCount: 2 },
    );
    expect(result.refund).toEqual({
      count: 1,
      percent: '33.3333',
      amount: [{ currency: 'USD', amount: '5.0000' }],
    });
    expect(result.redelivery).toEqual({ count: 2, percent: '66.6667' });
  });
});
