import type { DashboardIndicatorsWire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** GET /api/dashboard/indicators?from=&to= : the five indicators of the orders created in the range. */
export function getIndicators(range: { from: Date; to: Date }) {
  return http.get<DashboardIndicatorsWire>('/api/dashboard/indicators', {
    query: { from: range.from.toISOString(), to: range.to.toISOString() },
  });
}

export function useIndicators(range: { from: Date; to: Date }) {
  return useQuery({
    queryKey: ['dashboard', 'indicators', range.from.toISOString(), range.to.toISOString()],
    queryFn: () => getIndicators(range),
    placeholderData: keepPreviousData,
  });
}
