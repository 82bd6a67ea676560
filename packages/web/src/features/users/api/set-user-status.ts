import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type UserRow, usersKey } from './list-users';

export type SetUserStatusVariables = { id: number; status: 'active' | 'disabled' };

/** POST /api/users/:id/disable or /enable (disabling ends the user's sessions). */
export function setUserStatus({ id, status }: SetUserStatusVariables) {
  return http.post<UserRow>(`/api/users/${id}/${status === 'disabled' ? 'disable' : 'enable'}`);
}

export function useSetUserStatus(options: MutationHookOptions<UserRow, SetUserStatusVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setUserStatus,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      return options.onSuccess?.(...args);
    },
  });
}
