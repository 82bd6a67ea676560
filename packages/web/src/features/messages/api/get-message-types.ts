import type { PaypalMessageTypeRecord } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { messagesKey } from './search-messages';

/** GET /api/crmPaypalMessageType/getAllType: the message types (reference data, kept for 30 minutes). */
export function useMessageTypes() {
  return useQuery({
    queryKey: [...messagesKey, 'types'],
    queryFn: () => http.get<PaypalMessageTypeRecord[]>('/api/crmPaypalMessageType/getAllType'),
    staleTime: 30 * 60_000,
  });
}
