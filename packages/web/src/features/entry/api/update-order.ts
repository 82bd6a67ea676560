import type { OrderUpdateInput, UpdatedOrder } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';

export type { UpdatedOrder } from '@backdesk/domain';

/** POST /api/csOrderParent/update: edits an order (interception first while the warehouse works on it). */
export function updateOrder(input: OrderUpdateInput) {
  return http.post<UpdatedOrder>('/api/csOrderParent/update', input);
}

export function useUpdateOrder(options: MutationHookOptions<UpdatedOrder, OrderUpdateInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateOrder,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['entry'] });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'indicators'] });
      return options.onSuccess?.(...args);
    },
  });
}
