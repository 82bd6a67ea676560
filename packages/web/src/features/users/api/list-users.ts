import type { Page, UserListQuery } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type UserRow = {
  id: number;
  email: string;
  name: string;
  enName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  departmentEnName: string | null;
  status: 'active' | 'disabled';
  oaUserId: string | null;
  hrId: string | null;
  receiveOrders: boolean;
  receiveWorkOrders: boolean;
  defaultPassword: boolean;
  createdAt: string;
  roles: { id: number; name: string; enName: string | null }[];
  teams: { id: number; name: string; enName: string | null }[];
};

export const usersKey = ['users'] as const;

/** GET /api/users: filtered and paged. */
export function listUsers(query: UserListQuery) {
  return http.get<Page<UserRow>>('/api/users', { query });
}

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...usersKey, 'list', query],
    queryFn: () => listUsers(query),
    placeholderData: keepPreviousData,
  });
}
