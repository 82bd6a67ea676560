import type { CatalogueEntry } from '../entry.js';

/** Order export and import: codes 3200–3299. */
export const transferErrors = {} as const satisfies Record<string, CatalogueEntry>;
