import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { type Lang, timeZoneLabel, timeZoneOptions } from '@backdesk/domain';
import { Avatar, Button, Dropdown, type MenuProps, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePreferences } from '../../features/shell/api/update-preferences';
import { lazyDialog } from '../../shared/lazy-dialog';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { useSession } from '../../shared/session/session-store';
import { signOut } from '../../shared/session/sign-out';

// loaded when the dialog opens: antd's Modal and the form's zod schema stay out of the shell's first load (issue 10)
const ChangePasswordDialog = lazyDialog(() =>
  import('./change-password-dialog').then((m) => m.ChangePasswordDialog),
);

const localOffsetLabel = () => timeZoneLabel(-new Date().getTimezoneOffset() / 60);

/** Saves a preference on the server; the interface has already switched. */
function savePreference(input: { language?: Lang; timeZone?: string }) {
  const { user, setUser } = useSession.getState();
  if (user) setUser({ ...user, ...input } as typeof user);
  updatePreferences(input).catch(() => undefined);
}

export function switchLanguage(lang: Lang) {
  usePreferences.getState().setLang(lang);
  if (useSession.getState().user) savePreference({ language: lang });
}

/** The user menu: time zone, language, change password, sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const lang = usePreferences((s) => s.lang);
  const timeZone = usePreferences((s) => s.timeZone);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const displayName = lang === 'en' ? user?.enName || user?.name : user?.name;
  const zones = timeZoneOptions(t('shell.localTimeZone', { label: localOffsetLabel() }));
  const currentZone = zones.find((z) => z.value === timeZone)?.label ?? timeZone;

  const items: MenuProps['items'] = [
    {
      key: 'timeZone',
      label: `${t('shell.timeZone')}: ${currentZone}`,
      popupClassName: 'bd-scroll-submenu',
      children: zones.map((z) => ({ key: `tz:${z.value}`, label: z.label })),
    },
    {
      key: 'language',
      label: t('shell.language'),
      children: [
        { key: 'lang:zh', label: t('lang.zh') },
        { key: 'lang:en', label: t('lang.en') },
      ],
    },
    { key: 'password', label: t('shell.changePassword') },
    { type: 'divider' },
    { key: 'logout', label: t('shell.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('tz:')) {
      const value = key.slice(3);
      usePreferences.getState().setTimeZone(value);
      savePreference({ timeZone: value });
    } else if (key.startsWith('lang:')) {
      switchLanguage(key.slice(5) === 'zh' ? 'zh' : 'en');
    } else if (key === 'password') {
      setPasswordOpen(true);
    } else if (key === 'logout') {
      void signOut();
    }
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick, selectable: true, selectedKeys: [`tz:${timeZone}`, `lang:${lang}`] }}
      >
        <Button
          type="text"
          aria-label={[displayName, t('shell.userMenu')].filter(Boolean).join(', ')}
          style={{ height: 40 }}
        >
          <Space>
            <Avatar size="small" icon={<UserOutlined />} src={user?.avatar || undefined} />
            <span>{displayName}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </>
  );
}
