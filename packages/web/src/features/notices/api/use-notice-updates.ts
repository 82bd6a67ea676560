import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type RealtimeEvent, useRealtimeEvents } from '../../../shared/realtime/realtime';
import { noticesKey, type UnreadNotices, unreadNoticesKey } from './count-unread-notices';

/**
 * Keeps the bell current: a realtime update sets its count at once and refetches its entries; a (re)connected
 * connection or another tab's "mark read" refetches them (what was missed in a gap is read from the database).
 */
export function useNoticeUpdates() {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === 'updateNotice') {
        queryClient.setQueryData<UnreadNotices>(unreadNoticesKey, (old) =>
          old ? { ...old, total: event.notReadCount } : old,
        );
        void queryClient.invalidateQueries({ queryKey: noticesKey });
      } else if (event.type === 'resync' || event.type === 'noticesRead') {
        void queryClient.invalidateQueries({ queryKey: noticesKey });
      }
    },
    [queryClient],
  );
  useRealtimeEvents(onEvent);
}
