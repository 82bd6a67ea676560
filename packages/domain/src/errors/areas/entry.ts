import type { CatalogueEntry } from '../entry.js';

/** Order entry, dashboard indicators, OA order screens: codes 3350–3399. */
export const entryErrors = {} as const satisfies Record<string, CatalogueEntry>;
