import type {
  Wire,
  WorkOrderCentreSearchInput,
  WorkOrderDeleteInput,
  workOrderCountsSchema,
  workOrderListSchema,
} from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { useWorkOrderWrite, type WorkOrderBatchResult, workOrdersKey } from './work-orders-api';

const base = '/api/csWorkOrder';

/** The centre's calls the shared dialogs are pointed at. */
export const centrePaths = {
  add: `${base}/add`,
  batchStatus: `${base}/batchUpdateWorkOrderStatus`,
  export: `${base}/dynamicWorkOrderExport`,
} as const;

export type WorkOrderCounts = Wire<typeof workOrderCountsSchema>;

/** GET /csWorkOrder/search: a page of work orders of every kind, the filters as query parameters. */
export function useCentreWorkOrders(
  input: Partial<WorkOrderCentreSearchInput> & { pageIndex: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...workOrdersKey, 'centre', input],
    queryFn: () =>
      http.get<Wire<typeof workOrderListSchema>>(`${base}/search`, {
        query: {
          ...input,
          overdue: input.overdue || undefined,
          finishedFrom: input.finishedFrom?.toISOString(),
        },
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET getALLWorkOrdersNum: open work orders per status, in the caller's queue and in their scope. */
export function useWorkOrderCounts() {
  return useQuery({
    queryKey: [...workOrdersKey, 'counts'],
    queryFn: () => http.get<WorkOrderCounts>('/api/frontend/csWorkOrderController/getALLWorkOrdersNum'),
  });
}

/** POST /csWorkOrder/delete: a result per work order (only untouched ones go). */
export const useDeleteWorkOrders = () =>
  useWorkOrderWrite<WorkOrderDeleteInput, WorkOrderBatchResult[]>(`${base}/delete`);
