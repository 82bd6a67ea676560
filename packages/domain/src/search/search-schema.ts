import { z } from 'zod';
import { pageInputSchema } from '../shared/paging.js';
import { SEARCH_MAX_LENGTH } from '../shell/shell-rules.js';
import { searchDataSources, searchTypes } from './search-input.js';

/**
 * POST /api/search: the text, where to look and the page. Apart from search-input.ts, whose constants the
 * shell's search bar uses without loading zod (issue 10).
 */
export const searchInputSchema = pageInputSchema({ maxPage: 100, size: { max: 100, default: 10 } }).extend({
  orderBy: z.enum(['createdAt desc', 'createdAt asc']).default('createdAt desc'),
  search: z
    .string({ error: 'SEARCH_TEXT_REQUIRED' })
    .trim()
    .min(1, { error: 'SEARCH_TEXT_REQUIRED' })
    .max(SEARCH_MAX_LENGTH, { error: 'SEARCH_TEXT_TOO_LONG' }),
  dataSource: z.enum(searchDataSources, { error: 'VALIDATION_FAILED' }).default('order'),
  searchType: z.enum(searchTypes, { error: 'SEARCH_TYPE_REQUIRED' }),
  /** Only this one of the customers the text matched: the orders, parcels of a customer row of the results. */
  customerId: z.coerce.number().int().positive().optional(),
});
export type SearchInput = z.infer<typeof searchInputSchema>;
