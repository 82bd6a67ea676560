import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { type FileRecordType, files } from '../db/schema/files.js';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(tx: Tx, row: typeof files.$inferInsert) {
  await tx.insert(files).values(row);
}

export async function findFile(db: Db | Tx, id: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row ?? null;
}

/**
 * The stored files among these ids (at most a form's nine), share-locked: a form saving them and the uploader
 * removing one (delUploadFilePic) go one after the other, so a saved form never holds a removed file.
 */
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
    .where(inArray(files.id, ids))
    .for('share');
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

/**
 * Records the record these files are attached to (who may open it may read them). The first record wins, as for
 * the platform: a file already attached to a record stays that record's.
 */
export async function recordFiles(tx: Db | Tx, ids: string[], record: { type: FileRecordType; id: number }) {
  if (!ids.length) return;
  await tx
    .update(files)
    .set({ recordType: record.type, recordId: record.id })
    .where(and(inArray(files.id, ids), isNull(files.recordType)));
}

/** The file row, locked until the transaction ends (a form attaching it waits). */
export async function lockFile(tx: Tx, id: string): Promise<FileRow | null> {
  const [row] = await tx.select().from(files).where(eq(files.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function deleteFile(tx: Tx, id: string) {
  await tx.delete(files).where(eq(files.id, id));
}
