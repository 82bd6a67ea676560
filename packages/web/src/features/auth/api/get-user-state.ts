import { http } from '../../../shared/request';
import type { UserState } from '../../../shared/session/session-store';

export const userStateKey = ['authorize', 'existsUserNew'] as const;

/** GET /api/authorize/existsUserNew: the signed-in user's state (2-minute timeout). */
export function getUserState() {
  return http.get<UserState>('/api/authorize/existsUserNew', { timeoutMs: 120_000 });
}

/** The login-token shortcut: exchanges a one-time token for a session. */
export function exchangeLoginToken(code: string) {
  return http.get<UserState>('/api/authorize/existsUserNew', {
    query: { code },
    auth: false,
    quiet: true,
    timeoutMs: 120_000,
  });
}
