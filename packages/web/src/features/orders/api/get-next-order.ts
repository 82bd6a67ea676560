import type { NeighbourOrder } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { ordersKey } from './search-orders';

export type { NeighbourOrder } from '@backdesk/domain';

/** GET /api/csOrderParent/getNextOrder: the next (older) or previous (newer) order of the list, or null. */
export function getNextOrder(id: number, direction: 'next' | 'prev') {
  return http.get<NeighbourOrder>('/api/csOrderParent/getNextOrder', { query: { id, direction } });
}

export function useNeighbourOrder(id: number | null, direction: 'next' | 'prev') {
  return useQuery({
    queryKey: [...ordersKey, 'neighbour', id, direction],
    queryFn: () => getNextOrder(id!, direction),
    enabled: id !== null,
  });
}
