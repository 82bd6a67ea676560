import type { CustomerMergeInput, customerMergeSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

export type CustomerMerge = Wire<typeof customerMergeSchema>;

/** POST /api/customer/merge: the duplicate goes into the customer that stays. */
export function useMergeCustomers(options: MutationHookOptions<CustomerMerge, CustomerMergeInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CustomerMergeInput) =>
      http.post<CustomerMerge>('/api/customer/merge', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
