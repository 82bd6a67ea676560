import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A white bordered box as antd's small Card without a title draws it, without Card's code and the Skeleton
 * it brings (about 6 KB gzipped): for the order list, which every agent opens first (issue 10).
 */
export function Panel({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        margin: 0,
        padding: 0,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <div style={{ padding: token.paddingSM }}>{children}</div>
    </div>
  );
}
