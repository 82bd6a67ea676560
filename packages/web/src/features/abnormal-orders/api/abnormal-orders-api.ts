import type {
  AbnormalSearchInput,
  abnormalBatchResultSchema,
  abnormalDetailSchema,
  abnormalListSchema,
  abnormalLogsSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const abnormalOrdersKey = ['abnormalOrders'] as const;
const base = '/api/crmAbnormalOrder';

export type AbnormalListRecord = Wire<typeof abnormalListSchema>['list'][number];
export type AbnormalDetailRecord = Wire<typeof abnormalDetailSchema>;
export type AbnormalBatchResult = Wire<typeof abnormalBatchResultSchema>;

/** POST /api/crmAbnormalOrder/search. */
export function useAbnormalOrders(
  input: Omit<Partial<AbnormalSearchInput>, 'pageSize'> & { pageIndex: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...abnormalOrdersKey, 'list', input],
    queryFn: () => http.post<Wire<typeof abnormalListSchema>>(`${base}/search`, input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/crmAbnormalOrder/view. */
export function useAbnormalOrder(id: number | null) {
  return useQuery({
    queryKey: [...abnormalOrdersKey, 'view', id],
    queryFn: () => http.get<AbnormalDetailRecord>(`${base}/view?id=${id}`),
    enabled: id !== null,
  });
}

/** POST /api/crmAbnormalOrder/getLogByWorkOrderNo. */
export function useAbnormalLog(workOrderNo: string | null) {
  return useQuery({
    queryKey: [...abnormalOrdersKey, 'log', workOrderNo],
    queryFn: () => http.post<Wire<typeof abnormalLogsSchema>>(`${base}/getLogByWorkOrderNo`, { workOrderNo }),
    enabled: workOrderNo !== null,
  });
}

/** A batch call of the list and the detail page: per-row results; the lists and pages refresh afterwards. */
function useBatch<I extends { ids: number[] }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => http.post<AbnormalBatchResult[]>(`${base}/${path}`, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: abnormalOrdersKey });
      // a Resend scheme makes a resend on the order
      void queryClient.invalidateQueries({ queryKey: ['resends'] });
    },
  });
}

/** POST setProcessingScheme. */
export const useSetAbnormalScheme = () =>
  useBatch<{ ids: number[]; scheme: number; remark?: string }>('setProcessingScheme');
/** POST batchProcessingResults. */
export const useAbnormalResults = () =>
  useBatch<{ ids: number[]; result: string; close: boolean }>('batchProcessingResults');
/** POST batchCancelOrder. */
export const useCancelAbnormalOrders = () => useBatch<{ ids: number[]; reason: string }>('batchCancelOrder');

/** POST pendingRemark/add. */
export function useAddPendingRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { workOrderId: number; content: string }) =>
      http.post<null>(`${base}/pendingRemark/add`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: abnormalOrdersKey }),
  });
}
