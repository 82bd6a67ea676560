import { describe, expect, it } from 'vitest';
import { resolveTimeRanges } from './order-filters.js';
import { orderSearchInputSchema } from './order-search-schema.js';

const now = new Date('2026-03-20T12:00:00Z');
const d = (iso: string) => new Date(iso);

describe('resolveTimeRanges (spec 3 §5: each time range at most one month; default last 30 days)', () => {
  it('defaults to the created time of the last 30 days', () => {
    expect(resolveTimeRanges({}, now)).toEqual({
      ranges: [{ range: 'created', from: d('2026-02-18T12:00:00Z'), to: now }],
    });
  });

  it.each([
    ['created', 'createdFrom', 'createdTo'],
    ['import', 'importFrom', 'importTo'],
    ['handover', 'handoverFrom', 'handoverTo'],
    ['consign', 'consignFrom', 'consignTo'],
    ['delivery', 'deliveryFrom', 'deliveryTo'],
    ['sign', 'signFrom', 'signTo'],
  ] as const)(
    '%s: one month passes, one month and a day is QUERY_RANGE_TOO_LONG',
    (range, fromKey, toKey) => {
      const ok = resolveTimeRanges(
        { [fromKey]: d('2026-01-31T00:00:00Z'), [toKey]: d('2026-02-28T00:00:00Z') },
        now,
      );
      expect(ok).toEqual({
        ranges: [{ range, from: d('2026-01-31T00:00:00Z'), to: d('2026-02-28T00:00:00Z') }],
      });
      const tooLong = resolveTimeRanges(
        { [fromKey]: d('2026-01-31T00:00:00Z'), [toKey]: d('2026-03-01T00:00:00Z') },
        now,
      );
      expect(tooLong).toEqual({
        problem: 'QUERY_RANGE_TOO_LONG',
        fields: [{ field: toKey, name: 'QUERY_RANGE_TOO_LONG' }],
      });
    },
  );

  it.each([
    ['only a start', { consignFrom: d('2026-03-01T00:00:00Z') }, 'consignTo'],
    ['only an end', { signTo: d('2026-03-01T00:00:00Z') }, 'signFrom'],
  ])('%s needs the other end', (_case, input, field) => {
    expect(resolveTimeRanges(input, now)).toEqual({
      problem: 'FIELD_REQUIRED',
      fields: [{ field, name: 'FIELD_REQUIRED' }],
    });
  });

  it('refuses an end before the start', () => {
    const r = resolveTimeRanges(
      { createdFrom: d('2026-03-02T00:00:00Z'), createdTo: d('2026-03-01T00:00:00Z') },
      now,
    );
    expect(r).toMatchObject({ problem: 'QUERY_RANGE_TOO_LONG' });
  });

  it('keeps several ranges and adds no default when one is given', () => {
    const r = resolveTimeRanges(
      {
        consignFrom: d('2026-03-01T00:00:00Z'),
        consignTo: d('2026-03-10T00:00:00Z'),
        signFrom: d('2026-03-05T00:00:00Z'),
        signTo: d('2026-03-15T00:00:00Z'),
      },
      now,
    );
    expect('ranges' in r && r.ranges.map((x) => x.range)).toEqual(['consign', 'sign']);
  });
});

describe('orderSearchInputSchema', () => {
  it.each([
    [{}, true],
    [{ pageSize: 20 }, true],
    [{ pageSize: 50 }, true],
    [{ pageSize: 100 }, true],
    [{ pageSize: 10 }, false],
    [{ pageSize: 200 }, false],
    [{ pageIndex: 0 }, false],
    [{ statuses: [0, 11, 15] }, true],
    [{ paymentMethods: ['paypal', 'giftCard'] }, true],
    [{ paymentMethods: ['bitcoin'] }, false],
    [{ keyword: 'x'.repeat(51) }, false],
    [{ createdFrom: '2026-03-01T00:00:00Z', createdTo: '2026-03-10T00:00:00Z' }, true],
    [{ createdFrom: 'yesterday' }, false],
  ])('%j valid: %s', (input, valid) => {
    expect(orderSearchInputSchema.safeParse(input).success).toBe(valid);
  });

  it('defaults to page 1 of 20', () => {
    expect(orderSearchInputSchema.parse({})).toMatchObject({ pageIndex: 1, pageSize: 20 });
  });
});
