import type { CustomerVipInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customersKey } from './search-customers';

/** POST /api/customer/setVip: a level 1 to 5, or null. */
export function useSetCustomerVip(options: MutationHookOptions<unknown, CustomerVipInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CustomerVipInput) =>
      http.post<unknown>('/api/customer/setVip', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customersKey });
      return options.onSuccess?.(...args);
    },
  });
}
