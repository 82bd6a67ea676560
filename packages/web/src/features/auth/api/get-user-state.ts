import { http, httpLong } from '../../../shared/request';
import type { UserState } from '../../../shared/session/session-store';

export const userStateKey = ['authorize', 'existsUserNew'] as const;

/** GET /api/authorize/existsUserNew: the signed-in user's state (the 120 s client: a timeout offers a retry). */
export function getUserState() {
  return httpLong.get<UserState>('/api/authorize/existsUserNew');
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
