import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page';
import { useDocumentTitleKey } from '../shared/document-title';
import { installNavigate } from '../shared/navigation';
import { usePermissions } from '../shared/session/session-store';
import { onSignOut } from '../shared/session/sign-out';
import { StatusPage } from '../shared/status-page';
import { tabKeyOf, useTabTitles } from '../shared/tab-title';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { allowedRoutes, DASHBOARD_PATH, findRoute, type ScreenRoute } from './route-registry';
import { FullPageLoading, SessionGate } from './session/session-gate';
import { AppShell } from './shell/app-shell';
import { useTabs } from './shell/tabs-store';

const OaShowPage = lazy(() => import('./oa-show-page').then((m) => ({ default: m.OaShowPage })));

const ModifyPasswordPage = lazy(() =>
  import('../features/auth/pages/modify-password-page').then((m) => ({ default: m.ModifyPasswordPage })),
);

onSignOut(() => {
  queryClient.clear();
  useTabs.getState().reset();
  useTabTitles.getState().reset();
});

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    installNavigate((path, options) => {
      void navigate(path, options);
    });
  }, [navigate]);
  return null;
}

/** A screen in the shell; 'refresh' in the tab menu remounts it. */
function ScreenPage({ route }: { route: ScreenRoute }) {
  const { search } = useLocation();
  const tabKey = tabKeyOf(route.path, search, route.tabPerRecord === true);
  const refreshKey = useTabs((s) => s.refreshKeys[tabKey] ?? 0);
  const Component = route.component;
  // a detail screen starts afresh for each record
  return <Component key={`${tabKey}#${refreshKey}`} />;
}

/** An unknown path inside the shell: a known screen without permission is 401, else 404. */
function UnknownRoute() {
  const { pathname } = useLocation();
  const known = findRoute(pathname);
  useDocumentTitleKey(known ? 'routes.forbidden' : 'routes.notFound');
  return <StatusPage status={known ? '401' : '404'} />;
}

/** /modifyPWD: shown when the change is forced or when coming from sign-in; otherwise back to the dashboard. */
function ModifyPasswordRoute() {
  const location = useLocation();
  const fromLogin = (location.state as { from?: string } | null)?.from === '/login';
  return (
    <Suspense fallback={<FullPageLoading />}>
      <ModifyPasswordPage allowVoluntary={fromLogin} />
    </Suspense>
  );
}

function AppRoutes() {
  const btns = usePermissions();
  const routes = useMemo(() => allowedRoutes(btns), [btns]);
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        path="/OAShowPage"
        element={
          <SessionGate>
            <Suspense fallback={<FullPageLoading />}>
              <OaShowPage />
            </Suspense>
          </SessionGate>
        }
      />
      <Route
        path="/modifyPWD"
        element={
          <SessionGate>
            <ModifyPasswordRoute />
          </SessionGate>
        }
      />
      <Route
        element={
          <SessionGate>
            <AppShell routes={routes} />
          </SessionGate>
        }
      >
        <Route index element={<Navigate to={DASHBOARD_PATH} replace />} />
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<ScreenPage route={route} />} />
        ))}
        <Route path="*" element={<UnknownRoute />} />
      </Route>
    </Routes>
  );
}

export function AppRoot() {
  return (
    <BrowserRouter>
      <Providers>
        <NavigationBridge />
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
