import { and, eq, inArray, isNull } from 'drizzle-orm';
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
    .select({
      id: files.id,
      originalName: files.originalName,
      createdBy: files.createdBy,
      attachedPlatformId: files.attachedPlatformId,
    })
    .from(files)
    .where(inArray(files.id, ids));
}

/**
 * Records the platform of the record these files are attached to, so that users who see that platform may read
 * them. The first record wins: attaching a file again elsewhere does not move it to another platform.
 */
export async function attachFiles(tx: Db | Tx, ids: string[], platformId: number) {
  if (!ids.length) return;
  await tx
    .update(files)
    .set({ attachedPlatformId: platformId })
    .where(and(inArray(files.id, ids), isNull(files.attachedPlatformId)));
}
