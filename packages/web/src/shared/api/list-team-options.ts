import type { Page, TeamView } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

export type TeamOption = Pick<TeamView, 'id' | 'name' | 'enName' | 'departmentId'>;

/** GET /api/teams (first 100): the teams to choose from. */
export function useTeamOptions(enabled = true) {
  return useQuery({
    queryKey: ['teams', 'options'],
    queryFn: () => http.get<Page<TeamOption>>('/api/teams', { query: { pageIndex: 1, pageSize: 100 } }),
    select: (page) => page.list,
    staleTime: 5 * 60_000,
    enabled,
  });
}
