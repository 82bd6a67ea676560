import { describe, expect, it } from 'vitest';
import { cappedPage, LIST_TOTAL_CAP, pageInputSchema } from './paging.js';

const table = pageInputSchema();
const refills = pageInputSchema({ maxPage: 500 });
const search = pageInputSchema({ maxPage: 100, size: { max: 100, default: 10 } });
const org = pageInputSchema({ maxPage: null, size: { max: 100, default: 20 } });

describe('pageInputSchema: the page of a list call, each list with its own cap and sizes', () => {
  it.each([
    ['the table list, nothing given', table, {}, { pageIndex: 1, pageSize: 20 }],
    ['the table list, query text', table, { pageIndex: '3', pageSize: '50' }, { pageIndex: 3, pageSize: 50 }],
    [
      'the table list, its last page',
      table,
      { pageIndex: 10_000, pageSize: 100 },
      { pageIndex: 10_000, pageSize: 100 },
    ],
    ['a cap of 500, at it', refills, { pageIndex: 500 }, { pageIndex: 500, pageSize: 20 }],
    ['sizes 1 to 100, default 10', search, { pageSize: 7 }, { pageIndex: 1, pageSize: 7 }],
    ['sizes 1 to 100, nothing given', search, {}, { pageIndex: 1, pageSize: 10 }],
    ['no last page', org, { pageIndex: 1_000_000 }, { pageIndex: 1_000_000, pageSize: 20 }],
  ])('%s', (_case, schema, input, expected) => {
    expect(schema.parse(input)).toEqual(expected);
  });

  it.each([
    ['a table size not offered', table, { pageSize: 30 }, 'VALIDATION_FAILED'],
    ['a fractional table size', table, { pageSize: 20.5 }, undefined],
    ['page 0', table, { pageIndex: 0 }, undefined],
    ['past the last page', table, { pageIndex: 10_001 }, undefined],
    ['past a cap of 500', refills, { pageIndex: 501 }, undefined],
    ['past a cap of 100', search, { pageIndex: 101 }, undefined],
    ['a size over the maximum', search, { pageSize: 101 }, undefined],
    ['a size of 0', org, { pageSize: 0 }, undefined],
    ['a fractional page', org, { pageIndex: 1.5 }, undefined],
    ['a size that is no number', org, { pageSize: 'all' }, undefined],
  ] as const)('refuses %s', (_case, schema, input, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe('cappedPage: a total counted up to the cap', () => {
  const page = { pageIndex: 2, pageSize: 20 };
  it.each([
    ['an empty list', 0, { total: 0, totalCapped: false }],
    ['a count below the cap', 35, { total: 35, totalCapped: false }],
    ['a count at the cap', LIST_TOTAL_CAP, { total: 10_000, totalCapped: false }],
    ['one row more than the cap', LIST_TOTAL_CAP + 1, { total: 10_000, totalCapped: true }],
  ])('%s', (_case, counted, expected) => {
    expect(cappedPage(['a'], counted, { ...page, keyword: 'x' } as typeof page)).toEqual({
      list: ['a'],
      ...expected,
      pageIndex: 2,
      pageSize: 20,
    });
  });
});
