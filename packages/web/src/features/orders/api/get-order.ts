import type { OrderView } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { ordersKey } from './search-orders';

export type {
  OrderAmountsView,
  OrderHistoryEntry,
  OrderLine,
  OrderPackage,
  OrderPayment,
  OrderView,
} from '@backdesk/domain';

/** GET /api/csOrderParent/view?id= */
export function getOrder(id: number) {
  return http.get<OrderView>('/api/csOrderParent/view', { query: { id } });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...ordersKey, 'view', id],
    queryFn: () => getOrder(id!),
    enabled: id !== null,
  });
}
