/** The offsets a user may choose (spec 1 §3.3): -12 to +13 hours, with half-hour and 45-minute zones. */
export const timeZoneOffsets = [
  -12, -11, -10, -9.5, -9, -8, -7, -6, -5, -4.5, -4, -3.5, -3, -2, -1, 0, 1, 2, 3, 3.5, 4, 4.5, 5, 5.5, 5.75,
  6, 6.5, 7, 8, 8.75, 9, 9.5, 10, 10.5, 11, 12, 12.75, 13,
] as const;

export const LOCAL_TIME_ZONE = 'localTimezone';
/** A stored time-zone preference: an offset in hours as text ('-4.5', '5.75') or 'localTimezone'. */
export type TimeZonePref = string;

export function isTimeZonePref(value: string): boolean {
  // Number('') is 0, so blank or hex/exponent text must not pass as an offset.
  if (value === LOCAL_TIME_ZONE) return true;
  return /^[+-]?\d+(\.\d+)?$/.test(value) && (timeZoneOffsets as readonly number[]).includes(Number(value));
}

/** 'UTC+05:45' style label of an offset in hours. */
export function timeZoneLabel(offsetHours: number): string {
  const sign = offsetHours < 0 ? '-' : '+';
  const abs = Math.abs(offsetHours);
  const h = Math.floor(abs);
  const m = Math.round((abs - h) * 60);
  return `UTC${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The options of the time-zone switch: the local zone first, then every offset. */
export function timeZoneOptions(localLabel: string): { value: string; label: string }[] {
  return [
    { value: LOCAL_TIME_ZONE, label: localLabel },
    ...timeZoneOffsets.map((o) => ({ value: String(o), label: timeZoneLabel(o) })),
  ];
}
