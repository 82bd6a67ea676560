import type { MailboxOptions, MailboxPage, MailboxRecordWire, MailboxSearchInput } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const mailboxesKey = ['mailboxes'] as const;

/** POST /api/mailboxConfig/search: the shop mailboxes on the caller's platforms. */
export function useMailboxes(query: Partial<MailboxSearchInput>) {
  return useQuery({
    queryKey: [...mailboxesKey, 'list', query],
    queryFn: () => http.post<MailboxPage>('/api/mailboxConfig/search', query),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/mailboxConfig/view: one mailbox (never its passwords). */
export function useMailbox(id: number | null) {
  return useQuery({
    queryKey: [...mailboxesKey, 'view', id],
    queryFn: () => http.get<MailboxRecordWire>('/api/mailboxConfig/view', { query: { id: id! } }),
    enabled: id !== null,
  });
}

/** GET /api/mailboxConfig/options: platforms, shops, teams and users the form picks from. */
export function useMailboxOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...mailboxesKey, 'options'],
    queryFn: () => http.get<MailboxOptions>('/api/mailboxConfig/options'),
    enabled,
    staleTime: 60_000,
  });
}
