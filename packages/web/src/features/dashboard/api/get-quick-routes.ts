import type { Preferences, QuickRoute } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const quickRoutesKey = ['CsCrmUser', 'preferences', 'quickRoutes'] as const;

/** GET /api/CsCrmUser/preferences, reduced to the quick routes. */
export async function getQuickRoutes(): Promise<QuickRoute[]> {
  const prefs = await http.get<Preferences>('/api/CsCrmUser/preferences');
  return prefs.quickRoutes ?? [];
}

export function useQuickRoutes() {
  return useQuery({ queryKey: quickRoutesKey, queryFn: getQuickRoutes });
}
