import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { systemDictionary } from '../db/schema/index.js';

/** Public (non-secret) entries by code. */
export async function findPublicValues(db: Tx, codes: string[]) {
  if (!codes.length) return [];
  return db
    .select()
    .from(systemDictionary)
    .where(and(inArray(systemDictionary.code, codes), eq(systemDictionary.secret, 0)));
}

export async function findEntry(db: Tx, code: string) {
  const [row] = await db.select().from(systemDictionary).where(eq(systemDictionary.code, code));
  return row;
}

export async function upsertEntry(
  db: Tx,
  code: string,
  value: unknown,
  description: string | null | undefined,
) {
  await db
    .insert(systemDictionary)
    .values({ code, value, description })
    .onConflictDoUpdate({
      target: systemDictionary.code,
      set: { value, ...(description !== undefined ? { description } : {}), updatedAt: new Date() },
    });
}
