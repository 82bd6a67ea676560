import type { SavedFilter } from '@backdesk/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export async function findPreferences(db: Tx, userId: number) {
  const [row] = await db
    .select({ language: users.language, timeZone: users.timeZone, quickRoutes: users.quickRoutes })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updatePreferences(db: Tx, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** The saved filters of one screen (none when never saved). */
export async function findSavedFilters(db: Tx, userId: number, screen: string): Promise<SavedFilter[]> {
  const [row] = await db
    .select({ filters: sql<SavedFilter[] | null>`${users.savedFilters} -> ${screen}::text` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.filters ?? [];
}

/** Replaces one screen's saved filters and leaves the other screens' as they are; an empty list removes the screen. */
export async function replaceSavedFilters(db: Tx, userId: number, screen: string, filters: SavedFilter[]) {
  const next = filters.length
    ? sql`${users.savedFilters} || jsonb_build_object(${screen}::text, ${JSON.stringify(filters)}::jsonb)`
    : sql`${users.savedFilters} - ${screen}::text`;
  await db.update(users).set({ savedFilters: next, updatedAt: new Date() }).where(eq(users.id, userId));
}
