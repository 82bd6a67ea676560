import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { files } from '../../db/schema/files.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(tx: Tx, row: typeof files.$inferInsert) {
  await tx.insert(files).values(row);
}

export async function findFile(db: Db | Tx, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

/** The stored files among these ids (at most a form's nine). */
export async function findFiles(db: Db | Tx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: files.id, originalName: files.originalName, createdBy: files.createdBy })
    .from(files)
    .where(inArray(files.id, ids));
}
