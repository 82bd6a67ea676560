import type { UpdateUserInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type UserRow, usersKey } from './list-users';

export type UpdateUserVariables = { id: number; input: UpdateUserInput };

/** PUT /api/users/:id: roleIds and teamIds replace the sets. */
export function updateUser({ id, input }: UpdateUserVariables) {
  return http.put<UserRow>(`/api/users/${id}`, input, { quiet: true });
}

export function useUpdateUser(options: MutationHookOptions<UserRow, UpdateUserVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateUser,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      return options.onSuccess?.(...args);
    },
  });
}
