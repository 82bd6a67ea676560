import type { ListSort, orderListSchema, orderSortFields, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { http } from '../../../shared/request';

export type { OrderRow } from '@backdesk/domain';

export const ordersKey = ['orders'] as const;

/** The list call's body (orderSearchInputSchema): the filters, the sort and a page of 20, 50 or 100. */
export type OrderListInput = OrderFilters &
  ListSort<(typeof orderSortFields)[number]> & { pageIndex: number; pageSize: number };

/** POST /api/csOrderParent/search: filtered, newest first unless sorted. */
export function searchOrders(input: OrderListInput) {
  return http.post<Wire<typeof orderListSchema>>('/api/csOrderParent/search', input);
}

export function useOrders(input: OrderListInput) {
  return useQuery({
    queryKey: [...ordersKey, 'list', input],
    queryFn: () => searchOrders(input),
    placeholderData: keepPreviousData,
  });
}
