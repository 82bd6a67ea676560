import type { OutboundMailStatus, OutboxMail, OutboxPage, OutboxResendRow } from '@backdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const outboxKey = ['mailOutbox'] as const;

export type OutboxSearch = {
  status?: OutboundMailStatus;
  purpose?: string;
  mailboxId?: number;
  createdFrom?: string;
  createdTo?: string;
  beforeId?: number;
  pageSize: number;
};
export type { OutboxMail };

/** GET getToBeSentAndFailedToSend: a page of the caller's outbox, newest first; refreshed every 30 s. */
export function useOutbox(search: OutboxSearch) {
  return useQuery({
    queryKey: [...outboxKey, search],
    queryFn: () =>
      http.get<OutboxPage>('/api/frontend/emailWorkOrder/getToBeSentAndFailedToSend', {
        query: search,
        quiet: true,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** POST batchResend: a result per mail; the list is read again after. */
export function useResendMails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.post<OutboxResendRow[]>('/api/frontend/emailSendBoxController/batchResend', { ids }),
    onSettled: () => client.invalidateQueries({ queryKey: outboxKey }),
  });
}
