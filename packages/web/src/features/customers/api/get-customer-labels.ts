import type { customerLabelListSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

export type CustomerLabelRow = Wire<typeof customerLabelListSchema>[number];
const labelsKey = [...customersKey, 'labels'] as const;

/** GET /api/customerProgramLabel/list: every label with how many customers carry it. */
export function useCustomerLabels() {
  return useQuery({
    queryKey: labelsKey,
    queryFn: () => http.get<CustomerLabelRow[]>('/api/customerProgramLabel/list'),
  });
}
