import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'antd';
import { type KeyboardEvent, useEffect, useRef } from 'react';
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

/**
 * The closable tabs of the top bar with their right-click menu (refresh, close, close others, close all).
 * A tab list of its own (the WAI-ARIA tabs pattern) rather than antd's Tabs: antd's editable cards put their close
 * buttons inside the tab list, which a screen reader cannot make sense of, and measure themselves on every draw.
 * Here a tab is one focusable element: arrows move between tabs, Enter or Space opens one, Delete closes it; the
 * close mark is for the mouse (its keyboard twin is Delete, announced by aria-keyshortcuts).
 */
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
  const list = useRef<HTMLDivElement>(null);

  // the active tab is kept in sight when the tabs overflow the bar
  useEffect(() => {
    if (!activeKey) return;
    list.current
      ?.querySelector(`[data-tab-path="${CSS.escape(activeKey)}"]`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeKey]);

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
  const shown = tabs.flatMap((tab) => {
    const route = findRoute(tab.path.split('?')[0]!, routes);
    if (!route) return [];
    const record = route.tabPerRecord ? titles[tab.path] : undefined;
    return [{ tab, label: record ? `${t(route.titleKey)} ${record}` : t(route.titleKey) }];
  });
  const focusable = shown.some(({ tab }) => tab.path === activeKey) ? activeKey : shown[0]?.tab.path;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const { tab } = shown[index]!;
    const move = (to: number) => {
      const all = list.current?.querySelectorAll<HTMLElement>('[role="tab"]');
      all?.[(to + shown.length) % shown.length]?.focus();
    };
    if (event.key === 'ArrowRight') move(index + 1);
    else if (event.key === 'ArrowLeft') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(shown.length - 1);
    else if (event.key === 'Enter' || event.key === ' ') navigate(addressOf(tabs, tab.path));
    else if (event.key === 'Delete' && tab.closable) {
      go(close(tab.path, activeKey ?? pathname));
      // the focus goes on to the tab that is now active, once the bar has drawn without the closed one
      requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus());
    } else return;
    event.preventDefault();
  };

  return (
    <div className="bd-tab-bar">
      <div ref={list} role="tablist" aria-label={t('shell.tabs')} className="bd-tab-list">
        {shown.map(({ tab, label }, index) => (
          <Dropdown
            key={tab.path}
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
            <div
              role="tab"
              className="bd-tab"
              data-tab-path={tab.path}
              aria-selected={tab.path === activeKey}
              aria-keyshortcuts={tab.closable ? 'Delete' : undefined}
              tabIndex={tab.path === focusable ? 0 : -1}
              onClick={() => go(tab.path)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span>{label}</span>
              {tab.closable ? (
                <span
                  className="bd-tab-close"
                  aria-hidden="true"
                  title={t('shell.tabClose')}
                  onClick={(event) => {
                    event.stopPropagation();
                    go(close(tab.path, activeKey ?? pathname));
                  }}
                >
                  <CloseOutlined />
                </span>
              ) : null}
            </div>
          </Dropdown>
        ))}
      </div>
      {current && current.path !== '/dashboard' && !current.hidden ? (
        <QuickRouteButton path={current.path} titleKey={current.titleKey} />
      ) : null}
    </div>
  );
}
