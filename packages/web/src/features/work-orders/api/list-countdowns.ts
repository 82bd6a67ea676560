import type { slaPolicyListSchema, slaPolicyRecordSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type CountdownRow = Wire<typeof slaPolicyRecordSchema>;

export const countdownsKey = ['workOrderCountdowns'] as const;

/** GET /api/workOrderCountdown/list: every kind and priority with its countdown, configured or the default. */
export function listCountdowns() {
  return http.get<Wire<typeof slaPolicyListSchema>>('/api/workOrderCountdown/list');
}

export function useCountdowns() {
  return useQuery({ queryKey: countdownsKey, queryFn: listCountdowns });
}
