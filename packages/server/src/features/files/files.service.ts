import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ATTACHMENT_MAX_BYTES,
  type AttachmentMime,
  attachmentFileProblem,
  type FileUploadVariant,
  fileUrl,
  isPlatformVisible,
  storedFileName,
  type UploadItem,
  uploadFileProblem,
  uploadKindOf,
  uploadMaxBytes,
  uploadSizeProblem,
} from '@backdesk/domain';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Db } from '../../db/client.js';
import type { FileRecordType } from '../../db/schema/files.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import * as repo from '../../records/files.repository.js';
import { writeAudit } from '../../shared/audit.js';

/**
 * Whether the caller may open a record of one type (its read's permission, platform and record scope); the app
 * wires one per type from the feature that owns the record, so the files feature imports no other service.
 */
export type FileRecordReaders = Partial<
  Record<FileRecordType, (auth: AuthContext, recordId: number) => Promise<boolean>>
>;

/** Bytes read for the type check: what file-type needs for every accepted type. */
const HEAD_BYTES = 4100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An upload as the multipart parser hands it over: the name the browser gave and the byte stream. */
export type IncomingFile = { fileName: string; stream: Readable; truncated: () => boolean };

/** Hashes, counts and keeps the first bytes of a stream on its way to the disk. */
function tap() {
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - headLength));
        headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  return {
    transform,
    result: () => ({ sha256: hash.digest('hex'), size, head: Buffer.concat(head) }),
  };
}

const pictureWidth = (data: Uint8Array): number | null => {
  try {
    return imageSize(data).width ?? null;
  } catch {
    return null;
  }
};

/** The file store: bytes under DATA_DIR/files/<yyyy>/<mm>/<uuid>, one row per file. */
export function createFilesService(db: Db, dataDir: string, readers: FileRecordReaders = {}) {
  const root = path.join(dataDir, 'files');

  /** POST /api/files/upload: checks the real type, size and width, stores the file, answers the upload item. */
  async function store(caller: Caller, file: IncomingFile, variant: FileUploadVariant): Promise<UploadItem> {
    const id = randomUUID();
    const now = new Date();
    const relative = path.join(
      String(now.getUTCFullYear()),
      String(now.getUTCMonth() + 1).padStart(2, '0'),
      id,
    );
    const target = path.join(root, relative);
    const partial = `${target}.part`;
    await fs.mkdir(path.dirname(target), { recursive: true });
    const t = tap();
    try {
      const outcome = await pipeline(
        file.stream,
        t.transform,
        createWriteStream(partial, { flags: 'wx' }),
      ).then(
        () => 'written' as const,
        (error: { code?: string }) => (error.code === 'FST_REQ_FILE_TOO_LARGE' ? 'tooLarge' : 'failed'),
      );
      const { sha256, size, head } = t.result();
      // the parser stops a file at the variant's limit and marks it truncated
      if (file.truncated() || outcome === 'tooLarge') {
        if (variant === 'attachment')
          throw new AppError('UPLOAD_VIDEO_TOO_LARGE', { max: ATTACHMENT_MAX_BYTES / 1024 / 1024 });
        const kind = uploadKindOf((await fileTypeFromBuffer(head))?.mime) ?? 'video';
        const tooLarge = uploadSizeProblem(kind, uploadMaxBytes(kind, variant) + 1, variant)!;
        throw new AppError(tooLarge.name, tooLarge.params);
      }
      if (outcome === 'failed') throw new AppError('UPLOAD_FAILED');
      const detected = size > 0 ? await fileTypeFromBuffer(head) : undefined;
      const kind = uploadKindOf(detected?.mime);
      // a picture is at most 5 MB, so it is read whole for its width (a JPEG's size may sit after its metadata)
      // (an attachment picture is at most 10 MB)
      const width =
        kind === 'image' &&
        size <= (variant === 'attachment' ? ATTACHMENT_MAX_BYTES : uploadMaxBytes('image', variant))
          ? pictureWidth(await fs.readFile(partial))
          : null;
      const problem =
        variant === 'attachment'
          ? attachmentFileProblem({ detectedMime: detected?.mime ?? null, size })
          : uploadFileProblem({ detectedMime: detected?.mime ?? null, size, width, variant });
      if (problem) throw new AppError(problem.name, problem.params);
      const mime = detected!.mime as AttachmentMime;
      const name = storedFileName(file.fileName, mime);
      await fs.rename(partial, target);
      try {
        await db.transaction(async (tx) => {
          await repo.insertFile(tx, {
            id,
            originalName: name,
            mimeType: mime,
            size,
            sha256,
            storedPath: relative.split(path.sep).join('/'),
            width,
            createdBy: caller.auth.userId,
          });
          await writeAudit(tx, {
            ...auditedBy(caller),
            action: 'file.upload',
            recordType: 'file',
            recordId: id,
            after: { name, mimeType: mime, size, sha256, width },
          });
        });
      } catch (error) {
        await fs.rm(target, { force: true });
        throw error;
      }
      return { id, name, url: fileUrl(id) };
    } finally {
      await fs.rm(partial, { force: true });
    }
  }

  /**
   * May someone other than the uploader read the file? When it records its record (type and id), whoever may open
   * that record (review L5: not merely who sees its platform); a file attached before records were kept (no type)
   * keeps the platform rule; a file attached to nothing is its uploader's alone.
   */
  async function readableBy(auth: AuthContext, row: repo.FileRow) {
    const reader = row.recordType ? readers[row.recordType] : undefined;
    if (reader && row.recordId !== null) return reader(auth, row.recordId);
    return row.attachedPlatformId !== null && isPlatformVisible(auth.platformIds, row.attachedPlatformId);
  }

  /**
   * GET /api/files/:id: the stored file's type, name, size and bytes. The uploader may always read it; others only
   * when they may open the record it is attached to (`readableBy`). Any other file answers 'does not exist'.
   */
  async function open(auth: AuthContext, id: string) {
    if (!UUID.test(id)) throw new AppError('UPLOAD_FILE_NOT_FOUND');
    const row = await repo.findFile(db, id.toLowerCase());
    if (!row) throw new AppError('UPLOAD_FILE_NOT_FOUND');
    if (row.createdBy !== auth.userId && !(await readableBy(auth, row)))
      throw new AppError('UPLOAD_FILE_NOT_FOUND');
    const full = path.join(root, row.storedPath);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat?.isFile()) throw new AppError('UPLOAD_FILE_NOT_FOUND');
    return { row, size: stat.size, stream: createReadStream(full) };
  }

  /**
   * GET /api/csRefund/delUploadFilePic: the uploader takes back a picture or video no saved form holds yet (the
   * upload block's remove). One attached to a saved record stays (409/4071); another user's or an unknown file
   * does not exist (404/3405). The row goes in a transaction with the audit, the bytes after it.
   */
  async function remove(caller: Caller, id: string) {
    if (!UUID.test(id)) throw new AppError('UPLOAD_FILE_NOT_FOUND');
    const removed = await db.transaction(async (tx) => {
      const row = await repo.lockFile(tx, id.toLowerCase());
      if (!row || row.createdBy !== caller.auth.userId) throw new AppError('UPLOAD_FILE_NOT_FOUND');
      if (row.attachedPlatformId !== null) throw new AppError('UPLOAD_FILE_ATTACHED');
      await repo.deleteFile(tx, row.id);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'file.delete',
        recordType: 'file',
        recordId: row.id,
        before: { name: row.originalName, mimeType: row.mimeType, size: row.size, sha256: row.sha256 },
      });
      return row;
    });
    await fs.rm(path.join(root, removed.storedPath), { force: true });
    return { id: removed.id };
  }

  return { store, open, remove };
}

export type FilesService = ReturnType<typeof createFilesService>;
