import type { CatalogueEntry } from '../entry.js';

/** Invoices: codes 3300–3349. */
export const invoicesErrors = {} as const satisfies Record<string, CatalogueEntry>;
