import type { ProductOption } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { ProductOption } from '@backdesk/domain';

/** GET /api/csProduct/searchBySku?sku= : up to 20 products whose SKU starts with the text. */
export function useProductsBySku(prefix: string) {
  const sku = prefix.trim();
  return useQuery({
    queryKey: ['entry', 'products', sku.toUpperCase()],
    queryFn: () => http.get<ProductOption[]>('/api/csProduct/searchBySku', { query: { sku } }),
    enabled: sku.length > 0,
    staleTime: 60_000,
  });
}
