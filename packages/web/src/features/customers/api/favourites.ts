import type { FavouriteInput, FavouriteSearchInput, favouriteListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
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

/** POST /api/favouriteClue/save: pins a customer or an order with a note and a reminder. */
export function useSaveFavourite(options: MutationHookOptions<unknown, FavouriteInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: FavouriteInput) => http.post('/api/favouriteClue/save', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST /api/favouriteClue/delete: unpins one of the caller's favourites. */
export function useDeleteFavourite(options: MutationHookOptions<unknown, { id: number }> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: { id: number }) => http.post('/api/favouriteClue/delete', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
