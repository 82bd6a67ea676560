import { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.js';

/*
 * Saved filters (issue 12): a person keeps the filters of a list under a name of their own and applies them later,
 * on any browser; they are stored with their other preferences, per screen.
 */

/** At most this many saved filters per screen. */
export const MAX_SAVED_FILTERS = 20;
/** At most this many fields in one saved filter. */
export const MAX_SAVED_FILTER_FIELDS = 20;
export const SAVED_FILTER_NAME_MAX = 40;

const scalar = z.union([z.string().max(200, { error: 'TEXT_TOO_LONG' }), z.number(), z.boolean(), z.null()]);

/** One saved filter: its name and the list's filter fields (plain values or short lists of them). */
export const savedFilterSchema = z.object({
  name: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(SAVED_FILTER_NAME_MAX, { error: 'TEXT_TOO_LONG' }),
  values: z
    .record(
      z.string().max(40),
      z.union([scalar, z.array(z.union([z.string().max(200), z.number()])).max(50)]),
    )
    .refine((v) => Object.keys(v).length <= MAX_SAVED_FILTER_FIELDS, { error: 'VALIDATION_FAILED' }),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

/** Saved filters of one screen: at most MAX_SAVED_FILTERS, each name once (names compared without case). */
export function savedFiltersProblem(filters: readonly { name: string }[]): ErrorName | null {
  if (filters.length > MAX_SAVED_FILTERS) return 'SAVED_FILTERS_TOO_MANY';
  const names = new Set<string>();
  for (const f of filters) {
    const key = f.name.trim().toLowerCase();
    if (names.has(key)) return 'SAVED_FILTER_DUPLICATE_NAME';
    names.add(key);
  }
  return null;
}

/** The screen a set of saved filters belongs to: its route name (spec 1 §2), e.g. 'work-order-center'. */
export const savedFilterScreenSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,59}$/, { error: 'VALIDATION_FAILED' });

/** GET /api/CsCrmUser/savedFilters?screen=. */
export const savedFiltersQuerySchema = z.object({ screen: savedFilterScreenSchema });

/** PUT /api/CsCrmUser/savedFilters: the whole list of one screen's saved filters, in the order shown. */
export const savedFiltersInputSchema = z.object({
  screen: savedFilterScreenSchema,
  filters: z.array(savedFilterSchema).superRefine((filters, ctx) => {
    const problem = savedFiltersProblem(filters);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type SavedFiltersInput = z.infer<typeof savedFiltersInputSchema>;

/** The answer of both calls: the screen's saved filters. */
export const savedFiltersSchema = z.array(savedFilterSchema);
