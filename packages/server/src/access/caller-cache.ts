import { lastSeenDue, type SessionTimes, sessionProblem } from '@backdesk/domain';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AuthService } from '../features/auth/auth.service.js';
import type { AuthContext } from '../http/auth-context.js';
import { updateSession } from '../records/auth.repository.js';
import { hashToken } from '../shared/tokens.js';
import type { Invalidation, InvalidationBus } from './invalidation-bus.js';

/** Up to 10,000 access tokens, each kept at most 30 s (a safety net: edits invalidate at once). */
export const CALLER_CACHE: CallerCacheOptions = { max: 10_000, ttlMs: 30_000 };

/** The last-seen time of a session is written at most once a minute (as the uncached resolution does). */
export const LAST_SEEN_EVERY_MS = 60_000;

type Entry = { auth: AuthContext; session: SessionTimes; loadedAt: number; keepUntil: number };
type Resolved = Awaited<ReturnType<AuthService['resolve']>>;

export type CallerCacheOptions = {
  /** Most access tokens held (least recently used go first). */
  max: number;
  /** Safety net: an entry is reloaded after this long whatever happened. 0 turns the cache off. */
  ttlMs: number;
};

/**
 * The resolved callers by access token (its hash), so a call needs no query to know who is calling.
 *
 * Staleness: every invalidation takes the next number of a counter, for its user or for everyone; an entry
 * records the counter as it was BEFORE its caller was read from the database, and counts only while no
 * invalidation of its user (or of everyone) came after that. A resolution racing a committed edit therefore
 * never leaves the old state behind. Writers publish on the bus after their transaction commits.
 */
export function createCallerCache(
  deps: { db: Db; config: Pick<Config, 'sessionIdleMs' | 'sessionAbsoluteMs'>; bus: InvalidationBus },
  options: CallerCacheOptions,
) {
  const limits = { idleMs: deps.config.sessionIdleMs, absoluteMs: deps.config.sessionAbsoluteMs };
  const entries = new LRUCache<string, Entry>({ max: options.max });
  let counter = 0;
  let everyoneAt = 0;
  // One number per user ever invalidated since start: bounded by the users table, never evicted (an
  // evicted number would let a raced, stale entry count again).
  const userAt = new Map<number, number>();

  const fresh = (userId: number, loadedAt: number) =>
    loadedAt >= everyoneAt && loadedAt >= (userAt.get(userId) ?? 0);

  const unsubscribe = deps.bus.subscribe((event: Invalidation) => {
    counter += 1;
    if (event.kind === 'all') {
      everyoneAt = counter;
      entries.clear();
    } else userAt.set(event.userId, counter);
  });

  /** The caller of an access token: from the cache, else from `load` (the database), then kept. */
  async function resolve(accessToken: string, load: (token: string) => Promise<Resolved>): Promise<Resolved> {
    const key = hashToken(accessToken);
    const now = Date.now();
    // while other instances' invalidations cannot arrive, every call asks the database
    const cacheOn = options.ttlMs > 0 && (deps.bus.connected?.() ?? true);
    const hit = cacheOn ? entries.get(key) : undefined;
    if (
      hit &&
      now < hit.keepUntil &&
      fresh(hit.auth.userId, hit.loadedAt) &&
      !sessionProblem(hit.session, now, limits)
    ) {
      if (lastSeenDue(hit.session.lastSeenAt, now, LAST_SEEN_EVERY_MS)) {
        hit.session.lastSeenAt = now; // before the write, so concurrent calls write once
        await updateSession(deps.db, hit.auth.sessionId, { lastSeenAt: new Date(now) });
      }
      return { auth: hit.auth, session: hit.session };
    }
    // Missing, stale, or refused by its cached times: the database decides (and says why it refuses).
    if (hit) entries.delete(key);
    const loadedAt = counter;
    const result = await load(accessToken);
    if (cacheOn && 'auth' in result && fresh(result.auth.userId, loadedAt)) {
      const keepUntil = Date.now() + options.ttlMs;
      entries.set(key, { auth: result.auth, session: { ...result.session }, loadedAt, keepUntil });
    }
    return result;
  }

  return {
    resolve,
    /** The user's cached callers are stale (all its sessions). */
    invalidateUser: (userId: number) => deps.bus.publish({ kind: 'user', userId }),
    /** Every cached caller is stale: a role, permission, team or platform assignment changed. */
    invalidateAll: () => deps.bus.publish({ kind: 'all' }),
    /** How many access tokens are held (tests, diagnostics). */
    size: () => entries.size,
    close: () => {
      unsubscribe();
      entries.clear();
    },
  };
}

export type CallerCache = ReturnType<typeof createCallerCache>;

/** What a writer needs: tell the caches after the commit. */
export type CallerInvalidation = Pick<CallerCache, 'invalidateUser' | 'invalidateAll'>;
