import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** What the edit screen reads of GET /api/csOrderParent/view (contact masked). */
export type EntryOrder = {
  id: number;
  orderNo: string;
  platformId: number;
  platformName: string;
  platformNameZh: string;
  shopId: number;
  shopName: string;
  currency: string;
  orderType: number;
  lang: string;
  status: number;
  updatedAt: string;
  customer: { id: number; name: string; email: string; phone: string; country: string } | null;
  shippingAddress: {
    name: string | null;
    phone: string;
    country: string | null;
    state: string | null;
    city: string | null;
    postcode: string | null;
    address1: string | null;
    address2: string | null;
  };
  amounts: Record<string, string>;
  lines: { sku: string; title: string; quantity: number; unitPrice: string; discount: string }[];
  packages: { id: number; packageNo: string }[];
  payments: { method: string; isDeposit: boolean; transactionNo: string | null }[];
  history: { action: string }[];
};

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
  const page = await http.post<{ list: { id: number; orderNo: string }[] }>('/api/search', {
    search,
    searchType: 'orderNo',
    dataSource: 'order',
    pageSize: 10,
  });
  return page.list.find((o) => o.orderNo === search) ?? null;
}
