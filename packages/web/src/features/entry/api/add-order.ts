import type { EnteredOrder, OrderEntryInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';

export type { EnteredOrder } from '@backdesk/domain';

/** POST /api/csOrderParent/add: enters a manual order. */
export function addOrder(input: OrderEntryInput) {
  return http.post<EnteredOrder>('/api/csOrderParent/add', input);
}

export function useAddOrder(options: MutationHookOptions<EnteredOrder, OrderEntryInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: addOrder,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'indicators'] });
      return options.onSuccess?.(...args);
    },
  });
}
