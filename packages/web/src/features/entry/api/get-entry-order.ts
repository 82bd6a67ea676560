import type { OrderView, searchResultSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** What the edit screen reads of GET /api/csOrderParent/view (contact masked). */
export type EntryOrder = OrderView;

export function useEntryOrder(id: number | null) {
  return useQuery({
    queryKey: ['entry', 'order', id],
    queryFn: () => http.get<EntryOrder>('/api/csOrderParent/view', { query: { id: id! } }),
    enabled: id !== null,
  });
}

/** The order with exactly this number among the caller's (POST /api/search by order number). */
export async function findOrderByNo(orderNo: string): Promise<{ id: number; orderNo: string } | null> {
  const search = orderNo.replace(/\s+/g, '').toUpperCase();
  const page = await http.post<Wire<typeof searchResultSchema>>('/api/search', {
    search,
    searchType: 'orderNo',
    dataSource: 'order',
    pageSize: 10,
  });
  const found = page.list.find((o) => o.orderNo === search);
  return found?.orderId && found.orderNo ? { id: found.orderId, orderNo: found.orderNo } : null;
}
