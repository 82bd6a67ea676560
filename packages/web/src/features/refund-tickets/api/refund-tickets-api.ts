import type {
  RefundTicketAuditInput,
  RefundTicketCloseInput,
  RefundTicketCreateInput,
  RefundTicketEditInput,
  RefundTicketSearchInput,
  RefundTicketTransferInput,
  refundTicketListSchema,
  refundTicketLogsSchema,
  refundTicketRecordSchema,
  refundTicketsSchema,
  TicketAddInfo,
  TicketDetail,
  ticketBatchResultsSchema,
  Wire,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const refundTicketsKey = ['refundTickets'] as const;
const base = '/api/crmRefundWorkOrder';

export type { TicketAddInfo, TicketDetail };
export type TicketBatchResult = Wire<typeof ticketBatchResultsSchema>[number];

/** GET refund-add-info: the refund form's order data plus whether the order may get a ticket now. */
export function useTicketAddInfo(query: { orderNo?: string; orderId?: number } | null) {
  return useQuery({
    queryKey: [...refundTicketsKey, 'addInfo', query],
    queryFn: () => http.get<TicketAddInfo>(`${base}/refund-add-info`, { query: query! }),
    enabled: query !== null,
    gcTime: 0,
    retry: false,
  });
}

export type TicketAction = 'audit' | 'reAudit' | 'edit' | 'transfer' | 'close' | 'finish';

/** GET detail: the ticket, the refund it asks for with its amounts, the refunds the audit made, the actions. */
export function useTicket(id: number | null) {
  return useQuery({
    queryKey: [...refundTicketsKey, 'detail', id],
    queryFn: () => http.get<TicketDetail>(`${base}/detail`, { query: { id: id! } }),
    enabled: id !== null,
  });
}

/** POST search. */
export function useTickets(
  input: Omit<Partial<RefundTicketSearchInput>, 'pageSize' | 'createdFrom' | 'createdTo'> & {
    pageIndex: number;
    pageSize: number;
    /** ISO times. */
    createdFrom?: string;
    createdTo?: string;
  },
) {
  return useQuery({
    queryKey: [...refundTicketsKey, 'list', input],
    queryFn: () => http.post<Wire<typeof refundTicketListSchema>>(`${base}/search`, input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** POST getLogByWorkOrderNo. */
export function useTicketLog(ticketNo: string | null) {
  return useQuery({
    queryKey: [...refundTicketsKey, 'log', ticketNo],
    queryFn: () =>
      http.post<Wire<typeof refundTicketLogsSchema>>(`${base}/getLogByWorkOrderNo`, {
        workOrderNo: ticketNo,
      }),
    enabled: ticketNo !== null,
  });
}

/** POST searchHistoryTicket: the order's other tickets. */
export function useTicketHistory(orderId: number | null, exceptId: number | null) {
  return useQuery({
    queryKey: [...refundTicketsKey, 'history', orderId, exceptId],
    queryFn: () =>
      http.post<Wire<typeof refundTicketsSchema>>(`${base}/searchHistoryTicket`, {
        orderId,
        exceptId: exceptId ?? undefined,
      }),
    enabled: orderId !== null,
  });
}

/** A write on tickets: every ticket query is stale afterwards (the refunds too, after an audit). */
function useTicketWrite<TInput, TData>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => http.post<TData>(`${base}/${path}`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: refundTicketsKey });
      void queryClient.invalidateQueries({ queryKey: ['refunds'] });
    },
  });
}

/** POST createRefundTicket. */
export const useCreateTicket = () =>
  useTicketWrite<RefundTicketCreateInput, Wire<typeof refundTicketRecordSchema>>('createRefundTicket');
/** POST edit. */
export const useEditTicket = () => useTicketWrite<RefundTicketEditInput, TicketDetail>('edit');
/** POST audit or reAudit. */
export const useAuditTicket = (again: boolean) =>
  useTicketWrite<RefundTicketAuditInput, TicketDetail>(again ? 'reAudit' : 'audit');
/** POST setFinish or closeTicket. */
export const useFinishTicket = (as: 'finish' | 'close') =>
  useTicketWrite<RefundTicketCloseInput, TicketDetail>(as === 'finish' ? 'setFinish' : 'closeTicket');

/** POST transferTicket: a result per ticket. */
export const useTransferTickets = () =>
  useTicketWrite<RefundTicketTransferInput, Wire<typeof ticketBatchResultsSchema>>('transferTicket');
