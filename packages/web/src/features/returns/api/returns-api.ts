import type {
  ReturnAddInfo,
  ReturnBatchResult,
  ReturnCreateInput,
  ReturnPrintResult,
  ReturnSearchInput,
  ReturnTransferInput,
  returnListSchema,
  returnLogEntrySchema,
  returnRecordSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';

export const returnsKey = ['returns'] as const;

export type ReturnListPath = '/api/csCrmReturnStep/search' | '/api/csCrmReturnStep/searchWarehouse';
export type ReturnSearch = Omit<Partial<ReturnSearchInput>, 'pageSize'> & {
  pageIndex: number;
  pageSize: number;
};

/** POST /api/csCrmReturnStep/search (customer service) or /searchWarehouse (the warehouse list). */
export function useReturns(path: ReturnListPath, input: ReturnSearch) {
  return useQuery({
    queryKey: [...returnsKey, 'list', path, input],
    queryFn: () => http.post<Wire<typeof returnListSchema>>(path, input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/csCrmReturnStep/addInfo: the package's products for the return form. */
export function useReturnAddInfo(packageNo: string | null) {
  return useQuery({
    queryKey: [...returnsKey, 'addInfo', packageNo],
    queryFn: () =>
      http.get<ReturnAddInfo>('/api/csCrmReturnStep/addInfo', { query: { packageNo: packageNo! } }),
    enabled: packageNo !== null && packageNo !== '',
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/csCrmReturnStep/add. */
export function useCreateReturn(
  options: MutationHookOptions<Wire<typeof returnRecordSchema>, ReturnCreateInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: ReturnCreateInput) =>
      http.post<Wire<typeof returnRecordSchema>>('/api/csCrmReturnStep/add', input),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: returnsKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** A status transfer of at most 20 returns: customer service's or the warehouse's call, a result per return. */
export function useReturnTransfer(
  path: '/api/csCrmReturnStep/transferStatus' | '/api/csCrmReturnStep/warehouseTransfer',
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReturnTransferInput) => http.post<ReturnBatchResult[]>(path, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}

/** POST /api/csCrmReturnStep/printReturnForm: the labels of the returns printed under one batch number. */
export function usePrintReturnForms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.post<ReturnPrintResult>('/api/csCrmReturnStep/printReturnForm', { ids }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}

/** POST /api/csCrmReturnStep/setRepairTrackingNo. */
export function useSetRepairTracking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; repairTrackingNo: string }) =>
      http.post<Wire<typeof returnRecordSchema>>('/api/csCrmReturnStep/setRepairTrackingNo', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}

/** POST /api/csCrmReturnStep/setProcessingScheme. */
export function useSetReturnScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; scheme: number }) =>
      http.post<ReturnBatchResult[]>('/api/csCrmReturnStep/setProcessingScheme', input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: returnsKey }),
  });
}

/** GET /api/csCrmReturnStep/getLog. */
export function useReturnLog(id: number | null) {
  return useQuery({
    queryKey: [...returnsKey, 'log', id],
    queryFn: () =>
      http.get<Wire<typeof returnLogEntrySchema>[]>('/api/csCrmReturnStep/getLog', { query: { id: id! } }),
    enabled: id !== null,
  });
}
