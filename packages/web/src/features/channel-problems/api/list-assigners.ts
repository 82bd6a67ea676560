import type { ChannelAssigner } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { ChannelAssigner as Assigner } from '@backdesk/domain';

/** GET /api/csCrmChannelReturnStep/assigners?keyword: active users a channel problem item may be assigned to. */
export function useAssigners(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['channelProblems', 'assigners', keyword],
    queryFn: () =>
      http.get<ChannelAssigner[]>('/api/csCrmChannelReturnStep/assigners', { query: { keyword } }),
    staleTime: 60_000,
    enabled,
  });
}
