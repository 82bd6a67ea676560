import { hasPermission, type PaypalWorkOrderNotice } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { usePermissions } from '../../../shared/session/session-store';
import { messagesKey } from './search-messages';

/**
 * GET /api/crmPaypalMessage/initWorkOrderNotice: the person's unread messages about orders with an open work
 * order (count, and the newest with their work orders), for the work-order screens' badge.
 */
export function useWorkOrderMessageNotice() {
  const allowed = hasPermission(usePermissions(), 'paypalMessage.view');
  return useQuery({
    queryKey: [...messagesKey, 'workOrderNotice'],
    queryFn: () =>
      http.get<PaypalWorkOrderNotice>('/api/crmPaypalMessage/initWorkOrderNotice', { quiet: true }),
    enabled: allowed,
    refetchInterval: 60_000,
  });
}
