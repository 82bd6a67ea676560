import type { ppAddressDeletedSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { ppAddressesKey } from './get-pp-addresses';

type PpAddressDeleted = Wire<typeof ppAddressDeletedSchema>;

/** POST /api/ppAddressSetting/delete. */
export function useDeletePpAddress(options: MutationHookOptions<PpAddressDeleted, number> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (id: number) => http.post<PpAddressDeleted>('/api/ppAddressSetting/delete', { id }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: ppAddressesKey });
      return options.onSuccess?.(...args);
    },
  });
}
