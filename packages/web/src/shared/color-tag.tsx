import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

export type TagColor =
  | 'blue'
  | 'cyan'
  | 'geekblue'
  | 'gold'
  | 'green'
  | 'lime'
  | 'magenta'
  | 'orange'
  | 'purple'
  | 'red'
  | 'volcano'
  | 'yellow';

/**
 * The text shade where antd's 7th is under WCAG AA's 4.5:1 on the colour's lightest shade (green 3.4:1, gold 2.8:1):
 * the first darker one that passes. global.css gives antd's own tags the same shades.
 */
const readableShade: Partial<Record<TagColor, number>> = {
  green: 8,
  cyan: 8,
  orange: 8,
  volcano: 8,
  gold: 9,
  lime: 9,
};

/**
 * A tag as antd's Tag draws it (filled: a preset colour's lightest shade behind its 7th, darker where that is hard to read, or the default grey),
 * without Tag's code (closing, checking, icons, the wave: about 3 KB gzipped). For the status tags and order
 * flags of the order list, which every agent opens first (issue 10); other screens use Tag.
 */
export function ColorTag({
  color,
  style,
  children,
  ...rest
}: { color?: TagColor } & HTMLAttributes<HTMLSpanElement>) {
  const { token } = theme.useToken();
  const palette = token as unknown as Record<string, string>;
  return (
    <span
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        display: 'inline-block',
        height: 'auto',
        margin: 0,
        paddingBlock: 0,
        paddingInline: token.paddingXS - token.lineWidth,
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        whiteSpace: 'nowrap',
        listStyle: 'none',
        // antd's default tag background: colorFillTertiary on white
        backgroundColor: color ? palette[`${color}1`] : '#f5f5f5',
        color: color ? palette[`${color}${readableShade[color] ?? 7}`] : token.colorText,
        border: `${token.lineWidth}px ${token.lineType} transparent`,
        borderRadius: token.borderRadiusSM,
        textAlign: 'start',
        ...style,
      }}
      {...rest}
    >
      {children}
    </span>
  );
}
