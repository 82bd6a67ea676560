import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { ppAddressesKey } from './get-pp-addresses';

/** POST /api/ppAddressSetting/delete. */
export function useDeletePpAddress(options: MutationHookOptions<{ id: number }, number> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (id: number) => http.post<{ id: number }>('/api/ppAddressSetting/delete', { id }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: ppAddressesKey });
      return options.onSuccess?.(...args);
    },
  });
}
