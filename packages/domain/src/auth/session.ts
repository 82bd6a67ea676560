/** The times of a signed-in session, in epoch milliseconds. */
export type SessionTimes = {
  revoked: boolean;
  createdAt: number;
  lastSeenAt: number;
  accessExpiresAt: number;
};

export type SessionLimits = { idleMs: number; absoluteMs: number };

/**
 * Why a session's access token is refused at `now`, or null when it is accepted: an ended session (revoked,
 * idle longer than idleMs, or older than absoluteMs) before an expired access token (the client's refresh).
 */
export function sessionProblem(
  s: SessionTimes,
  now: number,
  limits: SessionLimits,
): 'SESSION_ENDED' | 'TOKEN_EXPIRED' | null {
  if (s.revoked || now - s.lastSeenAt > limits.idleMs || now - s.createdAt > limits.absoluteMs)
    return 'SESSION_ENDED';
  if (s.accessExpiresAt < now) return 'TOKEN_EXPIRED';
  return null;
}

/** The last-seen time is written at most once per `everyMs`: is it due at `now`? */
export const lastSeenDue = (lastSeenAt: number, now: number, everyMs: number) => now - lastSeenAt > everyMs;
