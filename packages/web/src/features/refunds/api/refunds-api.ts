import type {
  amazonOrderLookupSchema,
  ebayCaseInfoSchema,
  RefundCreateRequest,
  RefundSearchInput,
  refundAddInfoSchema,
  refundBatchResultsSchema,
  refundCreatedSchema,
  refundListSchema,
  refundReasonsSchema,
  refundsSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';

export const refundsKey = ['refunds'] as const;

/** GET /api/v2/refund/refund-add-info: what the refund form of an order starts from. */
export function useRefundAddInfo(orderId: number | null) {
  return useQuery({
    queryKey: [...refundsKey, 'addInfo', orderId],
    queryFn: () =>
      http.get<Wire<typeof refundAddInfoSchema>>('/api/v2/refund/refund-add-info', {
        query: { orderId: orderId! },
      }),
    enabled: orderId !== null,
    gcTime: 0,
  });
}

type Created = Wire<typeof refundCreatedSchema>;

/** POST /api/v2/refund/createRefund: every package of the request, or none. */
export function useCreateRefund(options: MutationHookOptions<Created, RefundCreateRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: RefundCreateRequest) => http.post<Created>('/api/v2/refund/createRefund', input),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: refundsKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST /api/csRefund/search. */
export function useRefunds(
  input: Omit<Partial<RefundSearchInput>, 'pageSize'> & { pageIndex: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...refundsKey, 'list', input],
    queryFn: () => http.post<Wire<typeof refundListSchema>>('/api/csRefund/search', input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/csRefund/getRefundByOrderParentIdOnOrderDetailPage. */
export function useOrderRefunds(orderId: number) {
  return useQuery({
    queryKey: [...refundsKey, 'ofOrder', orderId],
    queryFn: () =>
      http.get<Wire<typeof refundsSchema>>('/api/csRefund/getRefundByOrderParentIdOnOrderDetailPage', {
        query: { orderId },
      }),
  });
}

/** A batch status change of refunds (review, completion): a result per refund. */
export function useRefundBatch(path: '/api/csRefund/aduit' | '/api/csRefund/setFinished') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.post<Wire<typeof refundBatchResultsSchema>>(path, { ids }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refundsKey }),
  });
}

/** POST /api/csRefund/delete. */
export function useDeleteRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>('/api/csRefund/delete', { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refundsKey }),
  });
}

/** GET /api/csRefund/getReasonByProblem: the reasons generated for a question label and the SKUs. */
export const fetchReasonByProblem = (query: { problemId: number; sku: string; category: number }) =>
  http.get<Wire<typeof refundReasonsSchema>>('/api/csRefund/getReasonByProblem', { query });

/** GET /api/v2/refund/getAmazonOrderList/:packageNo: whether the package needs a test (status '1'). */
export function useAmazonOrder(packageNo: string, enabled: boolean) {
  return useQuery({
    queryKey: [...refundsKey, 'amazonOrder', packageNo],
    queryFn: () =>
      http.get<Wire<typeof amazonOrderLookupSchema>>(
        `/api/v2/refund/getAmazonOrderList/${encodeURIComponent(packageNo)}`,
      ),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/v2/refund/getEbayCaseInfo: the order's open eBay case, or null. */
export function useEbayCaseInfo(packageNo: string, enabled: boolean) {
  return useQuery({
    queryKey: [...refundsKey, 'ebayCase', packageNo],
    queryFn: () =>
      http.post<Wire<typeof ebayCaseInfoSchema>>('/api/v2/refund/getEbayCaseInfo', { packageNo }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
