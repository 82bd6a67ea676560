import type { customerViewSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

export type CustomerView = Wire<typeof customerViewSchema>;

export const customerKey = (id: number | null) => [...customersKey, 'view', id] as const;

/** GET /api/customer/view: everything of one customer on one page. */
export function useCustomer(id: number | null) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: () => http.get<CustomerView>('/api/customer/view', { query: { id } }),
    enabled: id !== null,
  });
}
