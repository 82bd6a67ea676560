import type {
  ReceivablesAccount,
  RefillBatchResult,
  RefillExportInput,
  RefillSaveInputRaw,
  RefillSearchInput,
  RefillStatusInput,
  refillListSchema,
  refillPaymentInfoSchema,
  refillRecordSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { downloadFile } from '../../../shared/request/download-file';

export const refillsKey = ['refills'] as const;
const base = '/api/csPackageReplenishment';

export type RefillSearch = Omit<Partial<RefillSearchInput>, 'createdFrom' | 'createdTo' | 'pageSize'> & {
  pageIndex: number;
  pageSize: number;
  createdFrom?: string;
  createdTo?: string;
};

/** GET /api/csPackageReplenishment/search. */
export function useRefills(input: RefillSearch) {
  return useQuery({
    queryKey: [...refillsKey, 'list', input],
    queryFn: () => http.get<Wire<typeof refillListSchema>>(`${base}/search`, { query: input, quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** GET getReplenishmentByOrderIdOnOrderDetailPage: the refills of an order. */
export function useOrderRefills(orderId: number) {
  return useQuery({
    queryKey: [...refillsKey, 'ofOrder', orderId],
    queryFn: () =>
      http.get<Wire<typeof refillRecordSchema>[]>(`${base}/getReplenishmentByOrderIdOnOrderDetailPage`, {
        query: { orderId },
      }),
  });
}

/** GET getPayPayInfo: the package's order, its payments and lines (quiet: the dialog shows the refusal). */
export function useRefillPayInfo(packageNo: string | null) {
  return useQuery({
    queryKey: [...refillsKey, 'payInfo', packageNo],
    queryFn: () =>
      http.get<Wire<typeof refillPaymentInfoSchema>>(`${base}/getPayPayInfo`, {
        query: { packageNo: packageNo! },
        quiet: true,
      }),
    enabled: Boolean(packageNo),
    retry: false,
    gcTime: 0,
  });
}

/** GET getReSentOrderNo: the resend packages of the package's order. */
export function useResendPackageNos(packageNo: string | null) {
  return useQuery({
    queryKey: [...refillsKey, 'resent', packageNo],
    queryFn: () =>
      http.get<string[]>(`${base}/getReSentOrderNo`, { query: { packageNo: packageNo! }, quiet: true }),
    enabled: Boolean(packageNo),
    retry: false,
    gcTime: 0,
  });
}

/** POST getReceivablesAccount: the receiving accounts (of a currency, or any). */
export function useReceivablesAccounts(currency: string | null) {
  return useQuery({
    queryKey: [...refillsKey, 'accounts', currency],
    queryFn: () => http.post<ReceivablesAccount[]>(`${base}/getReceivablesAccount`, { currency }),
    staleTime: 10 * 60_000,
  });
}

/** GET /api/csPaypalExchangeRate/getAllCurrencyCode: the currency list. */
export function useCurrencyCodes() {
  return useQuery({
    queryKey: ['currencyCodes'],
    queryFn: () => http.get<string[]>('/api/csPaypalExchangeRate/getAllCurrencyCode'),
    staleTime: 60 * 60_000,
  });
}

type SaveVars = { input: RefillSaveInputRaw; isEdit: boolean };

/** POST addPackageReplenishment / modifyPackageReplenishment (quiet: the dialog puts errors on its fields). */
export function useSaveRefill(options: MutationHookOptions<Wire<typeof refillRecordSchema>, SaveVars> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: ({ input, isEdit }: SaveVars) =>
      http.post<Wire<typeof refillRecordSchema>>(
        `${base}/${isEdit ? 'modifyPackageReplenishment' : 'addPackageReplenishment'}`,
        input,
        {
          quiet: true,
        },
      ),
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: refillsKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST changeStatusPackageReplenishment: a result per refill. */
export function useChangeRefillStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefillStatusInput) =>
      http.post<RefillBatchResult[]>(`${base}/changeStatusPackageReplenishment`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refillsKey }),
  });
}

/** POST deletePackageReplenishment?id=. */
export function useDeleteRefill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>(`${base}/deletePackageReplenishment`, {}, { query: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refillsKey }),
  });
}

/** POST export: the list's filters as an .xlsx file (a JSON answer is the refusal). */
export function useExportRefills() {
  return useMutation({
    mutationFn: (
      input: Omit<RefillExportInput, 'createdFrom' | 'createdTo'> & {
        createdFrom?: string;
        createdTo?: string;
      },
    ) =>
      downloadFile(`${base}/export`, { body: input, fallbackName: 'refills.xlsx', timeoutMs: 10 * 60_000 }),
  });
}
