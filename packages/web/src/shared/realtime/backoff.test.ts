import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, reconnectDelay } from './backoff';

describe('reconnectDelay: 1 s doubling to 30 s, with jitter', () => {
  it.each([
    [0, 500, 1_000],
    [1, 1_000, 2_000],
    [2, 2_000, 4_000],
    [4, 8_000, 16_000],
    [5, 15_000, 30_000],
    [6, 15_000, 30_000],
    [50, 15_000, 30_000],
  ])('attempt %i waits between %i and %i ms', (attempt, least, most) => {
    expect(reconnectDelay(attempt, () => 0)).toBe(least);
    expect(reconnectDelay(attempt, () => 1)).toBe(most);
    const any = reconnectDelay(attempt);
    expect(any).toBeGreaterThanOrEqual(least);
    expect(any).toBeLessThanOrEqual(most);
  });

  it('never waits longer than 30 s', () => {
    for (let attempt = 0; attempt < 100; attempt++)
      expect(reconnectDelay(attempt, () => 0.999)).toBeLessThanOrEqual(RECONNECT_MAX_MS);
  });
});
