import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { usersKey } from './list-users';

export type ResetPasswordVariables = { id: number; password: string };

/** POST /api/users/:id/resetPassword: a new initial password, changed at the next sign-in. */
export function resetUserPassword({ id, password }: ResetPasswordVariables) {
  return http.post<null>(`/api/users/${id}/resetPassword`, { password }, { quiet: true });
}

export function useResetUserPassword(options: MutationHookOptions<null, ResetPasswordVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: resetUserPassword,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      return options.onSuccess?.(...args);
    },
  });
}
