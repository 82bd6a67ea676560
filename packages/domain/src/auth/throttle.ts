/**
 * Throttling of guessable secrets (sign-in passwords, the view code), from the times of the recent
 * failures (ms since the epoch, newest first, only those inside the window). A wait of 0 lets the
 * attempt through; otherwise the caller answers 429 with the wait.
 */

export type SigninPolicy = {
  windowMs: number;
  /** Failures of one account from one address (the per-account limit applies per pair). */
  maxPerPair: number;
  /** Failures from one address, over all accounts. */
  maxPerAddress: number;
  /** Failures of one account from anywhere after which each new attempt waits, doubling. */
  backoffAfter: number;
  backoffBaseMs: number;
  backoffCapMs: number;
};

/** How long until fewer than `max` of these failures are inside the window. */
export function windowWait(failures: readonly number[], max: number, windowMs: number, now: number): number {
  if (failures.length < max) return 0;
  const freeing = failures[max - 1] ?? now;
  return Math.max(0, freeing + windowMs - now);
}

/**
 * The per-account backoff: after `backoffAfter` failures, base × 2^(n − backoffAfter) after the
 * latest one, at most the cap. It slows a guesser spread over many addresses without locking the
 * account for good.
 */
export function backoffWait(failures: readonly number[], policy: SigninPolicy, now: number): number {
  const latest = failures[0];
  if (latest === undefined || failures.length < policy.backoffAfter) return 0;
  const exponent = Math.min(failures.length - policy.backoffAfter, 40);
  const delay = Math.min(policy.backoffCapMs, policy.backoffBaseMs * 2 ** exponent);
  return Math.max(0, latest + delay - now);
}

/**
 * Sign-in: limited per (account, address) pair and per address; the account-wide backoff does not
 * apply from an address the account has signed in from before, so someone guessing elsewhere does
 * not lock the owner out (OWASP Authentication Cheat Sheet, 'Account lockout').
 */
export function signinWait(
  failures: {
    pair: readonly number[];
    address: readonly number[];
    account: readonly number[];
    knownAddress: boolean;
  },
  policy: SigninPolicy,
  now: number,
): number {
  return Math.max(
    windowWait(failures.pair, policy.maxPerPair, policy.windowMs, now),
    windowWait(failures.address, policy.maxPerAddress, policy.windowMs, now),
    failures.knownAddress ? 0 : backoffWait(failures.account, policy, now),
  );
}

/** The view code that reveals masked data: a few wrong codes per user and per address in the window. */
export const VIEW_CODE_LIMITS = { windowMs: 15 * 60_000, maxPerUser: 5, maxPerAddress: 20 } as const;

export function viewCodeWait(
  failures: { user: readonly number[]; address: readonly number[] },
  now: number,
  limits: { windowMs: number; maxPerUser: number; maxPerAddress: number } = VIEW_CODE_LIMITS,
): number {
  return Math.max(
    windowWait(failures.user, limits.maxPerUser, limits.windowMs, now),
    windowWait(failures.address, limits.maxPerAddress, limits.windowMs, now),
  );
}

/** The wait as the 429 texts say it: whole minutes, at least one; and seconds for Retry-After. */
export const waitParams = (waitMs: number) => ({
  minutes: Math.max(1, Math.ceil(waitMs / 60_000)),
  retryAfter: Math.max(1, Math.ceil(waitMs / 1000)),
});
