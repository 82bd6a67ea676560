import type { MatrixRow } from './access.js';

/** Rows of the transfer routes (see ./access.ts for the role sets). */
export const transferMatrix: Record<string, MatrixRow> = {};
