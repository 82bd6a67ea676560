import { hasPermission, type PaypalMessageCount } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { usePermissions } from '../../../shared/session/session-store';
import { messagesKey } from './search-messages';

/** The unread count's key: invalidate it to fetch the count again (a realtime event, a read elsewhere). */
export const unreadMessageCountKey = [...messagesKey, 'unreadCount'] as const;

/**
 * GET /api/crmPaypalMessage/initNoticeCount: the signed-in person's unread payment-provider messages of the
 * last 30 days, for the message centre and the header's message icon. Asked only of holders of
 * paypalMessage.view (others get no data), again every minute and when the window gets the focus back.
 */
export function useUnreadMessageCount() {
  const allowed = hasPermission(usePermissions(), 'paypalMessage.view');
  return useQuery({
    queryKey: unreadMessageCountKey,
    queryFn: () => http.get<PaypalMessageCount>('/api/crmPaypalMessage/initNoticeCount', { quiet: true }),
    select: (data) => data.notReadCount,
    enabled: allowed,
    refetchInterval: 60_000,
  });
}
