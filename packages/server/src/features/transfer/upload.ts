import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { looksLikeXlsx } from '../../shared/xlsx.js';
import type { UploadedFile } from './order-import.service.js';

const uploadError = (error: unknown) =>
  new AppError(
    (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ? 'UPLOAD_TOO_LARGE' : 'UPLOAD_FAILED',
    {},
    [],
    { cause: error },
  );

/**
 * The one .xlsx file of a multipart upload, read into memory up to maxBytes: larger → 'File exceeded upload
 * limit!'; not multipart, no file, or not an .xlsx file → 'Upload fail'.
 */
export async function readXlsxUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new AppError('UPLOAD_FAILED');
  const part = await request
    .file({ limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 } })
    .catch((error: unknown) => {
      throw uploadError(error);
    });
  if (!part) throw new AppError('UPLOAD_FAILED');
  const data = await part.toBuffer().catch((error: unknown) => {
    throw uploadError(error);
  });
  const fileName = path.basename(part.filename || '').slice(0, 200);
  if (!looksLikeXlsx(fileName, data)) throw new AppError('UPLOAD_FAILED');
  return { fileName, data };
}
