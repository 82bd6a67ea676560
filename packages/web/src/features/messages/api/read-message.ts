import type { PaypalMessageWire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { messagesKey } from './search-messages';

/**
 * GET /api/crmPaypalMessage/readMessage: opens a message, which marks it read for the caller; the list and the
 * unread counts are fetched again (the caller's onSuccess runs after).
 */
export function useReadMessage(options: MutationHookOptions<PaypalMessageWire, number> = {}) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (id: number) =>
      http.get<PaypalMessageWire>('/api/crmPaypalMessage/readMessage', { query: { id } }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: messagesKey });
      await options.onSuccess?.(...args);
    },
  });
}
