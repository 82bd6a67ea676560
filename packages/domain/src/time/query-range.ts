/**
 * Queries by add, processing, operation or delivery time, or processing deadline, may cover only one month
 * (spec 1 §5): the end may be at most one calendar month after the start.
 */
export function isWithinOneMonth(from: Date, to: Date): boolean {
  if (to.getTime() < from.getTime()) return false;
  const limit = new Date(from.getTime());
  const day = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(day, lastDay));
  return to.getTime() <= limit.getTime();
}

/**
 * The created-time range of a list search: the last 30 days up to the given end (or now) when no start is given,
 * refused when it covers more than one month.
 */
export function createdRange(
  input: { createdFrom?: Date | null; createdTo?: Date | null },
  now: Date,
): { from: Date; to: Date } | { problem: 'QUERY_RANGE_TOO_LONG' } {
  const to = input.createdTo ?? now;
  const from = input.createdFrom ?? new Date(to.getTime() - 30 * 86_400_000);
  return isWithinOneMonth(from, to) ? { from, to } : { problem: 'QUERY_RANGE_TOO_LONG' };
}
