import { type MatrixRow, signedIn } from './access.js';

/** Rows of the file store: every signed-in user uploads and reads files. */
export const uploadsMatrix: Record<string, MatrixRow> = {
  // not multipart: allowed callers get 'Upload fail', nothing is stored
  'POST /api/files/upload': { access: signedIn },
  // an unknown file: allowed callers get 404
  'GET /api/files/:id': { access: signedIn, url: '/api/files/00000000-0000-4000-8000-000000000000' },
};
