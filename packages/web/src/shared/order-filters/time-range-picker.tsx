import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { type DayRange, outsideOneMonth } from '../time/day-range';

export type TimeRangePickerProps = {
  value?: DayRange | null;
  onChange?: (value: DayRange | null) => void;
  id?: string;
  presets: { label: string; value: DayRange }[];
  timeZone: string;
  ariaLabel: string;
  /** Focus (and so open) the picker when it mounts: the user went into its stand-in before it was there. */
  autoFocus?: boolean;
  /** The stand-in got or lost the focus (time-range-stand-in.tsx). */
  onStandInFocus?: (focused: boolean) => void;
};

/**
 * The day range of the order filters: antd's RangePicker with the quick ranges, one month at most from the
 * first day picked. Its code (the picker and dayjs's plugins, about 30 KB gzipped) loads after the list's first
 * draw, TimeRangeStandIn drawing the range until then (issue 10).
 */
export function TimeRangePicker({
  value,
  onChange,
  id,
  presets,
  timeZone,
  ariaLabel,
  autoFocus,
}: TimeRangePickerProps) {
  // The day picked first in the calendar; days more than a month from it are refused. Quick ranges are not
  // limited here (the form's rule explains the limit instead of the picker silently ignoring them).
  const [firstDay, setFirstDay] = useState<Dayjs | undefined>();
  return (
    <DatePicker.RangePicker
      id={id}
      aria-label={ariaLabel}
      autoFocus={autoFocus}
      defaultOpen={autoFocus}
      style={{ flex: 1 }}
      value={value ?? null}
      onChange={(range) => onChange?.(range?.[0] && range[1] ? [range[0], range[1]] : null)}
      onOpenChange={() => setFirstDay(undefined)}
      onCalendarChange={(range, _text, info) => {
        // the first pick sets the limit, the second completes the range
        const picked = info.range === 'start' ? range?.[0] : range?.[1];
        setFirstDay((first) => (first ? undefined : (picked ?? undefined)));
      }}
      presets={presets}
      allowClear={false}
      disabledDate={(day) => outsideOneMonth(day, firstDay, timeZone)}
    />
  );
}
