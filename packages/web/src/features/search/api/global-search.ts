import type { SearchInput, searchResultSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** A row of POST /api/search: an order, a parcel, a customer or a SKU (contact masked). */
export type { SearchRow } from '@backdesk/domain';

/** POST /api/search (spec 1 §2.4). */
export function globalSearch(input: SearchInput) {
  return http.post<Wire<typeof searchResultSchema>>('/api/search', input);
}

export function useGlobalSearch(input: SearchInput | null) {
  return useQuery({
    queryKey: ['search', input],
    queryFn: () => globalSearch(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
