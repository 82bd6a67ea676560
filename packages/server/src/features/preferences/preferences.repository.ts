import { eq } from 'drizzle-orm';
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
