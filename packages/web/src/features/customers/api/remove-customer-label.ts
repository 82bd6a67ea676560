import type { CustomerLabelLinkInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** POST /api/customer/removeLabel: takes the label off the customer. */
export function useRemoveCustomerLabel(options: MutationHookOptions<unknown, CustomerLabelLinkInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CustomerLabelLinkInput) =>
      http.post<unknown>('/api/customer/removeLabel', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
