import type { PpAddressInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type PpAddressRecord, ppAddressesKey } from './get-pp-addresses';

/** POST /api/ppAddressSetting/save: a new return address (no id) or an edit. */
export function useSavePpAddress(options: MutationHookOptions<PpAddressRecord, PpAddressInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: PpAddressInput) =>
      http.post<PpAddressRecord>('/api/ppAddressSetting/save', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: ppAddressesKey });
      return options.onSuccess?.(...args);
    },
  });
}
