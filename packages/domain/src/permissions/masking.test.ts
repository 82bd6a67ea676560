import { describe, expect, it } from 'vitest';
import { maskValue } from './masking.js';

describe('maskValue (spec 1 §5: e-mails show the first and last character of the local part; other values mask their last 5 characters)', () => {
  it.each([
    ['john.doe@example.com', 'j******e@example.com'],
    ['ab@example.com', 'a*@example.com'],
    ['a@example.com', '*@example.com'],
    ['13800138000', '138001*****'],
    ['+1 415 555 0134', '+1 415 555*****'],
    ['12345', '*****'],
    ['123', '***'],
    ['', ''],
    [null, ''],
  ])('%s -> %s', (input, expected) => {
    expect(maskValue(input)).toBe(expected);
  });
});
