import { LOCAL_TIME_ZONE } from '@backdesk/domain';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { usePreferences } from '../preferences/preferences-store';

dayjs.extend(utc);

export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** The viewer's offset from UTC in minutes for a time-zone preference. */
export function offsetMinutesOf(timeZone: string, at: Date = new Date()): number {
  if (timeZone === LOCAL_TIME_ZONE) return -at.getTimezoneOffset();
  const hours = Number(timeZone);
  return Number.isFinite(hours) ? Math.round(hours * 60) : -at.getTimezoneOffset();
}

/** A moment in the chosen time zone: the one place shown times go through. */
export function inZone(value: Date | string | number, timeZone = usePreferences.getState().timeZone): Dayjs {
  const moment = dayjs(value);
  if (timeZone === LOCAL_TIME_ZONE) return moment;
  return moment.utcOffset(offsetMinutesOf(timeZone, moment.toDate()));
}

export function formatTime(
  value: Date | string | number | null | undefined,
  format = DATE_TIME,
  timeZone = usePreferences.getState().timeZone,
): string {
  if (value === null || value === undefined || value === '') return '';
  return inZone(value, timeZone).format(format);
}

/** Hook form: re-renders when the time zone changes. */
export function useFormatTime() {
  const timeZone = usePreferences((s) => s.timeZone);
  return (value: Date | string | number | null | undefined, format = DATE_TIME) =>
    formatTime(value, format, timeZone);
}
