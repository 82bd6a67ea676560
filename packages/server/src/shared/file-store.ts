import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/*
 * Bytes the product itself received (a fetched mail, its attachments) written into the file store beside the
 * uploads: DATA_DIR/files/<yyyy>/<mm>/<uuid>. The caller inserts the files row in its own transaction
 * (records/files.repository.ts insertFile) and removes the bytes when that transaction keeps nothing.
 */

/** Bytes written into the file store, not yet recorded. */
export type WrittenFile = { id: string; storedPath: string; sha256: string; size: number };

/** Writes bytes under a new id, atomically (written aside, then renamed). */
export async function writeFileBytes(dataDir: string, bytes: Buffer, now = new Date()): Promise<WrittenFile> {
  const id = randomUUID();
  const relative = path.join(
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    id,
  );
  const target = path.join(dataDir, 'files', relative);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(`${target}.part`, bytes, { flag: 'wx' });
  await fs.rename(`${target}.part`, target);
  return {
    id,
    storedPath: relative.split(path.sep).join('/'),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
  };
}

/** Removes bytes written by `writeFileBytes` that no row came to hold. */
export async function removeFileBytes(dataDir: string, written: readonly WrittenFile[]) {
  await Promise.all(written.map((w) => fs.rm(path.join(dataDir, 'files', w.storedPath), { force: true })));
}
