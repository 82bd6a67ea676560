import type { ErrorName } from '../errors/catalogue.js';
import { isWithinOneMonth } from '../time/query-range.js';

/** The time ranges of the order and package lists (spec 3 §3 'Order filters', §5 'Time ranges'). */
export const orderTimeRanges = ['created', 'import', 'handover', 'consign', 'delivery', 'sign'] as const;
export type OrderTimeRange = (typeof orderTimeRanges)[number];

export type ResolvedRange = { range: OrderTimeRange; from: Date; to: Date };
export type RangeProblem = { field: string; name: ErrorName };

const DAY_MS = 86_400_000;
/** The default range helper of the lists: the last 30 days. */
export const DEFAULT_RANGE_DAYS = 30;

/**
 * The time ranges a list query covers: each given range needs both ends and may cover at most one month
 * (QUERY_RANGE_TOO_LONG); with no range at all, the created time of the last 30 days.
 */
export function resolveTimeRanges(
  input: Partial<Record<`${OrderTimeRange}${'From' | 'To'}`, Date | undefined>>,
  now: Date,
): { ranges: ResolvedRange[] } | { problem: ErrorName; fields: RangeProblem[] } {
  const ranges: ResolvedRange[] = [];
  const missing: RangeProblem[] = [];
  const tooLong: RangeProblem[] = [];
  for (const range of orderTimeRanges) {
    const from = input[`${range}From`];
    const to = input[`${range}To`];
    if (!from && !to) continue;
    if (!from || !to) {
      missing.push({ field: from ? `${range}To` : `${range}From`, name: 'FIELD_REQUIRED' });
      continue;
    }
    if (!isWithinOneMonth(from, to)) {
      tooLong.push({ field: `${range}To`, name: 'QUERY_RANGE_TOO_LONG' });
      continue;
    }
    ranges.push({ range, from, to });
  }
  if (missing.length) return { problem: 'FIELD_REQUIRED', fields: missing };
  if (tooLong.length) return { problem: 'QUERY_RANGE_TOO_LONG', fields: tooLong };
  if (!ranges.length)
    ranges.push({ range: 'created', from: new Date(now.getTime() - DEFAULT_RANGE_DAYS * DAY_MS), to: now });
  return { ranges };
}

/** A keyword is matched as an order number, an original order id, a package number or a tracking number. */
export function normaliseKeyword(keyword: string | undefined): string | null {
  const k = keyword?.trim();
  return k ? k : null;
}
