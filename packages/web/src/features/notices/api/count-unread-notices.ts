import type { noticeCountsSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** The bell's number and its entries (the unread notices by kind), as the server sends them. */
export type UnreadNotices = Wire<typeof noticeCountsSchema>;
export type NoticeEntry = UnreadNotices['items'][number];

export const noticesKey = ['notices'] as const;
export const unreadNoticesKey = [...noticesKey, 'unread'] as const;

/** GET /api/crmNotice/countUnReadByDirectorId: the caller's unread notices, by kind (the bell). */
export function getUnreadNotices() {
  return http.get<UnreadNotices>('/api/crmNotice/countUnReadByDirectorId', { quiet: true });
}

/**
 * The bell's entries and count. Realtime updates and catch-ups after a reconnect refetch them
 * (use-notice-updates.ts); nothing is polled.
 */
export function useUnreadNotices() {
  return useQuery({
    queryKey: unreadNoticesKey,
    queryFn: getUnreadNotices,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
