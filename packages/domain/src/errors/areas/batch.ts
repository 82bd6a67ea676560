import type { CatalogueEntry } from '../entry.js';

/** Batch actions on orders and packages: codes 3100–3199. */
export const batchErrors = {} as const satisfies Record<string, CatalogueEntry>;
