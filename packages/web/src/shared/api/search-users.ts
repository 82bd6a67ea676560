import type { Page, UserView } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../request';

export type UserOption = Pick<UserView, 'id' | 'name' | 'enName' | 'email' | 'status'>;

/** GET /api/users?keyword: users to pick (leader, members), 20 at a time. */
export function useUserSearch(keyword: string, enabled = true) {
  return useQuery({
    queryKey: ['users', 'search', keyword],
    queryFn: () =>
      http.get<Page<UserOption>>('/api/users', { query: { keyword, pageIndex: 1, pageSize: 20 } }),
    select: (page) => page.list,
    staleTime: 60_000,
    enabled,
  });
}
