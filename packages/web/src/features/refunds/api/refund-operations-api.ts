import type {
  CombinedRecordSearchInput,
  combinedRefundRecordListSchema,
  paypalPayoutSchema,
  RefundExportKind,
  RefundRouteSaveInput,
  refundCustomerMailSchema,
  refundRoutePlatformSchema,
  refundRoutePlatformsSchema,
  refundSentMailSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { downloadFile } from '../../../shared/request/download-file';
import { refundsKey } from './refunds-api';

const routeConfigKey = ['refundRouteConfig'] as const;

/** GET /api/v2/refund/refund-route/config: every refund-path platform with its routes. */
export function useRefundRouteConfigs() {
  return useQuery({
    queryKey: routeConfigKey,
    queryFn: () => http.get<Wire<typeof refundRoutePlatformsSchema>>('/api/v2/refund/refund-route/config'),
  });
}

/** POST /api/v2/refund/refund-route/config: a platform's routes; the refund forms read them afresh. */
export function useSaveRefundRoutes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundRouteSaveInput) =>
      http.post<Wire<typeof refundRoutePlatformSchema>>('/api/v2/refund/refund-route/config', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: routeConfigKey });
      void queryClient.invalidateQueries({ queryKey: refundsKey });
    },
  });
}

const exportPaths: Record<Exclude<RefundExportKind, 'reviewRefunded'>, string> = {
  audited: '/api/csRefund/auditedRefundExport',
  completed: '/api/csRefund/completedRefundExport',
};

/** POST /api/csRefund/auditedRefundExport | completedRefundExport: an .xlsx file (a JSON answer is the refusal). */
export function useExportRefunds() {
  return useMutation({
    mutationFn: (input: {
      kind: 'audited' | 'completed';
      from: string;
      to: string;
      utcOffsetMinutes: number;
    }) =>
      downloadFile(exportPaths[input.kind], {
        body: { from: input.from, to: input.to, utcOffsetMinutes: input.utcOffsetMinutes },
        fallbackName: `${input.kind}-refunds.xlsx`,
        timeoutMs: 10 * 60_000,
      }),
  });
}

export type PaypalPayout = Wire<typeof paypalPayoutSchema>;

/** GET /api/csRefund/refundToPaypal: pays the PayPal parts of a reviewed refund. */
export function useRefundToPaypal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.get<PaypalPayout>('/api/csRefund/refundToPaypal', { query: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: refundsKey }),
  });
}

export type CustomerMail = Wire<typeof refundCustomerMailSchema>;
/** What GET /api/csRefund/sendEmail answers: sent, or not sent without a mail server (a refusal is an error). */
export type SentMail = Wire<typeof refundSentMailSchema>;

/** GET /api/csRefund/getCustomerTemplate: the refund mail in the customer's language. */
export function useCustomerTemplate(id: number | null) {
  return useQuery({
    queryKey: [...refundsKey, 'customerTemplate', id],
    queryFn: () => http.get<CustomerMail>('/api/csRefund/getCustomerTemplate', { query: { id: id! } }),
    enabled: id !== null,
    gcTime: 0,
  });
}

/** GET /api/csRefund/sendEmail: writes the mail to the outbox and sends it. */
export function useSendRefundEmail() {
  return useMutation({
    mutationFn: (id: number) => http.get<SentMail>('/api/csRefund/sendEmail', { query: { id } }),
  });
}

/** POST /api/v2/combine/refund/record/queryCombinePayRefundRecord. */
export function useCombinedRefundRecords(
  input: Omit<Partial<CombinedRecordSearchInput>, 'pageSize'> & { pageIndex: number; pageSize: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...refundsKey, 'combinedRecords', input],
    queryFn: () =>
      http.post<Wire<typeof combinedRefundRecordListSchema>>(
        '/api/v2/combine/refund/record/queryCombinePayRefundRecord',
        input,
        {
          quiet: true,
        },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
