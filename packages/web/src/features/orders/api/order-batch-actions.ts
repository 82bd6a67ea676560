import type {
  OrderBatchEditInput,
  OrderBatchResult,
  OrderHoldInput,
  OrderIdsInput,
  OrderLogisticsInput,
  OrderMarkInput,
  OrderMoveInput,
} from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { ordersKey } from './search-orders';

/** One batch action of the order list and its input; every call answers a result per order. */
export type OrderBatchCall =
  | { action: 'hold'; input: OrderHoldInput }
  | { action: 'mark'; input: OrderMarkInput }
  | { action: 'move'; input: OrderMoveInput }
  | { action: 'logistics'; input: OrderLogisticsInput }
  | { action: 'confirmAddress'; input: OrderIdsInput }
  | { action: 'edit'; input: OrderBatchEditInput }
  | { action: 'merge'; input: OrderIdsInput };

// failures of the whole call show in the dialog that made it, rows in the result dialog
const quiet = { quiet: true } as const;

/** The order list's batch calls (spec 3 §7 where the spec lists them). */
export function runOrderBatch(call: OrderBatchCall): Promise<OrderBatchResult[]> {
  switch (call.action) {
    case 'hold':
      return http.post('/api/csPackage/isHold', call.input, quiet);
    case 'mark':
      return http.post('/api/csOrderParent/batchMark', call.input, quiet);
    case 'move':
      return http.post('/api/csOrderParent/orderBatchTransfer', call.input, quiet);
    case 'logistics':
      return http.post('/api/csPackage/batchTransfer', call.input, quiet);
    case 'confirmAddress':
      return http.get('/api/OAPackage/confirmAddress', {
        ...quiet,
        query: { orderIds: call.input.orderIds.map(String) },
      });
    case 'edit':
      return http.post('/api/csOrderParent/batchUpdate', call.input, quiet);
    case 'merge':
      // the spec gives merging 60 s
      return http.post('/api/csPackage/mergerPackage', call.input, { ...quiet, timeoutMs: 60_000 });
  }
}

export function useOrderBatch(options: MutationHookOptions<OrderBatchResult[], OrderBatchCall> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: runOrderBatch,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: ordersKey });
      void queryClient.invalidateQueries({ queryKey: ['packages'] });
      return options.onSuccess?.(...args);
    },
  });
}
