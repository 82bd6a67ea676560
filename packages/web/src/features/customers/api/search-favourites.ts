import type { FavouriteSearchInput, favouriteListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

export type FavouritePage = Wire<typeof favouriteListSchema>;
export type Favourite = FavouritePage['list'][number];
const favouritesKey = [...customersKey, 'favourites'] as const;

/** POST /api/favouriteClue/search: the caller's own favourites, the soonest reminder first. */
export function useFavourites(
  input: Partial<FavouriteSearchInput> & { pageIndex: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...favouritesKey, input],
    queryFn: () => http.post<FavouritePage>('/api/favouriteClue/search', input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}
