import type { PaypalMessageSearchInput, paypalMessageListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** Every query of the message centre starts with this key: a read refreshes the list and the counts. */
export const messagesKey = ['messages'] as const;

export type MessageSearch = Omit<Partial<PaypalMessageSearchInput>, 'createdFrom' | 'createdTo'> & {
  pageIndex: number;
  pageSize: number;
  createdFrom?: string;
  createdTo?: string;
};
export type MessagePage = Wire<typeof paypalMessageListSchema>;
export type MessageRecord = MessagePage['list'][number];

/** POST /api/crmPaypalMessage/search: a page of the caller's messages, newest first. */
export function useMessages(input: MessageSearch) {
  return useQuery({
    queryKey: [...messagesKey, 'list', input],
    queryFn: () => http.post<MessagePage>('/api/crmPaypalMessage/search', input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}
