import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { TimeRangePickerProps } from './time-range-picker';

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The order filters' day range as antd's RangePicker draws it at rest (two days, the arrow, the calendar
 * icon, the last item of a compact group), without the picker's code: it stands in until TimeRangePicker has
 * loaded, right after the list's first draw (issue 10). Same id and labels as the picker; a focus is handed on
 * (the picker opens when it arrives).
 */
export function TimeRangeStandIn({ value, id, ariaLabel, onStandInFocus }: TimeRangePickerProps) {
  const { token } = theme.useToken();
  const input: CSSProperties = {
    flex: '1 1 0',
    minWidth: 1,
    width: '100%',
    padding: 0,
    border: 0,
    outline: 'none',
    background: 'transparent',
    color: token.colorText,
    font: 'inherit',
    fontSize: token.fontSize,
    lineHeight: `${token.fontSize * token.lineHeight}px`,
    cursor: 'text',
  };
  const muted: CSSProperties = { color: token.colorTextQuaternary, display: 'flex', lineHeight: 1 };
  const focus = {
    onFocus: () => onStandInFocus?.(true),
    onBlur: () => onStandInFocus?.(false),
  };
  return (
    <div
      data-stand-in="time-range"
      style={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        position: 'relative',
        boxSizing: 'border-box',
        height: token.controlHeight,
        padding: `${(token.controlHeight - token.fontSize * token.lineHeight) / 2 - token.lineWidth}px ${
          token.controlPaddingHorizontal - token.lineWidth
        }px`,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: `0 ${token.borderRadius}px ${token.borderRadius}px 0`,
        background: token.colorBgContainer,
        fontFamily: token.fontFamily,
      }}
    >
      <input
        id={id}
        aria-label={ariaLabel}
        readOnly
        autoComplete="off"
        value={value?.[0].format(DAY_FORMAT) ?? ''}
        style={input}
        {...focus}
      />
      <span
        aria-hidden="true"
        style={{ ...muted, padding: `0 ${token.paddingXS}px`, fontSize: token.fontSizeLG }}
      >
        <SwapRightOutlined />
      </span>
      <input
        aria-label={ariaLabel}
        readOnly
        autoComplete="off"
        value={value?.[1].format(DAY_FORMAT) ?? ''}
        style={input}
        {...focus}
      />
      <span
        aria-hidden="true"
        style={{ ...muted, marginInlineStart: token.marginXXS, fontSize: token.fontSize }}
      >
        <CalendarOutlined />
      </span>
    </div>
  );
}
