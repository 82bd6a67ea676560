import type { Lang } from '../errors/catalogue.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Relative time of a task (spec 1 §4): up to 1 minute 'just now'; under 60 minutes 'N minutes ago';
 * within 24 hours the clock time, or month/day when the day differs; otherwise month/day.
 * `offsetMinutes` is the viewer's zone offset from UTC.
 */
export function relativeTime(at: Date, now: Date, lang: Lang, offsetMinutes = 0): string {
  const diffMs = now.getTime() - at.getTime();
  if (diffMs <= 60_000) return lang === 'zh' ? '刚刚' : 'just now';
  const minutes = Math.floor(diffMs / 60_000);
  if (minutes < 60)
    return lang === 'zh' ? `${minutes} 分钟前` : `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const localNow = new Date(now.getTime() + offsetMinutes * 60_000);
  const monthDay = `${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}`;
  if (diffMs < 24 * 3_600_000 && local.toISOString().slice(0, 10) === localNow.toISOString().slice(0, 10)) {
    return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
  }
  return monthDay;
}
