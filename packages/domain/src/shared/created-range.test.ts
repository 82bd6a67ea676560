import { describe, expect, it } from 'vitest';
import { createdRangeInputSchema } from './created-range.js';

describe('createdRangeInputSchema: the created-time filter of a list call', () => {
  it.each([
    ['nothing', {}, {}],
    ['ISO text', { createdFrom: '2026-11-01T00:00:00Z' }, { createdFrom: new Date('2026-11-01T00:00:00Z') }],
    [
      'both ends',
      { createdFrom: '2026-11-01', createdTo: new Date('2026-11-20T00:00:00Z') },
      { createdFrom: new Date('2026-11-01'), createdTo: new Date('2026-11-20T00:00:00Z') },
    ],
  ])('takes %s', (_name, input, expected) => {
    expect(createdRangeInputSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['a text that is no time', { createdFrom: 'yesterday' }],
    ['an object', { createdTo: {} }],
  ])('refuses %s', (_name, input) => {
    expect(createdRangeInputSchema.safeParse(input).success).toBe(false);
  });
});
