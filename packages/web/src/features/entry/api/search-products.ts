import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type ProductOption = {
  id: number;
  sku: string;
  titleEn: string;
  titleZh: string;
  attributes: Record<string, string>;
  price: string;
};

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
