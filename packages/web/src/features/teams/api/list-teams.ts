import type { TeamListQuery, teamListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { TeamView as TeamRow } from '@backdesk/domain';

export const teamsKey = ['teams'] as const;

/** GET /api/teams: teams with department, leader and member count. */
export function listTeams(query: TeamListQuery) {
  return http.get<Wire<typeof teamListSchema>>('/api/teams', { query });
}

export function useTeams(query: TeamListQuery) {
  return useQuery({
    queryKey: [...teamsKey, 'list', query],
    queryFn: () => listTeams(query),
    placeholderData: keepPreviousData,
  });
}
