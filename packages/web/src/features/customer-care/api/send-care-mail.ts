import type { CustomerCareMailInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import type { CareMail } from './get-correspondence';
import { customerCareKey } from './search-customer-care';

/** POST /api/customerCare/sendMail: a mail to the customer of the complaint's order, through the outbox. */
export function useSendCareMail(options: MutationHookOptions<CareMail, CustomerCareMailInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: CustomerCareMailInput) =>
      http.post<CareMail>('/api/customerCare/sendMail', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: customerCareKey });
      return options.onSuccess?.(...args);
    },
  });
}
