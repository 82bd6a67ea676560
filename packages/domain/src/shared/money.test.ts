import { describe, expect, it } from 'vitest';
import { moneyTextSchema } from './money.js';

describe('moneyTextSchema: money typed by a person, as text', () => {
  const schema = moneyTextSchema('ENTRY_AMOUNT_INVALID');
  it.each([
    ['text', '12.5', '12.5'],
    ['text with spaces', ' 12.5000 ', '12.5000'],
    ['a number', 12.5, '12.5'],
    ['zero', 0, '0'],
    ['the largest amount', '99999999999999.9999', '99999999999999.9999'],
  ])('takes %s', (_case, input, expected) => {
    expect(schema.parse(input)).toBe(expected);
  });

  it.each([
    ['a negative amount', '-1'],
    ['five decimals', '1.00001'],
    ['15 digits', '100000000000000'],
    ['an empty text', ''],
    ['a float with a long tail', 0.1 + 0.2],
    ['null', null],
    ['a boolean', true],
  ])('refuses %s with the given error', (_case, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['ENTRY_AMOUNT_INVALID']);
  });

  it('refuses with VALIDATION_FAILED by default', () => {
    expect(moneyTextSchema().safeParse('x').error?.issues[0]?.message).toBe('VALIDATION_FAILED');
  });
});
