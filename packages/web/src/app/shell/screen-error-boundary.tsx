import { Component, lazy, type ReactNode, Suspense } from 'react';
import { useErrorLog } from '../error-log/error-log-store';

// loaded when a screen fails: antd's Result and its pictures stay out of the shell's first load (issue 10)
const StatusPage = lazy(() => import('../../shared/status-page').then((m) => ({ default: m.StatusPage })));

type State = { failed: boolean };

/** A screen that throws while rendering shows the 500 page; the error goes to the error log. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    useErrorLog.getState().add({
      message: error.message || error.name,
      stack: error.stack,
      route: `${window.location.pathname}${window.location.search}`,
    });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <StatusPage status="500" />
      </Suspense>
    );
  }
}
