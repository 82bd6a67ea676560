import type { PpMessageInput, ppCaseMessageSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { customerCareKey } from './search-customer-care';

export type PpCaseMessage = Wire<typeof ppCaseMessageSchema>;

/**
 * POST /api/paypal/app/sendMessageToPpCustomer: a message to the buyer through PayPal. The case is refreshed on
 * success and on failure too: a message PayPal did not take is kept and shown as not sent.
 */
export function useSendPpMessage(options: MutationHookOptions<PpCaseMessage, PpMessageInput> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: PpMessageInput) =>
      http.post<PpCaseMessage>('/api/paypal/app/sendMessageToPpCustomer', input, { quiet: true }),
    onSettled: async (...args) => {
      await client.invalidateQueries({ queryKey: customerCareKey });
      return options.onSettled?.(...args);
    },
  });
}
