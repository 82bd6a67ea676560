import type { MatrixRow } from './access.js';

/** Rows of the invoices routes (see ./access.ts for the role sets). */
export const invoicesMatrix: Record<string, MatrixRow> = {};
