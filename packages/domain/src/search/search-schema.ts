import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from '../shell/shell-rules.js';
import { searchDataSources, searchTypes } from './search-input.js';

/**
 * POST /api/search: the text, where to look and the page. Apart from search-input.ts, whose constants the
 * shell's search bar uses without loading zod (issue 10).
 */
export const searchInputSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  orderBy: z.enum(['createdAt desc', 'createdAt asc']).default('createdAt desc'),
  search: z
    .string({ error: 'SEARCH_TEXT_REQUIRED' })
    .trim()
    .min(1, { error: 'SEARCH_TEXT_REQUIRED' })
    .max(SEARCH_MAX_LENGTH, { error: 'SEARCH_TEXT_TOO_LONG' }),
  dataSource: z.enum(searchDataSources, { error: 'VALIDATION_FAILED' }).default('order'),
  searchType: z.enum(searchTypes, { error: 'SEARCH_TYPE_REQUIRED' }),
});
export type SearchInput = z.infer<typeof searchInputSchema>;
