import type { CustomerCareRelateInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import type { ComplaintView } from './get-complaint';
import { customerCareKey } from './search-customer-care';

/** POST /api/customerCare/relateOrder: relates a complaint PayPal did not match to an order usable for PayPal. */
export function useRelateOrder(options: MutationHookOptions<ComplaintView, CustomerCareRelateInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CustomerCareRelateInput) =>
      http.post<ComplaintView>('/api/customerCare/relateOrder', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customerCareKey });
      return options.onSuccess?.(...args);
    },
  });
}
