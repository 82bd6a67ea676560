import { fileUrl, type UploadItem, uploadClaimProblem } from '@backdesk/domain';
import type { Db, Tx } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import * as repo from './files.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The upload items a form sends, checked against the store: each id must be a stored file; answers them with the
 * store's name and url (a client cannot rename or repoint a file). Throws 3405 on the first unknown id. With the
 * platform of the record they are attached to, records it on the files (who else may read them, `open`).
 */
export async function checkUploadItems(
  db: Db | Tx,
  items: { id: string }[],
  field: (index: number) => string,
  userId: number,
  attachedTo?: { platformId: number },
): Promise<UploadItem[]> {
  const ids = items.map((i) => i.id.toLowerCase());
  const found = new Map(
    (
      await repo.findFiles(
        db,
        ids.filter((id) => UUID.test(id)),
      )
    ).map((f) => [f.id, f]),
  );
  // an upload not attached yet is its uploader's alone (domain uploadClaimProblem)
  const missing = ids.findIndex((id) => {
    const file = found.get(id);
    return !file || uploadClaimProblem(file, userId) !== null;
  });
  if (missing >= 0)
    throw new AppError('UPLOAD_FILE_NOT_FOUND', {}, [
      { field: field(missing), name: 'UPLOAD_FILE_NOT_FOUND' },
    ]);
  if (attachedTo) await repo.attachFiles(db, ids, attachedTo.platformId);
  return ids.map((id) => ({ id, name: found.get(id)!.originalName, url: fileUrl(id) }));
}
