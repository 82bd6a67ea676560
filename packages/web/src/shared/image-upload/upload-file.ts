import type { FileUploadVariant, UploadItem } from '@backdesk/domain';
import { http } from '../request';

/** A video of 20 MB can take a while on a slow line. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST /api/files/upload: stores one picture or video (or, in the attachment variant, a document too), answers the
 * upload item { id, name, url }.
 */
export function uploadFile(file: File, variant: FileUploadVariant, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<UploadItem>('/api/files/upload', form, {
    query: { variant },
    timeoutMs: UPLOAD_TIMEOUT_MS,
    signal,
  });
}
