import type { HeldPermission, Page, RoleListQuery } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type RoleRow = {
  id: number;
  name: string;
  enName: string | null;
  description: string | null;
  allPlatforms: boolean;
  platformIds: number[];
  permissions: HeldPermission[];
  userCount: number;
  createdAt: string;
};

export const rolesKey = ['roles'] as const;

/** GET /api/roles: roles with permissions, platforms and user count. */
export function listRoles(query: RoleListQuery) {
  return http.get<Page<RoleRow>>('/api/roles', { query });
}

export function useRoles(query: RoleListQuery) {
  return useQuery({
    queryKey: [...rolesKey, 'list', query],
    queryFn: () => listRoles(query),
    placeholderData: keepPreviousData,
  });
}
