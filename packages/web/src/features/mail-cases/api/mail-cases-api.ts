import type {
  MailCaseSearchInput,
  MailReplyInfoInput,
  mailBatchResultSchema,
  mailCaseListSchema,
  mailCaseLogSchema,
  mailCaseViewSchema,
  mailCloseCheckSchema,
  mailCustomerCasesSchema,
  mailOrderCheckSchema,
  mailOrderPromptSchema,
  mailPendingCountsSchema,
  mailPendingSchema,
  mailReplyInfoSchema,
  mailSendResultSchema,
  mailThreadSchema,
  orderViewSchema,
  RenderedMail,
  refundsSchema,
  resendRecordSchema,
  Wire,
} from '@backdesk/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** Every query of the inbox and the case page starts with this key: a write refreshes them all. */
export const mailCasesKey = ['mailCases'] as const;
const base = '/api/frontend/emailWorkOrder';

export type MailCaseSearch = Partial<Omit<MailCaseSearchInput, 'after'>>;
export type MailCasePage = Wire<typeof mailCaseListSchema>;
export type MailCaseRow = MailCasePage['list'][number];
export type MailCaseView = Wire<typeof mailCaseViewSchema>;
export type MailThread = Wire<typeof mailThreadSchema>;
export type MailBatchResult = Wire<typeof mailBatchResultSchema>[number];
export type MailOrderInformation = {
  order: Wire<typeof orderViewSchema> | null;
  refunds: Wire<typeof refundsSchema>;
  resends: Wire<typeof resendRecordSchema>[];
};
/** A template of the case's platform and language, rendered with its order (getTemplatesByMailReceiveID). */
export type MailTemplateChoice = { id: number; name: string; subject: string; body: string };

/** POST search: keyset pages (after the last id), the caller's scope; `enabled` false until a valid search. */
export function useMailCases(search: MailCaseSearch | null) {
  return useInfiniteQuery({
    queryKey: [...mailCasesKey, 'list', search],
    enabled: search !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      http.post<MailCasePage>(`${base}/search`, { ...search, after: pageParam }, { quiet: true }),
    getNextPageParam: (last) => last.next ?? undefined,
    placeholderData: keepPreviousData,
  });
}

const byId = <T>(path: string, id: number, quiet = false) =>
  http.get<T>(`${base}/${path}`, { query: { id }, quiet });

export const useMailCase = (id: number) =>
  useQuery({ queryKey: [...mailCasesKey, 'view', id], queryFn: () => byId<MailCaseView>('view', id) });
export const useMailThread = (id: number) =>
  useQuery({ queryKey: [...mailCasesKey, 'thread', id], queryFn: () => byId<MailThread>('getMailList', id) });
export const useMailOrder = (id: number) =>
  useQuery({
    queryKey: [...mailCasesKey, 'order', id],
    queryFn: () => byId<MailOrderInformation>('getEmailOrderInformationV2', id),
  });
export const useCustomerCases = (id: number) =>
  useQuery({
    queryKey: [...mailCasesKey, 'customer', id],
    queryFn: () => byId<Wire<typeof mailCustomerCasesSchema>>('getCustomerMailALLList', id),
  });
export const useMailCaseLog = (id: number) =>
  useQuery({
    queryKey: [...mailCasesKey, 'log', id],
    queryFn: () => byId<Wire<typeof mailCaseLogSchema>>('getEmailWorkOrderLog', id),
  });
export const useMailPendingCounts = () =>
  useQuery({
    queryKey: [...mailCasesKey, 'counts'],
    queryFn: () =>
      http.get<Wire<typeof mailPendingCountsSchema>>(
        '/api/frontend/csWorkOrderController/getPendingWorkOrdersNum',
        {
          quiet: true,
        },
      ),
  });
export type MailReplyInfo = Wire<typeof mailReplyInfoSchema>;
/** getCsEmailWorkReplyInfor: the reply statistics of a range (null: not asked yet). */
export const useMailReplyInfo = (input: Partial<MailReplyInfoInput> | null) =>
  useQuery({
    queryKey: [...mailCasesKey, 'replyInfo', input],
    enabled: input !== null,
    queryFn: () => http.post<MailReplyInfo>(`${base}/getCsEmailWorkReplyInfor`, input),
    placeholderData: keepPreviousData,
  });

/** The template picker: the templates of the case's mailbox (platform) and language; none when unavailable. */
export const useMailTemplates = (id: number) =>
  useQuery({
    queryKey: [...mailCasesKey, 'templates', id],
    queryFn: () =>
      http
        .get<RenderedMail[]>(`${base}/getTemplatesByMailReceiveID`, {
          query: { mailReceiveId: id },
          quiet: true,
        })
        .then((rows) =>
          rows.map(
            (r, i): MailTemplateChoice => ({
              id: r.templateId ?? -(i + 1),
              name: r.name ?? r.subject,
              subject: r.subject,
              body: r.body,
            }),
          ),
        )
        .catch(() => []),
  });
export const checkOrderLink = (id: number, orderNo: string) =>
  http.post<Wire<typeof mailOrderCheckSchema>>(
    `${base}/checkAddOrderManually`,
    { id, orderNo },
    { quiet: true },
  );
export const orderPrompt = (id: number) =>
  http.post<Wire<typeof mailOrderPromptSchema>>(`${base}/addOrderManuallyPrompt`, { id });
export const checkClose = (id: number) =>
  http.post<Wire<typeof mailCloseCheckSchema>>(`${base}/checkCloseCaseManually`, { id });

/** A write on the case page: refreshes the inbox and the case. */
function useMailWrite<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: mailCasesKey }),
  });
}

export const useAddNote = () =>
  useMailWrite((input: { id: number; body: string }) => http.post<MailCaseView>(`${base}/AddNotes`, input));
export const useDeleteNote = () =>
  useMailWrite((noteId: number) => http.get<MailCaseView>(`${base}/delNotes`, { query: { noteId } }));
export const useTransferCases = () =>
  useMailWrite(
    (input: { ids: number[]; handler: { handlerType: 1 | 2; handlerId: number }; note?: string }) =>
      http.post<MailBatchResult[]>(`${base}/batchTransfer`, input),
  );
export const useSetPending = () =>
  useMailWrite((input: { id: number; until: string; note?: string }) =>
    http.post<Wire<typeof mailPendingSchema>>(
      '/api/frontend/crmWorkOrderTicketPendingController/addWorkOrderTicketPending',
      input,
    ),
  );
export const useEndPending = () =>
  useMailWrite((id: number) =>
    http.post<Wire<typeof mailPendingSchema>>(
      '/api/frontend/crmWorkOrderTicketPendingController/setupIsComplete',
      {
        id,
      },
    ),
  );
export const useCloseCase = () =>
  useMailWrite((input: { id: number; confirm: boolean; note?: string }) =>
    http.post<MailCaseView>(`${base}/closeCaseManually`, input),
  );
export const useLinkOrder = () =>
  useMailWrite((input: { id: number; orderNo: string }) =>
    http.post<MailCaseView>(`${base}/addOrderManually`, input),
  );
export const useUnlinkOrder = () =>
  useMailWrite((id: number) => http.get<MailCaseView>(`${base}/delManualOrder`, { query: { id } }));
export const useSendMail = () =>
  useMailWrite(
    (input: { id: number; replyAll: boolean; subject?: string; body: string; attachmentFileIds: string[] }) =>
      http.post<Wire<typeof mailSendResultSchema>>(`${base}/SendMail`, input),
  );
