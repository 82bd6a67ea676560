import type { DashboardMonitorWire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** The monitoring windows' query key (a realtime notice may invalidate it). */
export const monitorKey = ['dashboard', 'monitor'] as const;

/** Every minute and whenever the window gets the focus back: the windows move with the clock. */
export const MONITOR_REFRESH_MS = 60_000;

/** GET /api/dashboard/monitor?offsetMinutes= : the monitoring windows of the groups the caller may see. */
export function useMonitor(offsetMinutes: number) {
  return useQuery({
    queryKey: [...monitorKey, offsetMinutes],
    queryFn: () =>
      http.get<DashboardMonitorWire>('/api/dashboard/monitor', { query: { offsetMinutes }, quiet: true }),
    refetchInterval: MONITOR_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
