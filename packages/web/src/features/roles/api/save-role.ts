import type { RoleInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type RoleRow, rolesKey } from './list-roles';

export type SaveRoleVariables = { id: number | null; input: RoleInput };

/** POST /api/roles (new) or PUT /api/roles/:id (edit; permissions and platformIds replace the sets). */
export function saveRole({ id, input }: SaveRoleVariables) {
  return id === null
    ? http.post<RoleRow>('/api/roles', input, { quiet: true })
    : http.put<RoleRow>(`/api/roles/${id}`, input, { quiet: true });
}

export function useSaveRole(options: MutationHookOptions<RoleRow, SaveRoleVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveRole,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: rolesKey });
      return options.onSuccess?.(...args);
    },
  });
}
