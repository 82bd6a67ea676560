import type { RoleListQuery, roleListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { RoleView as RoleRow } from '@backdesk/domain';

export const rolesKey = ['roles'] as const;

/** GET /api/roles: roles with permissions, platforms and user count. */
export function listRoles(query: RoleListQuery) {
  return http.get<Wire<typeof roleListSchema>>('/api/roles', { query });
}

export function useRoles(query: RoleListQuery) {
  return useQuery({
    queryKey: [...rolesKey, 'list', query],
    queryFn: () => listRoles(query),
    placeholderData: keepPreviousData,
  });
}
