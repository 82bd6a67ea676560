import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { type QuickRoute, quickRouteSchema, quickRoutesSchema } from './quick-route-schemas.js';
import {
  isSearchTooLong,
  MAX_QUICK_ROUTES,
  networkQuality,
  quickRoutesProblem,
  SEARCH_MAX_LENGTH,
  selectionProblem,
} from './shell-rules.js';

const routes = (n: number): QuickRoute[] =>
  Array.from({ length: n }, (_, i) => ({ path: `/p${i}`, title: `Title ${i}` }));

describe('quickRoutesProblem (spec 1 §5: at most 10 entries, no duplicate titles)', () => {
  it.each([
    ['no entries', routes(0), null],
    ['10 entries', routes(10), null],
    ['11 entries', routes(11), 'QUICK_ROUTES_TOO_MANY'],
    [
      'duplicate titles',
      [
        { path: '/a', title: 'Orders' },
        { path: '/b', title: 'Orders' },
      ],
      'QUICK_ROUTE_DUPLICATE_TITLE',
    ],
    [
      'same path, different titles',
      [
        { path: '/a', title: 'Orders' },
        { path: '/a', title: 'Orders 2' },
      ],
      null,
    ],
    [
      '11 entries with duplicates reports the count first',
      [...routes(10), { path: '/x', title: 'Title 0' }],
      'QUICK_ROUTES_TOO_MANY',
    ],
  ] as const)('%s -> %s', (_case, list, expected) => {
    expect(quickRoutesProblem(list)).toBe(expected);
  });

  it('the limit is 10 (spec 1 §9)', () => {
    expect(MAX_QUICK_ROUTES).toBe(10);
  });
});

describe('quickRoutesSchema', () => {
  const messages = (input: unknown) =>
    (quickRoutesSchema.safeParse(input).error?.issues ?? []).map((i) => i.message);

  it.each([
    ['10 entries', routes(10), []],
    ['11 entries', routes(11), ['QUICK_ROUTES_TOO_MANY']],
    [
      'duplicate titles after trimming',
      [
        { path: '/a', title: 'Orders' },
        { path: '/b', title: ' Orders ' },
      ],
      ['QUICK_ROUTE_DUPLICATE_TITLE'],
    ],
    ['blank title', [{ path: '/a', title: '  ' }], ['FIELD_REQUIRED']],
    ['title over 50 characters', [{ path: '/a', title: 'x'.repeat(51) }], ['TEXT_TOO_LONG']],
  ])('%s -> %o', (_case, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });

  it('trims paths and titles', () => {
    expect(quickRouteSchema.parse({ path: ' /dashboard ', title: ' Home ' })).toEqual({
      path: '/dashboard',
      title: 'Home',
    });
  });
});

describe('networkQuality (spec 1 §4: under 1000 ms good, under 3000 ms average, otherwise poor)', () => {
  it.each([
    [0, 'good'],
    [999, 'good'],
    [1000, 'average'],
    [2999, 'average'],
    [3000, 'poor'],
    [60_000, 'poor'],
  ] as const)('%i ms -> %s', (ms, expected) => {
    expect(networkQuality(ms)).toBe(expected);
  });
});

describe("selectionProblem (spec 1 §5: 'Please select the data'; 'At most {count} pieces of data can be operated')", () => {
  it.each([
    [0, 20, { name: 'SELECT_DATA' }],
    [-1, 20, { name: 'SELECT_DATA' }],
    [1, 20, null],
    [20, 20, null],
    [21, 20, { name: 'TOO_MANY_ROWS', params: { count: 20 } }],
    [500, 100, { name: 'TOO_MANY_ROWS', params: { count: 100 } }],
  ] as const)('%i selected of at most %i -> %o', (count, max, expected) => {
    expect(selectionProblem(count, max)).toEqual(expected);
  });

  it.each([
    [0, 'en', 'Please select the data'],
    [21, 'en', 'At most 20 pieces of data can be operated'],
    [21, 'zh', '最多只能操作 20 条数据'],
  ] as const)('%i selected of at most 20 reads %s: %s', (count, lang, text) => {
    const problem = selectionProblem(count, 20);
    expect(problem).not.toBeNull();
    expect(errorText(problem!.name, lang, problem!.params)).toBe(text);
  });
});

describe('isSearchTooLong (spec 1 §5: input trimmed, at most 50 characters)', () => {
  it.each([
    ['', false],
    ['x'.repeat(50), false],
    ['x'.repeat(51), true],
    [`   ${'x'.repeat(50)}   `, false],
    [` ${'x'.repeat(51)} `, true],
  ])('%j -> %s', (text, expected) => {
    expect(isSearchTooLong(text)).toBe(expected);
  });

  it('the limit is 50 (spec 1 §9)', () => {
    expect(SEARCH_MAX_LENGTH).toBe(50);
  });
});
