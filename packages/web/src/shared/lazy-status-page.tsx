import { lazy } from 'react';

// The status pages (403, 404, 500, a failed load) as they are shown: antd's Result and its pictures load only
// when one is, never in a screen's first load (issues 10 and 19). Render them under a Suspense boundary.
export const LazyStatusPage = lazy(() => import('./status-page').then((m) => ({ default: m.StatusPage })));
export const LazyLoadErrorPage = lazy(() =>
  import('./status-page').then((m) => ({ default: m.LoadErrorPage })),
);
