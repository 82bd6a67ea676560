import type { Page, TeamListQuery } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type TeamRow = {
  id: number;
  name: string;
  enName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  leaderId: number | null;
  leader: { id: number; name: string; enName: string | null } | null;
  memberCount: number;
  createdAt: string;
};

export const teamsKey = ['teams'] as const;

/** GET /api/teams: teams with department, leader and member count. */
export function listTeams(query: TeamListQuery) {
  return http.get<Page<TeamRow>>('/api/teams', { query });
}

export function useTeams(query: TeamListQuery) {
  return useQuery({
    queryKey: [...teamsKey, 'list', query],
    queryFn: () => listTeams(query),
    placeholderData: keepPreviousData,
  });
}
