// The dashboard's date range rules, apart from the query schema: the web's range picker uses them on its first draw.

/** Quick ranges of the date range helper (spec 1 §9): last 7 days, last month, last three months. */
export const indicatorQuickRanges = [
  { key: 'last7Days', days: 7 },
  { key: 'lastMonth', days: 30 },
  { key: 'last3Months', days: 90 },
] as const;
export type IndicatorQuickRange = (typeof indicatorQuickRanges)[number]['key'];

/** The default range of the indicators: the last 30 days, as every date range helper. */
export const INDICATOR_DEFAULT_DAYS = 30;
/** The longest range: three calendar months (the spec's dashboard window), so the longest quick range fits. */
export const INDICATOR_MAX_MONTHS = 3;

/** The end may be at most `months` calendar months after the start (the 31st goes to the month's last day). */
export function isWithinMonths(from: Date, to: Date, months: number): boolean {
  if (to.getTime() < from.getTime()) return false;
  const limit = new Date(from.getTime());
  const day = limit.getUTCDate();
  limit.setUTCDate(1);
  limit.setUTCMonth(limit.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(limit.getUTCFullYear(), limit.getUTCMonth() + 1, 0)).getUTCDate();
  limit.setUTCDate(Math.min(day, lastDay));
  return to.getTime() <= limit.getTime();
}
