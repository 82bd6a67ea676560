import { navigateTo } from '../navigation';
import { http } from '../request';
import { useSession } from './session-store';

const cleanups = new Set<() => void>();

/** Local data that must go on sign-out (query cache, tabs...) registers its cleanup here. */
export function onSignOut(cleanup: () => void) {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

let running: Promise<void> | null = null;

/**
 * Signs out: tells the server (best effort), then clears local data and goes to /login.
 * If the server call fails the local data is cleared all the same (spec 1 §4).
 */
export function signOut(): Promise<void> {
  running ??= (async () => {
    try {
      if (useSession.getState().signedIn) {
        await http.post<null>('/api/authorize/logout', {}, { auth: false, quiet: true, timeoutMs: 10_000 });
      }
    } catch {
      // the session may already be gone on the server; local data is cleared below anyway
    } finally {
      useSession.getState().clear();
      for (const cleanup of cleanups) cleanup();
      navigateTo('/login', { replace: true });
      running = null;
    }
  })();
  return running;
}
