import type {
  AfterSalesCreateInput,
  EscalationInput,
  Wire,
  WorkOrderSearchInput,
  WorkOrderStatusInput,
  WorkOrderTextInput,
  WorkOrderTransferInput,
  workOrderBatchResultSchema,
  workOrderFinishReasonsSchema,
  workOrderHandlersSchema,
  workOrderListSchema,
  workOrderRecordSchema,
  workOrderViewSchema,
} from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const workOrdersKey = ['workOrders'] as const;
const base = '/api/crmAfterSalesWorkOrder';

export type WorkOrderView = Wire<typeof workOrderViewSchema>;
export type WorkOrderRow = Wire<typeof workOrderRecordSchema>;
export type WorkOrderBatchResult = Wire<typeof workOrderBatchResultSchema>[number];
export type FinishReason = Wire<typeof workOrderFinishReasonsSchema>[number];

/** POST search: a page of work orders. */
export function useWorkOrders(
  input: Partial<WorkOrderSearchInput> & { pageIndex: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...workOrdersKey, 'list', input],
    queryFn: () => http.post<Wire<typeof workOrderListSchema>>(`${base}/search`, input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}

/** POST view: the work order, its log, related work orders and the actions open. */
export function useWorkOrder(id: number | null) {
  return useQuery({
    queryKey: [...workOrdersKey, 'view', id],
    queryFn: () => http.post<WorkOrderView>(`${base}/view`, { id }),
    enabled: id !== null,
  });
}

/** GET getCloseReasonByRoleType: the close and solve reasons of the caller's role type. */
export function useFinishReasons(enabled: boolean) {
  return useQuery({
    queryKey: [...workOrdersKey, 'reasons'],
    queryFn: () => http.get<FinishReason[]>(`${base}/getCloseReasonByRoleType`),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A write on work orders (an after-sales call by its name, or any work-order call by its whole path): every
 * work-order query (lists, counts, views) is stale afterwards.
 */
export function useWorkOrderWrite<TInput, TData>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => http.post<TData>(path.startsWith('/') ? path : `${base}/${path}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workOrdersKey }),
  });
}

/** POST add (the after-sales list's), or the centre's add of any kind (`path`). */
export const useCreateWorkOrder = (path = 'add') =>
  useWorkOrderWrite<Partial<AfterSalesCreateInput> & { kind?: number }, Wire<typeof workOrderRecordSchema>>(
    path,
  );

/** The text calls: a reply to the customer, a request for evidence, an internal remark. */
export const textCalls = {
  reply: 'customerServiceReply',
  evidence: 'sendNeedSupplyEvidence',
  remark: 'addRemark',
} as const;
export type TextCall = keyof typeof textCalls;
export const useWorkOrderText = (call: TextCall) =>
  useWorkOrderWrite<WorkOrderTextInput, WorkOrderView>(textCalls[call]);

/** The propose… calls by proposal. */
export const proposalCalls = {
  refund: 'proposeRefundSolutions',
  resend: 'proposeResendSolutions',
  repair: 'proposeBackRepairSolutions',
  exchange: 'proposeExchangeSolutions',
  suggestion: 'proposeSuggestSolutions',
  nothing: 'proposeNothingSolutions',
} as const;
export type ProposalCall = keyof typeof proposalCalls;
export function useProposeSolution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; proposal: ProposalCall; note?: string }) =>
      http.post<WorkOrderView>(`${base}/${proposalCalls[input.proposal]}`, {
        id: input.id,
        note: input.note,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: workOrdersKey }),
  });
}

/** POST upgradeWorkOrder: an escalation ticket raised from the work order. */
export const useEscalateWorkOrder = () =>
  useWorkOrderWrite<EscalationInput, Wire<typeof workOrderRecordSchema>>('upgradeWorkOrder');

/** POST transferWorkOrder: a result per work order. */
export const useTransferWorkOrders = () =>
  useWorkOrderWrite<WorkOrderTransferInput, WorkOrderBatchResult[]>('transferWorkOrder');
/** POST transferStatus (or the centre's batchUpdateWorkOrderStatus, `path`): a result per work order. */
export const useMoveWorkOrders = (path = 'transferStatus') =>
  useWorkOrderWrite<WorkOrderStatusInput, WorkOrderBatchResult[]>(path);

export type HandlerOption = Wire<typeof workOrderHandlersSchema>[number];
/** GET getHandlers: colleagues and teams by name prefix. */
export function useHandlerSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...workOrdersKey, 'handlers', keyword],
    queryFn: () => http.get<HandlerOption[]>(`${base}/getHandlers`, { query: { keyword }, quiet: true }),
    enabled,
    staleTime: 60_000,
  });
}
