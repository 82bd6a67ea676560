import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { GlobalSearchBar } from '../../features/search/components/global-search-bar';
import { afterFirstDraw } from '../../shared/after-first-draw';
import { Can } from '../../shared/can';
import { useDocumentTitleKey } from '../../shared/document-title';
import { useSession } from '../../shared/session/session-store';
import { type ReplaceTabState, tabKeyOf } from '../../shared/tab-title';
import { Text } from '../../shared/text';
import { DASHBOARD_PATH, findRoute, type ScreenRoute } from '../route-registry';
import { HeaderToolsStandIn } from './header-tools-stand-in';
import { NetworkIndicator } from './network-indicator';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { SideMenu } from './side-menu';
import { TabBar } from './tab-bar';
import { useTabs } from './tabs-store';
import { useHeartbeat } from './use-heartbeat';
import { WatermarkLayer } from './watermark-layer';

const { Sider, Header, Content } = Layout;
/** Wide enough for the longest English menu label ('OA order management') beside its icon. */
const SIDEBAR_WIDTH = 236;
const NARROW_SCREEN = '(max-width: 1399px)';

// the error log, the message centre and the user menu load right after the first draw (issue 10)
const HeaderTools = afterFirstDraw(
  () => import('./header-tools').then((m) => m.HeaderTools),
  HeaderToolsStandIn,
);

export function AppShell({ routes }: { routes: readonly ScreenRoute[] }) {
  const { t } = useTranslation();
  const { pathname, search, state } = useLocation();
  const user = useSession((s) => s.user);
  // below 1400 px the menu starts folded, so the lists keep their columns (1280 px laptops); the button unfolds it
  const [collapsed, setCollapsed] = useState(() => window.matchMedia(NARROW_SCREEN).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN);
    const follow = (event: MediaQueryListEvent) => setCollapsed(event.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  const current = findRoute(pathname, routes);
  // an address of a screen the user may not open (403) or of no screen (404) is titled for what it is
  const titleKey = current?.titleKey ?? (findRoute(pathname) ? 'routes.forbidden' : 'routes.notFound');
  useHeartbeat();
  useDocumentTitleKey(titleKey);

  // Every opened screen gets a tab (detail screens one per record); the dashboard tab is always first.
  const replaceFrom = (state as Partial<ReplaceTabState> | null)?.replaceTab;
  useEffect(() => {
    const { open, replace } = useTabs.getState();
    const dashboard = findRoute(DASHBOARD_PATH, routes);
    if (dashboard) open({ path: dashboard.path, name: dashboard.name, closable: false });
    if (!current) return;
    const tab = {
      path: tabKeyOf(current.path, search, current.tabPerRecord === true),
      to: `${current.path}${search}`,
      name: current.name,
      closable: current.closable !== false,
    };
    if (replaceFrom) replace(replaceFrom, tab);
    else open(tab);
  }, [current, search, replaceFrom, routes]);

  const watermark = [user?.name ?? '', user?.oaUserId ?? ''].filter(Boolean);

  return (
    <div data-testid="watermark" data-watermark={watermark.join(' ')}>
      <WatermarkLayer lines={watermark}>
        <Layout style={{ height: '100vh' }}>
          <Sider
            collapsible
            collapsed={collapsed}
            trigger={null}
            width={SIDEBAR_WIDTH}
            style={{ overflow: 'auto' }}
          >
            <Flex align="center" gap={10} style={{ height: 56, padding: collapsed ? '0 24px' : '0 20px' }}>
              <img src="/favicon.svg" alt="" width={28} height={28} />
              {collapsed ? null : (
                <Text strong style={{ color: '#fff', fontSize: 17 }}>
                  {t('app.name')}
                </Text>
              )}
            </Flex>
            <nav aria-label={t('shell.menu')}>
              <SideMenu routes={routes} collapsed={collapsed} />
            </nav>
          </Sider>
          <Layout style={{ minWidth: 0 }}>
            <Header
              style={{
                background: '#fff',
                height: 56,
                lineHeight: '56px',
                padding: '0 12px 0 4px',
                display: 'flex',
                alignItems: 'center',
                gap: 4,
                borderBottom: '1px solid #f0f0f0',
              }}
            >
              <Button
                type="text"
                aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed((v) => !v)}
              />
              <Text strong style={{ fontSize: 15 }}>
                {t(titleKey)}
              </Text>
              <div style={{ flex: 1 }} />
              <Can code={['order.view', 'package.view']}>
                <GlobalSearchBar />
              </Can>
              <Flex align="center" gap={2} style={{ marginInlineStart: 8 }}>
                <NetworkIndicator />
                <HeaderTools />
              </Flex>
            </Header>
            <TabBar routes={routes} />
            <Content style={{ overflow: 'auto', padding: 16 }}>
              {/* one boundary per screen: a screen whose code is still loading shows the spinner at once,
                  instead of the previous screen staying with no sign of progress */}
              <ScreenErrorBoundary key={`${pathname}${search}`}>
                <Suspense
                  fallback={
                    <Flex justify="center" style={{ padding: 48 }} data-screen-loading="">
                      <Spin />
                    </Flex>
                  }
                >
                  <Outlet />
                </Suspense>
              </ScreenErrorBoundary>
            </Content>
          </Layout>
        </Layout>
      </WatermarkLayer>
    </div>
  );
}
