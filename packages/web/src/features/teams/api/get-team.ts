import type { TeamDetail } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { teamsKey } from './list-teams';

export type { TeamDetail } from '@backdesk/domain';

/** GET /api/teams/:id: one team with its members. */
export function getTeam(id: number) {
  return http.get<TeamDetail>(`/api/teams/${id}`);
}

export function useTeam(id: number | null) {
  return useQuery({
    queryKey: [...teamsKey, 'detail', id],
    queryFn: () => getTeam(id!),
    enabled: id !== null,
  });
}
