import { describe, expect, it } from 'vitest';
import { aiCallCost } from './ai-cost.js';

describe('aiCallCost: per million tokens in and out', () => {
  it.each([
    ['no prices configured', { inputTokens: 1000, outputTokens: 10 }, null, null],
    [
      '1000 in, 500 out at 0.15 / 0.60',
      { inputTokens: 1000, outputTokens: 500 },
      { perMillionIn: '0.15', perMillionOut: '0.60' },
      '0.000450',
    ],
    [
      'a million each at 2.5 / 10',
      { inputTokens: 1_000_000, outputTokens: 1_000_000 },
      { perMillionIn: '2.5', perMillionOut: '10' },
      '12.500000',
    ],
    [
      'rounded half up at 6 places',
      { inputTokens: 5, outputTokens: 0 },
      { perMillionIn: '0.1', perMillionOut: '0' },
      '0.000001',
    ],
    ['no tokens', { inputTokens: 0, outputTokens: 0 }, { perMillionIn: '1', perMillionOut: '1' }, '0.000000'],
  ])('%s', (_name, tokens, prices, expected) => {
    expect(aiCallCost(tokens, prices)).toBe(expected);
  });
});
