import type { Page, RoleView } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

export type RoleOption = Pick<RoleView, 'id' | 'name' | 'enName' | 'permissions'>;

/** GET /api/roles (first 100): the roles to choose from; cached 30 minutes (spec 1 §4). */
export function useRoleOptions(enabled = true) {
  return useQuery({
    queryKey: ['roles', 'options'],
    queryFn: () => http.get<Page<RoleOption>>('/api/roles', { query: { pageIndex: 1, pageSize: 100 } }),
    select: (page) => page.list,
    staleTime: 30 * 60_000,
    enabled,
  });
}
