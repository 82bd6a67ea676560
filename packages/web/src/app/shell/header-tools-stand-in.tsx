import { BellOutlined, BugOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { useSession } from '../../shared/session/session-store';

/**
 * The top bar's tools as HeaderTools draws them at rest (the error log's button, the task notifications' bell
 * with the count at 0, the user button with its avatar and name), without their code: they stand in until it has
 * loaded, right after the shell's first draw (issue 10). The buttons are marked unavailable until then (a click
 * would do nothing).
 */
export function HeaderToolsStandIn() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useSession((s) => s.user);
  const lang = usePreferences((s) => s.lang);
  const displayName = lang === 'en' ? user?.enName || user?.name : user?.name;
  // antd's small Badge with showZero, offset [-4, 4], grey (features/notices/components/notice-bell.tsx)
  const badgeSize = token.fontSizeSM + token.lineWidth * 2;
  return (
    <>
      <Button type="text" aria-label={t('shell.errorLog')} aria-disabled icon={<BugOutlined />} />
      <span style={{ position: 'relative', display: 'block', lineHeight: 1 }}>
        <Button type="text" aria-label={t('shell.notices')} aria-disabled icon={<BellOutlined />} />
        <sup
          aria-hidden="true"
          style={{
            position: 'absolute',
            top: 0,
            insetInlineEnd: 4,
            marginTop: 4,
            transform: 'translate(50%, -50%)',
            zIndex: 'auto',
            minWidth: badgeSize,
            height: badgeSize,
            padding: 0,
            borderRadius: badgeSize / 2,
            background: '#bfbfbf',
            boxShadow: `0 0 0 ${token.lineWidth}px ${token.colorBorderBg}`,
            color: token.colorTextLightSolid,
            fontSize: token.fontSizeSM,
            fontWeight: 'normal',
            lineHeight: `${badgeSize}px`,
            textAlign: 'center',
            whiteSpace: 'nowrap',
          }}
        >
          0
        </sup>
      </span>
      <Button
        type="text"
        aria-label={[displayName, t('shell.userMenu')].filter(Boolean).join(', ')}
        aria-disabled
        style={{ height: 40 }}
      >
        <span style={{ display: 'flex', alignItems: 'center', gap: token.marginXS }}>
          <span
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              overflow: 'hidden',
              boxSizing: 'border-box',
              width: token.controlHeightSM,
              height: token.controlHeightSM,
              border: `${token.lineWidth}px ${token.lineType} transparent`,
              borderRadius: '50%',
              background: token.colorTextPlaceholder,
              color: token.colorTextLightSolid,
              fontSize: token.fontSize,
            }}
          >
            {user?.avatar ? (
              <img src={user.avatar} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
            ) : (
              <UserOutlined />
            )}
          </span>
          {/* block items as antd's Space draws them: the icon sits on the text's baseline */}
          <span style={{ display: 'block' }}>{displayName}</span>
          <span style={{ display: 'block' }}>
            <DownOutlined style={{ fontSize: 10 }} />
          </span>
        </span>
      </Button>
    </>
  );
}
