import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * Waits until `count` sessions of this database wait for a lock (PostgreSQL only: the embedded database runs
 * one statement at a time). Fails after the timeout, so a write that takes no lock shows as a failed test.
 */
export async function lockWaiters(db: Db, count: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n >= count) return;
    if (Date.now() > until) throw new Error(`expected ${count} sessions waiting for a lock, saw ${n}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a request now (an injected request runs once awaited or chained). */
export const started = <T>(request: PromiseLike<T>): Promise<T> => Promise.resolve(request);
