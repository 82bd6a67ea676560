import type { customerCareViewSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { customerCareKey } from './search-customer-care';

export type ComplaintView = Wire<typeof customerCareViewSchema>;

/** GET /api/customerCare/view: one complaint with its PayPal case and the case's messages. */
export function useComplaint(id: number | null) {
  return useQuery({
    queryKey: [...customerCareKey, 'view', id],
    queryFn: () => http.get<ComplaintView>('/api/customerCare/view', { query: { id } }),
    enabled: id !== null,
  });
}
