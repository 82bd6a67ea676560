import type { outcomeCodeSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { customerCareKey } from './search-customer-care';

export type OutcomeCode = Wire<typeof outcomeCodeSchema>;

/** GET /api/customerCare/getAllOutcomeCode: PayPal's outcomes in both languages (they never change). */
export function useOutcomeCodes() {
  return useQuery({
    queryKey: [...customerCareKey, 'outcomes'],
    queryFn: () => http.get<OutcomeCode[]>('/api/customerCare/getAllOutcomeCode'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
