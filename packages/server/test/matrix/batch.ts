import type { MatrixRow } from './access.js';

/** Rows of the batch routes (see ./access.ts for the role sets). */
export const batchMatrix: Record<string, MatrixRow> = {};
