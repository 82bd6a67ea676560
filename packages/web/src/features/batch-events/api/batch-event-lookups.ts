import type { mailTemplateRecordSchema, ProblemLabelNode, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type BatchEventTemplate = Wire<typeof mailTemplateRecordSchema>;

/** GET /api/mailTemplates: the enabled templates of a mail type (quiet: without the right the picker is empty). */
export function useEventMailTemplates(mailType: number | null | undefined) {
  return useQuery({
    queryKey: ['mailTemplates', { mailType, enabled: 'true' }],
    queryFn: () =>
      http.get<BatchEventTemplate[]>('/api/mailTemplates', {
        query: { mailType: mailType!, enabled: 'true' },
        quiet: true,
      }),
    enabled: mailType != null,
  });
}

/** GET /api/csOrderProblemLabel/list: the question labels a refund is filed under, as a tree. */
export function useEventProblemLabels(enabled: boolean) {
  return useQuery({
    queryKey: ['problemLabels'],
    queryFn: () => http.get<ProblemLabelNode[]>('/api/csOrderProblemLabel/list'),
    enabled,
    staleTime: 10 * 60_000,
  });
}
