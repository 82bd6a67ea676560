import type { Page } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { http } from '../../../shared/request';

/** A row of POST /api/csOrderParent/search (the e-mail is masked by the server). */
export type OrderRow = {
  id: number;
  orderNo: string;
  platformId: number;
  platformName: string;
  platformNameZh: string;
  shopId: number;
  shopName: string;
  originalOrderId: string | null;
  customerId: number | null;
  customerName: string | null;
  customerEmail: string;
  currency: string;
  orderType: number;
  status: number;
  errorMessage: string | null;
  isMarked: boolean;
  salesPending: boolean;
  csPending: boolean;
  processingCentre: string | null;
  totalAmount: string;
  depositAmount: string;
  shipCountry: string | null;
  createdAt: string;
  paidAt: string | null;
};

/** The list's answer: the total is counted up to a cap (totalCapped beyond it). */
export type CappedPage<T> = Page<T> & { totalCapped: boolean };

export const ordersKey = ['orders'] as const;

/** The list call's body (orderSearchInputSchema): the filters and a page of 20, 50 or 100. */
export type OrderListInput = OrderFilters & { pageIndex: number; pageSize: number };

/** POST /api/csOrderParent/search: filtered, newest first. */
export function searchOrders(input: OrderListInput) {
  return http.post<CappedPage<OrderRow>>('/api/csOrderParent/search', input);
}

export function useOrders(input: OrderListInput) {
  return useQuery({
    queryKey: [...ordersKey, 'list', input],
    queryFn: () => searchOrders(input),
    placeholderData: keepPreviousData,
  });
}
