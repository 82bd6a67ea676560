import type { CustomerLabelInput, customerLabelSavedSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** POST /api/customerProgramLabel/save: a new label, or a change to one. */
export function useSaveCustomerLabel(options: MutationHookOptions<{ id: number }, CustomerLabelInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CustomerLabelInput) =>
      http.post<Wire<typeof customerLabelSavedSchema>>('/api/customerProgramLabel/save', input, {
        quiet: true,
      }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
