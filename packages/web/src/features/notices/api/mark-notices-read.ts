import type { NoticeMarkReadInput, noticeMarkedSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { realtime } from '../../../shared/realtime/realtime';
import { http } from '../../../shared/request';
import { noticesKey } from './count-unread-notices';

type Marked = Wire<typeof noticeMarkedSchema>;

/** POST /api/crmNotice/updateReadByDirectorId: marks the caller's notices of these kinds read (all without kinds). */
export function useMarkNoticesRead(options: MutationHookOptions<Marked, NoticeMarkReadInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: NoticeMarkReadInput) =>
      http.post<Marked>('/api/crmNotice/updateReadByDirectorId', input),
    onSuccess: async (...args) => {
      // the other tabs' bells too (they share the counts)
      realtime().toOtherTabs({ type: 'noticesRead' });
      await queryClient.invalidateQueries({ queryKey: noticesKey });
      await options.onSuccess?.(...args);
    },
  });
}
