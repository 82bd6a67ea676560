import type { ShopOption } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

export type { ShopOption } from '@backdesk/domain';

/**
 * GET /api/csConnectionSite/getAllConnectionSites: the shops of the caller's platforms. Asked quietly: the
 * shop filter shows once the server answers it.
 */
export function useShopOptions() {
  return useQuery({
    queryKey: ['shops', 'mine'],
    queryFn: () => http.get<ShopOption[]>('/api/csConnectionSite/getAllConnectionSites', { quiet: true }),
    staleTime: 30 * 60_000,
  });
}
