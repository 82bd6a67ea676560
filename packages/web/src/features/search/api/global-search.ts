import type { Page, SearchDataSource, SearchInput } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** A row of POST /api/search: an order, a parcel, a customer or a SKU (contact masked). */
export type SearchRow = {
  type: SearchDataSource;
  id: number;
  orderId: number | null;
  orderNo: string | null;
  packageNo: string | null;
  trackingNo: string | null;
  customerName: string | null;
  contact: string | null;
  platformId: number | null;
  platformName: string | null;
  platformNameZh: string | null;
  status: number | null;
  sku: string | null;
  title: string | null;
  createdAt: string;
};

/** POST /api/search (spec 1 §2.4). */
export function globalSearch(input: SearchInput) {
  return http.post<Page<SearchRow>>('/api/search', input);
}

export function useGlobalSearch(input: SearchInput | null) {
  return useQuery({
    queryKey: ['search', input],
    queryFn: () => globalSearch(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
