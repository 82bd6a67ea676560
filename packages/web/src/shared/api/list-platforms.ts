import type { PlatformOption } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

/** A platform the caller may work on (GET /api/csConnectionSite/getAllPlatformByPermission). */
export type { PlatformOption } from '@backdesk/domain';

/** The caller's platforms, for the platform filters. */
export function usePlatformOptions() {
  return useQuery({
    queryKey: ['platforms', 'mine'],
    queryFn: () => http.get<PlatformOption[]>('/api/csConnectionSite/getAllPlatformByPermission'),
    staleTime: 30 * 60_000,
  });
}
