import type { MatrixRow } from './access.js';

/** Rows of the entry routes (see ./access.ts for the role sets). */
export const entryMatrix: Record<string, MatrixRow> = {};
