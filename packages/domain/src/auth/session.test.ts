import { describe, expect, it } from 'vitest';
import { lastSeenDue, type SessionTimes, sessionProblem } from './session.js';

const limits = { idleMs: 1_000, absoluteMs: 10_000 };
const now = 100_000;
const live: SessionTimes = {
  revoked: false,
  createdAt: now - 5_000,
  lastSeenAt: now - 500,
  accessExpiresAt: now + 1,
};

describe('sessionProblem: ended (revoked, idle, too old) before an expired access token', () => {
  it.each<[string, Partial<SessionTimes>, ReturnType<typeof sessionProblem>]>([
    ['live', {}, null],
    ['revoked', { revoked: true }, 'SESSION_ENDED'],
    ['idle exactly the limit', { lastSeenAt: now - 1_000 }, null],
    ['idle past the limit', { lastSeenAt: now - 1_001 }, 'SESSION_ENDED'],
    ['as old as the limit', { createdAt: now - 10_000 }, null],
    ['older than the limit', { createdAt: now - 10_001 }, 'SESSION_ENDED'],
    ['access token expiring now', { accessExpiresAt: now }, null],
    ['access token expired', { accessExpiresAt: now - 1 }, 'TOKEN_EXPIRED'],
    ['revoked and expired', { revoked: true, accessExpiresAt: now - 1 }, 'SESSION_ENDED'],
    ['idle and expired', { lastSeenAt: now - 5_000, accessExpiresAt: now - 1 }, 'SESSION_ENDED'],
  ])('%s', (_, change, expected) => {
    expect(sessionProblem({ ...live, ...change }, now, limits)).toBe(expected);
  });
});

describe('lastSeenDue: at most once per interval', () => {
  it.each([
    [now - 60_001, true],
    [now - 60_000, false],
    [now - 1, false],
    [now, false],
  ])('last seen %d', (lastSeenAt, due) => {
    expect(lastSeenDue(lastSeenAt, now, 60_000)).toBe(due);
  });
});
