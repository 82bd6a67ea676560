import { relativeTime } from '@backdesk/domain';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { usePreferences } from './preferences/preferences-store';
import { formatTime, offsetMinutesOf } from './time/format-time';

/** 'just now', 'N minutes ago', the clock time or month/day (spec 1 §4), in the chosen time zone. */
export function RelativeTime({ value }: { value: string | number | Date | null | undefined }) {
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  const text = relativeTime(at, new Date(now), lang, offsetMinutesOf(timeZone, at));
  return (
    <Tooltip title={formatTime(at, undefined, timeZone)}>
      <time dateTime={at.toISOString()}>{text}</time>
    </Tooltip>
  );
}
