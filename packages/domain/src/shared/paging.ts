import { z } from 'zod';

/**
 * The page of a list call: `pageIndex` from 1 and `pageSize`. The lists of order records (orders, packages,
 * refunds, resends, returns, ...) stop at page 10,000 and take the generic table's sizes 20, 50 or 100; other
 * lists name their own cap and sizes (the route's documented limits, docs/api.md).
 */

/** The last page a list of order records may ask for. */
const MAX_PAGE = 10_000;

/** The generic table's page sizes; the first is the default. */
const PAGE_SIZES = [20, 50, 100] as const;

export type PageOptions = {
  /** The last page that may be asked for; `null` for none. */
  maxPage?: number | null;
  /** Any size from 1 to `max` (`default` when absent) instead of the table's 20, 50 or 100. */
  size?: { max: number; default: number };
};

/** The page fields of a list call's input (query text is read as numbers); `.extend` it with the filters. */
export function pageInputSchema({ maxPage = MAX_PAGE, size }: PageOptions = {}) {
  const index = z.coerce.number().int().min(1);
  return z.object({
    pageIndex: (maxPage === null ? index : index.max(maxPage)).default(1),
    pageSize: size
      ? z.coerce.number().int().min(1).max(size.max).default(size.default)
      : z.coerce
          .number()
          .int()
          .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'VALIDATION_FAILED' })
          .default(PAGE_SIZES[0]),
  });
}

/** A page of a list as the service answers it. */
export type Page<T> = { list: T[]; total: number; pageIndex: number; pageSize: number };

/** Totals are counted up to this many rows; beyond it the list says 'more than' (docs/decisions.md). */
export const LIST_TOTAL_CAP = 10_000;

/** A page whose total is counted up to a cap; `totalCapped` says the list holds more. */
export type CappedPage<T> = Page<T> & { totalCapped: boolean };

/** The page of `list` for a count taken up to `LIST_TOTAL_CAP` (one more row counted means 'more than'). */
export function cappedPage<T>(
  list: T[],
  counted: number,
  page: { pageIndex: number; pageSize: number },
): CappedPage<T> {
  return {
    list,
    total: Math.min(counted, LIST_TOTAL_CAP),
    totalCapped: counted > LIST_TOTAL_CAP,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}
