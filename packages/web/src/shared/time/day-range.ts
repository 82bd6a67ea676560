import { isWithinOneMonth, LOCAL_TIME_ZONE } from '@backdesk/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { formatTime, offsetMinutesOf } from './format-time';

/** A range of calendar days, both ends included, as the date pickers hold them. */
export type DayRange = [Dayjs, Dayjs];

const DAY_MS = 86_400_000;

/** Today's date in a time zone, as a picker value. */
export function todayIn(timeZone: string, now: Date = new Date()): Dayjs {
  return dayjs(formatTime(now, 'YYYY-MM-DD', timeZone));
}

/** The moment a calendar day starts in a time zone. */
export function dayStartIn(day: Dayjs, timeZone: string): Date {
  const date = day.format('YYYY-MM-DD');
  if (timeZone === LOCAL_TIME_ZONE) return dayjs(date).startOf('day').toDate();
  const midnightUtc = Date.parse(`${date}T00:00:00Z`);
  return new Date(midnightUtc - offsetMinutesOf(timeZone, new Date(midnightUtc)) * 60_000);
}

/** The first and last moment of a day range in a time zone: what the list queries send. */
export function rangeMoments([from, to]: DayRange, timeZone: string): { from: Date; to: Date } {
  const [first, last] = from.isAfter(to, 'day') ? [to, from] : [from, to];
  return {
    from: dayStartIn(first, timeZone),
    to: new Date(dayStartIn(last.add(1, 'day'), timeZone).getTime() - 1),
  };
}

/** Queries by time may cover one month at most (spec 1 §5, spec 3 §5). */
export function coversOneMonthAtMost(range: DayRange, timeZone: string): boolean {
  const { from, to } = rangeMoments(range, timeZone);
  return isWithinOneMonth(from, to);
}

/** Moves the first day later until the range covers one month at most (short months). */
function withinOneMonth([from, to]: DayRange, timeZone: string): DayRange {
  let start = from;
  while (!coversOneMonthAtMost([start, to], timeZone) && start.isBefore(to, 'day'))
    start = start.add(1, 'day');
  return [start, to];
}

export type QuickRange = 'last7Days' | 'lastMonth' | 'lastThreeMonths';

/** The quick ranges (spec 3 §5): last 7 days, last month, last three months, each ending today. */
export function quickRanges(today: Dayjs, timeZone: string): Record<QuickRange, DayRange> {
  return {
    last7Days: [today.subtract(6, 'day'), today],
    lastMonth: withinOneMonth([today.subtract(1, 'month').add(1, 'day'), today], timeZone),
    // longer than the one-month limit: choosing it shows the limit's message
    lastThreeMonths: [today.subtract(3, 'month').add(1, 'day'), today],
  };
}

/** The default range (spec 3 §5): the last 30 days, shortened in the rare case it spans more than a month. */
export function defaultDayRange(today: Dayjs, timeZone: string): DayRange {
  return withinOneMonth([today.subtract(29, 'day'), today], timeZone);
}

/** Days the picker offers once the first end is chosen: those keeping the range within one month. */
export function outsideOneMonth(candidate: Dayjs, first: Dayjs | undefined, timeZone: string): boolean {
  if (!first) return false;
  return !coversOneMonthAtMost([first, candidate], timeZone);
}

/** The number of days of a range, both ends included. */
export const dayCount = ([from, to]: DayRange) =>
  Math.round(Math.abs(to.startOf('day').valueOf() - from.startOf('day').valueOf()) / DAY_MS) + 1;
