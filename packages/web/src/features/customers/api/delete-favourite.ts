import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** POST /api/favouriteClue/delete: unpins one of the caller's favourites. */
export function useDeleteFavourite(options: MutationHookOptions<unknown, { id: number }> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: { id: number }) =>
      http.post<unknown>('/api/favouriteClue/delete', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
