import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { currentLang, i18n } from '../i18n';
import { featureTextChunks } from '../i18n/feature-text-chunks';
import { markFirstDraw } from '../shared/first-draw';
import { installNavigate } from '../shared/navigation';
import { preloadable } from '../shared/preloadable';
import { onSignOut } from '../shared/session/sign-out';
import { useTabTitles } from '../shared/tab-title';
import { Providers } from './providers';
import { queryClient } from './query-client';
import { FullPageLoading, SessionGate } from './session/session-gate';
import { useTabs } from './shell/tabs-store';

// Each page group is its own chunk (issue 10): the sign-in page loads neither the shell nor a screen.
const LoginPage = lazy(() =>
  import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })),
);

// The signed-in app and the OA show page render once their language parts (feature texts, dayjs locale) are in.
const loadSignedInApp = () => {
  // the screens' texts download beside the chunk, not after it runs (feature-texts.ts adds them)
  if (i18n.isInitialized) void featureTextChunks[currentLang()]();
  return import('./shell/signed-in-app').then(async (m) => {
    await m.signedInAppReady;
    return m;
  });
};
// Opened on a signed-in address (a reload, a link): fetch the shell while the session is checked, not after; it
// then draws as soon as the session is confirmed, without suspending (shared/preloadable.tsx).
const SignedInApp = preloadable(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));
if (typeof window !== 'undefined' && !window.location.pathname.startsWith('/login'))
  void SignedInApp.preload().catch(() => {
    // a failed download is tried again, and reported, when the app draws
  });

const OaShowPage = lazy(() =>
  import('./oa-show-page').then(async (m) => {
    await m.oaShowPageReady;
    return { default: m.OaShowPage };
  }),
);

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
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <Suspense fallback={<FullPageLoading />}>
            <LoginPage />
          </Suspense>
        }
      />
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
        path="*"
        element={
          <SessionGate>
            <Suspense fallback={<FullPageLoading />}>
              <SignedInApp />
            </Suspense>
          </SessionGate>
        }
      />
    </Routes>
  );
}

export function AppRoot() {
  useEffect(markFirstDraw, []);
  return (
    <BrowserRouter>
      <Providers>
        <NavigationBridge />
        <AppRoutes />
      </Providers>
    </BrowserRouter>
  );
}
