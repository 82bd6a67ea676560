import type { careMailSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { customerCareKey } from './search-customer-care';

export type CareMail = Wire<typeof careMailSchema>;

/** GET /api/customerCare/getCorrespondence: the mails written about the complaint's order, newest first. */
export function useCorrespondence(id: number) {
  return useQuery({
    queryKey: [...customerCareKey, 'mails', id],
    queryFn: () => http.get<CareMail[]>('/api/customerCare/getCorrespondence', { query: { id } }),
  });
}
