import type { CreateUserInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type UserRow, usersKey } from './list-users';

/** POST /api/users: the new user must change the initial password at first sign-in. */
export function createUser(input: CreateUserInput) {
  return http.post<UserRow>('/api/users', input, { quiet: true });
}

export function useCreateUser(options: MutationHookOptions<UserRow, CreateUserInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createUser,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      return options.onSuccess?.(...args);
    },
  });
}
