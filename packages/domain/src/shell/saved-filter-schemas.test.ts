import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { savedFiltersInputSchema, savedFiltersProblem } from './saved-filter-schemas.js';

const named = (...names: string[]) => names.map((name) => ({ name, values: {} }));

describe('savedFiltersProblem: at most 20 per screen, each name once', () => {
  it.each([
    ['none', named(), null],
    ['twenty', named(...Array.from({ length: 20 }, (_, i) => `Filter ${i}`)), null],
    [
      'twenty-one',
      named(...Array.from({ length: 21 }, (_, i) => `Filter ${i}`)),
      'At most 20 saved filters per list',
    ],
    ['the same name twice', named('Late ones', 'Late ones'), 'A saved filter with this name already exists'],
    [
      'names differing only in case and spaces',
      named('Late ones', ' late ONES '),
      'A saved filter with this name already exists',
    ],
  ])('%s', (_case, filters, message) => {
    const problem = savedFiltersProblem(filters);
    expect(problem ? errorText(problem, 'en') : null).toBe(message);
  });
});

describe('savedFiltersInputSchema', () => {
  const messages = (input: unknown) =>
    (savedFiltersInputSchema.safeParse(input).error?.issues ?? []).map((i) => i.message);

  it.each([
    [
      'filters with plain values and lists',
      {
        screen: 'work-order-center',
        filters: [
          { name: 'Complaints', values: { kind: 2, statuses: [1, 2], overdue: true, orderNo: null } },
        ],
      },
      [],
    ],
    [
      'a blank name',
      { screen: 'work-order-center', filters: [{ name: '  ', values: {} }] },
      ['FIELD_REQUIRED'],
    ],
    [
      'a name over 40 characters',
      { screen: 'work-order-center', filters: [{ name: 'x'.repeat(41), values: {} }] },
      ['TEXT_TOO_LONG'],
    ],
    [
      'a duplicate name',
      { screen: 'work-order-center', filters: named('Mine', 'Mine') },
      ['SAVED_FILTER_DUPLICATE_NAME'],
    ],
    [
      'more than 20 fields',
      {
        screen: 'work-order-center',
        filters: [
          { name: 'Wide', values: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, i])) },
        ],
      },
      ['VALIDATION_FAILED'],
    ],
    [
      'a nested object as a value',
      { screen: 'work-order-center', filters: [{ name: 'Deep', values: { a: { b: 1 } } }] },
      ['Invalid input'],
    ],
    ['a screen name that is no route name', { screen: '../etc', filters: [] }, ['VALIDATION_FAILED']],
  ])('%s -> %o', (_case, input, expected) => {
    expect(messages(input)).toEqual(expected);
  });
});
