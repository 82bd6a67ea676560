import type {
  ResendBatchResult,
  ResendCodeInfo,
  ResendDetailInput,
  ResendPackageProduct,
  ResendProblemType,
  ResendReviewInput,
  ResendSaveInputRaw,
  ResendSearchInput,
  resendDetailRecordSchema,
  resendListSchema,
  resendPreCheckSchema,
  resendReasonSchema,
  resendRecordSchema,
  resendTestProductsSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';

export const resendsKey = ['resends'] as const;

/** POST /api/csCrmRepost/AddbeforeCheck: the pre-check of the package in the order number field. */
export function useResendPreCheck(packageNo: string | null, editId: number | null, opening = 0) {
  return useQuery({
    // each opening of the dialog checks afresh
    queryKey: [...resendsKey, 'preCheck', packageNo, editId, opening],
    queryFn: () =>
      http.post<Wire<typeof resendPreCheckSchema>>(
        '/api/csCrmRepost/AddbeforeCheck',
        { packageNo: packageNo!, IsEdit: editId !== null, id: editId },
        { quiet: true },
      ),
    enabled: Boolean(packageNo),
    gcTime: 0,
    retry: false,
  });
}

/** POST /api/csCrmRepost/GetSKUPOAByOrderID: the package's products, offered as problem products. */
export function getPackageProducts(orderId: string) {
  return http.post<ResendPackageProduct[]>('/api/csCrmRepost/GetSKUPOAByOrderID', { OrderId: orderId });
}

/** POST /api/csCrmRepost/LoadSKUPOAInfo: a typed code found as a SKU or POA (quiet: the dialog warns itself). */
export function lookupCode(code: string) {
  return http.post<ResendCodeInfo>('/api/csCrmRepost/LoadSKUPOAInfo', { ProductCode: code }, { quiet: true });
}

/** POST /api/csCrmRepost/GetIsTestProduct. */
export function getTestProducts(codes: string[]) {
  return http.post<Wire<typeof resendTestProductsSchema>>('/api/csCrmRepost/GetIsTestProduct', {
    ProductCodes: codes,
  });
}

/** POST /api/csCrmRepost/GetReasonByProblem. */
export function getReason(details: ResendDetailInput[]) {
  return http.post<Wire<typeof resendReasonSchema>>('/api/csCrmRepost/GetReasonByProblem', {
    Details: details,
  });
}

/** GET /api/csCrmRepost/GetProblemLabel?type=2: the reissue question labels. */
export function useResendProblemTypes() {
  return useQuery({
    queryKey: [...resendsKey, 'problemTypes'],
    queryFn: () => http.get<ResendProblemType[]>('/api/csCrmRepost/GetProblemLabel', { query: { type: 2 } }),
    staleTime: 60 * 60_000,
  });
}

type SaveVars = { input: ResendSaveInputRaw; isEdit: boolean };

/** POST /api/csCrmRepost/DataSave?IsEdit=: quiet, the dialog's commit state shows the outcome. */
export function useSaveResend(options: MutationHookOptions<Wire<typeof resendRecordSchema>, SaveVars> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ input, isEdit }: SaveVars) =>
      http.post<Wire<typeof resendRecordSchema>>('/api/csCrmRepost/DataSave', input, {
        query: { IsEdit: isEdit },
        quiet: true,
      }),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: resendsKey });
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST /api/csCrmRepost/search. */
export function useResends(
  input: Omit<Partial<ResendSearchInput>, 'pageSize'> & { pageIndex: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...resendsKey, 'list', input],
    queryFn: () =>
      http.post<Wire<typeof resendListSchema>>('/api/csCrmRepost/search', input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/csCrmRepost/detail. */
export function useResendDetail(id: number | null) {
  return useQuery({
    queryKey: [...resendsKey, 'detail', id],
    queryFn: () =>
      http.get<Wire<typeof resendDetailRecordSchema>>('/api/csCrmRepost/detail', { query: { id: id! } }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** POST /api/csCrmRepost/searchOnOrderDetailPage. */
export function useOrderResends(orderId: number) {
  return useQuery({
    queryKey: [...resendsKey, 'ofOrder', orderId],
    queryFn: () =>
      http.post<Wire<typeof resendRecordSchema>[]>('/api/csCrmRepost/searchOnOrderDetailPage', { orderId }),
  });
}

/** POST /api/csCrmRepost/ReAudit: a result per resend. */
export function useReviewResends() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResendReviewInput) =>
      http.post<ResendBatchResult[]>('/api/csCrmRepost/ReAudit', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resendsKey }),
  });
}

/** POST /api/csCrmRepost/Delete. */
export function useDeleteResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>('/api/csCrmRepost/Delete', { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resendsKey }),
  });
}
