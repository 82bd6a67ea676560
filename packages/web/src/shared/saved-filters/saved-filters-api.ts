import type { SavedFilter } from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../request';

export type { SavedFilter } from '@backdesk/domain';

const path = '/api/CsCrmUser/savedFilters';
export const savedFiltersKey = (screen: string) => ['savedFilters', screen] as const;

/** GET /api/CsCrmUser/savedFilters: the caller's saved filters of one screen, in their order. */
export function useSavedFilters(screen: string) {
  return useQuery({
    queryKey: savedFiltersKey(screen),
    queryFn: () => http.get<SavedFilter[]>(path, { query: { screen } }),
    staleTime: 5 * 60_000,
  });
}

/** PUT /api/CsCrmUser/savedFilters: replaces the screen's saved filters; the answer is the new list. */
export function useReplaceSavedFilters(screen: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filters: SavedFilter[]) => http.put<SavedFilter[]>(path, { screen, filters }),
    onSuccess: (saved) => queryClient.setQueryData(savedFiltersKey(screen), saved),
  });
}

/** The list with `filter` saved: in the place of the one of the same name (any case), else at the end. */
export function withSaved(list: readonly SavedFilter[], filter: SavedFilter): SavedFilter[] {
  const same = (f: SavedFilter) => f.name.trim().toLowerCase() === filter.name.trim().toLowerCase();
  return list.some(same) ? list.map((f) => (same(f) ? filter : f)) : [...list, filter];
}
