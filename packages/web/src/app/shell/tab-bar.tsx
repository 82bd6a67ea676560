import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { afterFirstDraw } from '../../shared/after-first-draw';
import { tabKeyOf, useTabTitles } from '../../shared/tab-title';
import { findRoute, type ScreenRoute } from '../route-registry';
import { QuickRouteStandIn } from './quick-route-stand-in';
import { addressOf } from './tabs-model';
import { useTabs } from './tabs-store';

// adding the screen to the quick routes loads right after the first draw (issue 10)
const QuickRouteButton = afterFirstDraw(
  () => import('./quick-route-button').then((m) => m.QuickRouteButton),
  QuickRouteStandIn,
);

/** The closable tabs of the top bar with their right-click menu (refresh, close, close others, close all). */
export function TabBar({ routes }: { routes: readonly ScreenRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const tabs = useTabs((s) => s.tabs);
  const titles = useTabTitles((s) => s.titles);
  const { close, closeOthers, closeAll, refresh } = useTabs.getState();
  const current = findRoute(pathname, routes);
  const activeKey = current ? tabKeyOf(current.path, search, current.tabPerRecord === true) : undefined;

  // tab keys are paths (with the query for detail tabs); a tab shows the last address it had
  const go = (key: string | null) => {
    if (key && key !== activeKey) navigate(addressOf(useTabs.getState().tabs, key));
  };

  const onMenu = (action: string, key: string) => {
    if (action === 'refresh') {
      refresh(key);
      void queryClient.invalidateQueries({ type: 'active' });
      go(key);
    } else if (action === 'close') go(close(key, activeKey ?? pathname));
    else if (action === 'closeOthers') {
      const target = addressOf(tabs, key);
      closeOthers(key);
      if (key !== activeKey) navigate(target);
    } else if (action === 'closeAll') navigate(closeAll());
  };

  // tabs restored from the session may point at screens this user can no longer open
  const items = tabs.flatMap((tab) => {
    const route = findRoute(tab.path.split('?')[0]!, routes);
    if (!route) return [];
    const record = route.tabPerRecord ? titles[tab.path] : undefined;
    const label = record ? `${t(route.titleKey)} ${record}` : t(route.titleKey);
    return {
      key: tab.path,
      closable: tab.closable,
      label: (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: [
              { key: 'refresh', label: t('shell.tabRefresh') },
              { key: 'close', label: t('shell.tabClose'), disabled: !tab.closable },
              { key: 'closeOthers', label: t('shell.tabCloseOthers') },
              { key: 'closeAll', label: t('shell.tabCloseAll') },
            ],
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              onMenu(key, tab.path);
            },
          }}
        >
          <span data-tab-path={tab.path}>{label}</span>
        </Dropdown>
      ),
    };
  });

  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '6px 16px 0',
        background: '#fff',
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      <Tabs
        className="bd-tabs"
        aria-label={t('shell.tabs')}
        type="editable-card"
        hideAdd
        locale={{ removeAriaLabel: t('shell.tabClose') }}
        size="small"
        style={{ flex: 1, minWidth: 0 }}
        activeKey={activeKey}
        items={items}
        onChange={(key) => navigate(addressOf(tabs, key))}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') go(close(key, activeKey ?? pathname));
        }}
      />
      {current && current.path !== '/dashboard' && !current.hidden ? (
        <QuickRouteButton path={current.path} titleKey={current.titleKey} />
      ) : null}
    </div>
  );
}
