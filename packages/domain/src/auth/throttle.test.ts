import { describe, expect, it } from 'vitest';
import {
  backoffWait,
  type SigninPolicy,
  signinWait,
  viewCodeWait,
  waitParams,
  windowWait,
} from './throttle.js';

const MIN = 60_000;
const now = 100 * MIN;
/** n failures, newest first, `gap` ms apart, the newest `age` ms ago. */
const times = (n: number, age = 0, gap = 1000) => Array.from({ length: n }, (_, i) => now - age - i * gap);
const policy: SigninPolicy = {
  windowMs: 15 * MIN,
  maxPerPair: 10,
  maxPerAddress: 50,
  backoffAfter: 10,
  backoffBaseMs: 1000,
  backoffCapMs: 15 * MIN,
};

describe('windowWait: until fewer than max failures are in the window', () => {
  it.each([
    ['under the limit', times(9), 10, 0],
    ['at the limit: the 10th newest leaves first', times(10), 10, 15 * MIN - 9000],
    ['over the limit: still the 10th newest', times(12), 10, 15 * MIN - 9000],
    ['an old 10th newest frees soon', times(10, 14 * MIN, 0), 10, MIN],
    ['none', [], 1, 0],
  ])('%s', (_case, failures, max, expected) => {
    expect(windowWait(failures, max, 15 * MIN, now)).toBe(expected);
  });
});

describe('backoffWait: base × 2^(n − after) after the latest failure, capped', () => {
  it.each([
    [times(9), 0],
    [times(10), 1000],
    [times(11), 2000],
    [times(13), 8000],
    [times(13, 3000), 5000],
    [times(13, 9000), 0],
    [times(30), 15 * MIN],
    [times(500), 15 * MIN],
  ])('%#', (failures, expected) => {
    expect(backoffWait(failures, policy, now)).toBe(expected);
  });
});

describe('signinWait', () => {
  it.each([
    ['fresh', { pair: [], address: [], account: [], knownAddress: false }, 0],
    [
      'the pair is full',
      { pair: times(10), address: times(10), account: times(10), knownAddress: true },
      15 * MIN - 9000,
    ],
    [
      'a guesser elsewhere: the owner from a known address is not slowed',
      { pair: times(2), address: times(2), account: times(40), knownAddress: true },
      0,
    ],
    [
      'a guesser elsewhere: a new address waits the backoff',
      { pair: [], address: [], account: times(12), knownAddress: false },
      4000,
    ],
    [
      'the address is full (many accounts)',
      { pair: times(1), address: times(50), account: times(1), knownAddress: true },
      15 * MIN - 49_000,
    ],
  ])('%s', (_case, failures, expected) => {
    expect(signinWait(failures, policy, now)).toBe(expected);
  });
});

describe('viewCodeWait: 5 wrong codes per user, 20 per address, in 15 minutes', () => {
  it.each([
    [{ user: times(4), address: times(4) }, 0],
    [{ user: times(5), address: times(5) }, 15 * MIN - 4000],
    [{ user: times(1), address: times(20) }, 15 * MIN - 19_000],
    [{ user: times(5, 15 * MIN), address: [] }, 0],
  ])('%#', (failures, expected) => {
    expect(viewCodeWait(failures, now)).toBe(expected);
  });
});

describe('waitParams', () => {
  it.each([
    [1, { minutes: 1, retryAfter: 1 }],
    [61_000, { minutes: 2, retryAfter: 61 }],
    [15 * MIN, { minutes: 15, retryAfter: 900 }],
  ])('%i ms -> %o', (ms, expected) => {
    expect(waitParams(ms)).toEqual(expected);
  });
});
