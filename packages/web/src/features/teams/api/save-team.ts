import type { TeamInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import type { TeamDetail } from './get-team';
import { teamsKey } from './list-teams';

export type SaveTeamVariables = { id: number | null; input: TeamInput };

/** POST /api/teams (new) or PUT /api/teams/:id (edit; memberIds replace the members). */
export function saveTeam({ id, input }: SaveTeamVariables) {
  return id === null
    ? http.post<TeamDetail>('/api/teams', input, { quiet: true })
    : http.put<TeamDetail>(`/api/teams/${id}`, input, { quiet: true });
}

export function useSaveTeam(options: MutationHookOptions<TeamDetail, SaveTeamVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveTeam,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: teamsKey });
      return options.onSuccess?.(...args);
    },
  });
}
