import { Suspense, use, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { featureTextsReady, moreFeatureTextsLoaded, moreFeatureTextsReady } from '../../i18n/feature-texts';
import { firstDrawDone } from '../../shared/first-draw';
import { LazyStatusPage as StatusPage } from '../../shared/lazy-status-page';
import { dayjsLocaleReady } from '../../shared/preferences/dayjs-locale';
import { usePermissions } from '../../shared/session/session-store';
import { tabKeyOf } from '../../shared/tab-title';
import { allowedRoutes, DASHBOARD_PATH, findRoute, preloadScreen, type ScreenRoute } from '../route-registry';
import { AppShell } from './app-shell';
import { useTabs } from './tabs-store';

/** Resolves once the texts and the dayjs locale of the current language are loaded: render after it. */
export const signedInAppReady = Promise.all([featureTextsReady, dayjsLocaleReady]);

// Opened on a screen's address (a reload, a link): its chunk downloads beside the session check, and so do the other
// screens' texts when it draws with them (else it would wait for them after the shell's first draw); both start
// once the loading state is drawn, which its many preload links would otherwise hold up.
if (typeof window !== 'undefined') {
  const { pathname } = window.location;
  void firstDrawDone.then(() => {
    const opened = preloadScreen(pathname);
    if (opened && !opened.listTextsOnly) void moreFeatureTextsReady();
  });
}

/** A screen in the shell, once its texts are in; 'refresh' in the tab menu remounts it. */
function ScreenPage({ route }: { route: ScreenRoute }) {
  // the other screens' texts load after the first draw; a screen that needs them waits (the shell's spinner)
  if (!route.listTextsOnly && !moreFeatureTextsLoaded()) use(moreFeatureTextsReady());
  const { search } = useLocation();
  const tabKey = tabKeyOf(route.path, search, route.tabPerRecord === true);
  const refreshKey = useTabs((s) => s.refreshKeys[tabKey] ?? 0);
  const Component = route.component;
  // a detail screen starts afresh for each record
  return <Component key={`${tabKey}#${refreshKey}`} />;
}

/** An unknown path inside the shell: a known screen without permission is 403 (forbidden), else 404. */
function UnknownRoute() {
  const { pathname } = useLocation();
  const known = findRoute(pathname);
  // the shell titles the tab and the header (403 or 404)
  return (
    <Suspense fallback={null}>
      <StatusPage status={known ? '403' : '404'} />
    </Suspense>
  );
}

/**
 * The signed-in application: the shell (menu, header, tabs) and the screens the held permissions open.
 * Its own chunk, loaded lazily by the app root, so the sign-in page loads none of it (issue 10).
 */
export function SignedInApp() {
  const btns = usePermissions();
  const routes = useMemo(() => allowedRoutes(btns), [btns]);
  // the other screens' texts, right after the first draw
  useEffect(() => {
    void moreFeatureTextsReady();
  }, []);
  return (
    <Routes>
      <Route element={<AppShell routes={routes} />}>
        <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<ScreenPage route={route} />} />
        ))}
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}
