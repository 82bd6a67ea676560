import type { UserListQuery, userListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { UserView as UserRow } from '@backdesk/domain';

export const usersKey = ['users'] as const;

/** GET /api/users: filtered and paged. */
export function listUsers(query: UserListQuery) {
  return http.get<Wire<typeof userListSchema>>('/api/users', { query });
}

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...usersKey, 'list', query],
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });
}
