import { theme } from 'antd';
import type { HTMLAttributes } from 'react';

/**
 * An inline text as antd's Typography.Text draws it (its colour by type, bold when strong), without
 * Typography's code (editing, copying, ellipsis: about 6 KB gzipped). For the shell and the lists every
 * signed-in page loads before it draws (issue 10); other screens use Typography.
 */
export function Text({
  type,
  strong,
  style,
  children,
  ...rest
}: { type?: 'secondary' | 'danger'; strong?: boolean } & HTMLAttributes<HTMLSpanElement>) {
  const { token } = theme.useToken();
  const color =
    type === 'secondary'
      ? token.colorTextDescription
      : type === 'danger'
        ? token.colorErrorText
        : token.colorText;
  return (
    <span style={{ color, wordBreak: 'break-word', lineHeight: token.lineHeight, ...style }} {...rest}>
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}
