import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { translationCache } from '../../db/schema/index.js';

export type CachedTranslation = typeof translationCache.$inferSelect;

/** The cached translation of a key, counted as a hit. */
export async function hitCached(db: Tx, key: string, now: Date): Promise<CachedTranslation | undefined> {
  const [row] = await db
    .update(translationCache)
    .set({ hits: sql`${translationCache.hits} + 1`, lastHitAt: now })
    .where(eq(translationCache.key, key))
    .returning();
  return row;
}

/** Keeps the provider's latest translation of a key. */
export async function saveTranslation(db: Tx, row: typeof translationCache.$inferInsert) {
  const { key, ...rest } = row;
  await db
    .insert(translationCache)
    .values(row)
    .onConflictDoUpdate({ target: translationCache.key, set: { ...rest, hits: 0, lastHitAt: null } });
}
