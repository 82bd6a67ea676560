import {
  type BatchEventCreateInputRaw,
  type batchEventSchema,
  outboundMailInFlight,
  type Wire,
} from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type BatchEventWire = Wire<typeof batchEventSchema>;
const key = ['batchEvents'] as const;

/** POST /api/batchEvent/create (quiet: the form shows the refusal on its fields). */
export function useCreateBatchEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchEventCreateInputRaw) =>
      http.post<BatchEventWire>('/api/batchEvent/create', input, { quiet: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** GET /api/batchEvent/detail: polled every second until the event is done. */
export function useBatchEvent(id: number | null) {
  return useQuery({
    queryKey: [...key, 'detail', id],
    queryFn: () => http.get<BatchEventWire>('/api/batchEvent/detail', { query: { id: id! }, quiet: true }),
    enabled: id !== null,
    // every second while it runs; then every 5 s while a row's mail is still on its way (the outbox sends it after
    // the row commits), so "To be sent" turns into "Sent" or "Failed" without a reload
    refetchInterval: ({ state: { data } }) =>
      !data || data.status !== 'done'
        ? 1000
        : data.rows.some((r) => r.mailStatus !== null && outboundMailInFlight(r.mailStatus))
          ? 5000
          : false,
  });
}

/** GET /api/batchEvent/list: the caller's latest events. */
export function useMyBatchEvents() {
  return useQuery({
    queryKey: [...key, 'list'],
    queryFn: () => http.get<BatchEventWire[]>('/api/batchEvent/list', { quiet: true }),
  });
}
