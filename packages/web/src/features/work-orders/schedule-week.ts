import { LOCAL_TIME_ZONE, type Shift } from '@backdesk/domain';
import dayjs, { type Dayjs } from 'dayjs';
import { dayStartIn, todayIn } from '../../shared/time/day-range';
import { formatTime } from '../../shared/time/format-time';

/*
 * The schedule's week, Monday to Sunday, in the viewer's chosen time zone: the days it shows, the span it asks the
 * server for, and the moments a shift typed as a day with a start and an end time stands for.
 */

/** The Monday of the week holding this date. */
export const mondayOf = (day: Dayjs): Dayjs => day.subtract((day.day() + 6) % 7, 'day').startOf('day');

/** This week's Monday in the time zone. */
export const thisMonday = (timeZone: string, now: Date = new Date()): Dayjs =>
  mondayOf(todayIn(timeZone, now));

/** The seven dates of the week starting on this Monday. */
export const weekDays = (monday: Dayjs): Dayjs[] => Array.from({ length: 7 }, (_, i) => monday.add(i, 'day'));

/** The span of the week in the time zone: from Monday's first moment to the next Monday's. */
export function weekSpan(monday: Dayjs, timeZone: string): { from: Date; to: Date } {
  return { from: dayStartIn(monday, timeZone), to: dayStartIn(monday.add(7, 'day'), timeZone) };
}

/** Minutes after midnight of 'HH:mm'. */
export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The moment a day's wall-clock time stands for in the time zone. */
export function momentAt(day: Dayjs, minutes: number, timeZone: string): Date {
  if (timeZone === LOCAL_TIME_ZONE)
    return dayjs(day.format('YYYY-MM-DD'))
      .hour(Math.floor(minutes / 60))
      .minute(minutes % 60)
      .toDate();
  return new Date(dayStartIn(day, timeZone).getTime() + minutes * 60_000);
}

/** A shift as typed: its day, start and end ('HH:mm'); an end not after the start is on the next day. */
export type ShiftDraft = { day: Dayjs; start: string; end: string };

/** The moments of a shift as typed (a night shift ends the next morning). */
export function shiftOfDraft(
  { day, start, end }: ShiftDraft,
  timeZone: string,
): Shift & {
  startsAt: Date;
  endsAt: Date;
} {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return {
    startsAt: momentAt(day, from, timeZone),
    endsAt: momentAt(to > from ? day : day.add(1, 'day'), to, timeZone),
  };
}

/** Does the shift end on a later day than it starts (in the time zone)? */
export const endsNextDay = (shift: { startsAt: string | Date; endsAt: string | Date }, timeZone: string) =>
  formatTime(shift.endsAt, 'YYYY-MM-DD', timeZone) !== formatTime(shift.startsAt, 'YYYY-MM-DD', timeZone);

/** A shift as the schedule shows it: '09:00–18:00'; the caller marks one ending the next day. */
export const shiftText = (shift: { startsAt: string | Date; endsAt: string | Date }, timeZone: string) =>
  `${formatTime(shift.startsAt, 'HH:mm', timeZone)}–${formatTime(shift.endsAt, 'HH:mm', timeZone)}`;

/** The index (0 = Monday) of the week's day a shift starts on, or -1 outside the week. */
export function dayIndexOf(startsAt: string | Date, monday: Dayjs, timeZone: string): number {
  const date = formatTime(startsAt, 'YYYY-MM-DD', timeZone);
  return weekDays(monday).findIndex((d) => d.format('YYYY-MM-DD') === date);
}

/** The shift as the editor holds it: its start and end wall-clock times. */
export const draftTimes = (shift: { startsAt: string | Date; endsAt: string | Date }, timeZone: string) => ({
  start: formatTime(shift.startsAt, 'HH:mm', timeZone),
  end: formatTime(shift.endsAt, 'HH:mm', timeZone),
});

/** Hours a list of shifts covers, to one decimal. */
export function hoursOf(shifts: readonly { startsAt: string | Date; endsAt: string | Date }[]): number {
  const ms = shifts.reduce(
    (sum, s) => sum + new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime(),
    0,
  );
  return Math.round(ms / 360_000) / 10;
}
