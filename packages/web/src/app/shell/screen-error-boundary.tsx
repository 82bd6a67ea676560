import { Component, type ReactNode, Suspense } from 'react';
import { LazyStatusPage as StatusPage } from '../../shared/lazy-status-page';
import { useErrorLog } from '../error-log/error-log-store';

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
