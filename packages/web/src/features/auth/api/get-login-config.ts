import type { LoginConfig } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { LoginConfig } from '@backdesk/domain';

export const loginConfigKey = ['system', 'loginConfig'] as const;

/** GET /api/system/loginConfig (public): the single-sign-on and OA entry links. */
export function getLoginConfig() {
  return http.get<LoginConfig>('/api/system/loginConfig', { auth: false, quiet: true });
}

// Build-time links, used when the server has none (or cannot be asked).
const envConfig: LoginConfig = {
  ssoUrl: import.meta.env.VITE_SSO_URL?.trim() || null,
  oaUrl: import.meta.env.VITE_OA_URL?.trim() || null,
};

/** The server's value of each link, else the VITE_ value; null hides the link. */
export function mergeLoginConfig(server: LoginConfig | undefined, fallback: LoginConfig = envConfig) {
  return {
    ssoUrl: server?.ssoUrl || fallback.ssoUrl,
    oaUrl: server?.oaUrl || fallback.oaUrl,
  };
}

export function useLoginConfig() {
  const query = useQuery({ queryKey: loginConfigKey, queryFn: getLoginConfig, staleTime: 5 * 60_000 });
  return mergeLoginConfig(query.data);
}
