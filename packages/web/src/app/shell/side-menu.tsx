import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { menuGroups, type ScreenRoute } from '../route-registry';

type Item = Required<MenuProps>['items'][number];

/** The sidebar: only routes the user may see; hidden detail pages never appear. */
export function SideMenu({ routes, collapsed }: { routes: readonly ScreenRoute[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = useMemo<Item[]>(() => {
    const visible = routes.filter((r) => !r.hidden);
    // a label too long for the menu still shows whole on hover
    const entry = (r: ScreenRoute): Item => ({
      key: r.path,
      icon: r.icon,
      label: <span title={t(r.titleKey)}>{t(r.titleKey)}</span>,
    });
    const top = visible.filter((r) => !r.group).map(entry);
    const groups = menuGroups.flatMap((g): Item[] => {
      const children = visible.filter((r) => r.group === g.name).map(entry);
      return children.length ? [{ key: g.path, icon: g.icon, label: t(g.titleKey), children }] : [];
    });
    return [...top, ...groups];
  }, [routes, t]);

  const openGroup = menuGroups.find((g) => pathname.startsWith(`${g.path}/`))?.path;

  return (
    <Menu
      theme="dark"
      mode="inline"
      inlineIndent={16}
      aria-label={t('shell.menu')}
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={collapsed || !openGroup ? [] : [openGroup]}
      onClick={({ key }) => navigate(key)}
    />
  );
}
