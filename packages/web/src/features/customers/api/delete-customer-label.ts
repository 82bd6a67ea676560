import type { customerLabelDeletedSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** POST /api/customerProgramLabel/delete: a label in use answers 5604 until confirmed. */
export function useDeleteCustomerLabel(
  options: MutationHookOptions<{ id: number; removedFrom: number }, { id: number; confirmed: boolean }> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: { id: number; confirmed: boolean }) =>
      http.post<Wire<typeof customerLabelDeletedSchema>>('/api/customerProgramLabel/delete', input, {
        quiet: true,
      }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
