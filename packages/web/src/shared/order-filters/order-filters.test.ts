import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toOrderFilters } from './order-filters';

describe('order list filters', () => {
  it('empty choices are left out and the keyword is trimmed', () => {
    expect(
      toOrderFilters({ platformIds: [], statuses: [3, 4], keyword: '  BD123 ', timeType: 'created' }, '0'),
    ).toEqual({
      platformIds: undefined,
      shopIds: undefined,
      paymentMethods: undefined,
      statuses: [3, 4],
      processingCentres: undefined,
      logisticMethods: undefined,
      trackingStatuses: undefined,
      keyword: 'BD123',
    });
  });

  it('the day range becomes the chosen time field, in the chosen zone', () => {
    const filters = toOrderFilters(
      { timeType: 'sign', timeRange: [dayjs('2026-11-01'), dayjs('2026-11-07')] },
      '8',
    );
    expect(filters.signFrom?.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(filters.signTo?.toISOString()).toBe('2026-11-07T15:59:59.999Z');
    expect(filters.createdFrom).toBeUndefined();
  });

  it('a blank keyword is no keyword', () => {
    expect(toOrderFilters({ keyword: '   ', timeType: 'created' }, '0').keyword).toBeUndefined();
  });
});
