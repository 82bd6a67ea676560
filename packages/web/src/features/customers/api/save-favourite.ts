import type { FavouriteInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** POST /api/favouriteClue/save: pins a customer or an order with a note and a reminder. */
export function useSaveFavourite(options: MutationHookOptions<unknown, FavouriteInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: FavouriteInput) =>
      http.post<unknown>('/api/favouriteClue/save', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
