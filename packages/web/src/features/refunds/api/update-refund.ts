import type {
  RefundUpdateInput,
  refundAddInfoSchema,
  refundRecordSchema,
  refundViewSchema,
  Wire,
} from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { refundsKey } from './refunds-api';

/** GET /api/v2/refund/view: the refund the edit form starts from. */
export function useRefundView(id: number | null) {
  return useQuery({
    queryKey: [...refundsKey, 'view', id],
    queryFn: () => http.get<Wire<typeof refundViewSchema>>('/api/v2/refund/view', { query: { id: id! } }),
    enabled: id !== null,
    gcTime: 0,
    // the form is built once from it: a refetch would reset what the agent typed
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** GET /api/v2/refund/refund-add-info?refundId=: the refund's order, its own share counted as not refunded. */
export function useRefundEditInfo(refundId: number | null) {
  return useQuery({
    queryKey: [...refundsKey, 'editInfo', refundId],
    queryFn: () =>
      http.get<Wire<typeof refundAddInfoSchema>>('/api/v2/refund/refund-add-info', {
        query: { refundId: refundId! },
      }),
    enabled: refundId !== null,
    gcTime: 0,
    // the form is built once from it: a refetch would reset what the agent typed
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /api/v2/refund/updateRefund: the creator's change of a refund not reviewed yet. */
export function useUpdateRefund(
  options: MutationHookOptions<Wire<typeof refundRecordSchema>, RefundUpdateInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: RefundUpdateInput) =>
      http.post<Wire<typeof refundRecordSchema>>('/api/v2/refund/updateRefund', input),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: refundsKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      return options.onSuccess?.(...args);
    },
  });
}
