import { StarOutlined } from '@ant-design/icons';
import { quickRoutesProblem } from '@backdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Dropdown, Tabs, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getQuickRoutes, quickRoutesKey } from '../../features/dashboard/api/get-quick-routes';
import { useUpdateQuickRoutes } from '../../features/dashboard/api/update-quick-routes';
import { errorTextOf } from '../../shared/error-texts';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { tabKeyOf, useTabTitles } from '../../shared/tab-title';
import { findRoute, type ScreenRoute } from '../route-registry';
import { addressOf } from './tabs-model';
import { useTabs } from './tabs-store';

/** The closable tabs of the top bar with their right-click menu (refresh, close, close others, close all). */
export function TabBar({ routes }: { routes: readonly ScreenRoute[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const queryClient = useQueryClient();
  const tabs = useTabs((s) => s.tabs);
  const titles = useTabTitles((s) => s.titles);
  const { close, closeOthers, closeAll, refresh } = useTabs.getState();
  const saveQuickRoutes = useUpdateQuickRoutes();
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

  const addQuickRoute = async () => {
    if (!current) return;
    const list = await queryClient.fetchQuery({ queryKey: quickRoutesKey, queryFn: getQuickRoutes });
    if (list.some((r) => r.path === current.path)) {
      void message.info(t('shell.quickRouteAdded'));
      return;
    }
    const next = [...list, { path: current.path, title: t(current.titleKey) }];
    const problem = quickRoutesProblem(next);
    if (problem) {
      void errorTextOf(problem, lang).then((text) => message.warning(text));
      return;
    }
    saveQuickRoutes.mutate(next, { onSuccess: () => void message.success(t('shell.quickRouteAdded')) });
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
        <Tooltip title={t('shell.addQuickRoute')}>
          <Button
            type="text"
            size="small"
            icon={<StarOutlined />}
            aria-label={t('shell.addQuickRoute')}
            onClick={() => void addQuickRoute()}
          />
        </Tooltip>
      ) : null}
    </div>
  );
}
