import type {
  DisputeSearchInput,
  disputeListSchema,
  disputeRecordSchema,
  disputeRelateCheckSchema,
  disputeViewSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

// under the work orders' key: a refund reviewed from the sheet refreshes the dispute as it does a work order
export const disputesKey = ['workOrders', 'disputes'] as const;
const base = '/api/crmAeDisputeWorkOrder';

export type DisputeRow = Wire<typeof disputeRecordSchema>;
export type DisputeView = Wire<typeof disputeViewSchema>;

/** POST search: a page of dispute (complaint) work orders with their countdowns. */
export function useDisputes(input: Partial<DisputeSearchInput> & { pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: [...disputesKey, 'list', input],
    queryFn: () => http.post<Wire<typeof disputeListSchema>>(`${base}/search`, input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET view: the dispute, its solutions, evidence, summary and log. */
export function useDispute(id: number | null) {
  return useQuery({
    queryKey: [...disputesKey, 'view', id],
    queryFn: () => http.get<DisputeView>(`${base}/view?id=${id}`),
    enabled: id !== null,
  });
}

/** GET checkIfCanRelateDispute, asked before relating. */
export const checkRelate = (id: number, orderNo: string) =>
  http.get<Wire<typeof disputeRelateCheckSchema>>(
    `${base}/checkIfCanRelateDispute?id=${id}&orderNo=${encodeURIComponent(orderNo)}`,
  );

/** A write on one dispute by the call's name; every dispute query (and work-order query) is stale afterwards. */
export function useDisputeWrite<TInput>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => http.post<DisputeView>(`${base}/${path}`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['workOrders'] });
    },
  });
}
