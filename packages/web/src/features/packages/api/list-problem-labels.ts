import type { ProblemLabelNode } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { ProblemLabelNode as ProblemLabel } from '@backdesk/domain';

export const problemLabelsKey = ['problemLabels'] as const;

/** GET /api/csOrderProblemLabel/list: the question labels as a tree. */
export function listProblemLabels() {
  return http.get<ProblemLabelNode[]>('/api/csOrderProblemLabel/list');
}

export function useProblemLabels(enabled: boolean) {
  return useQuery({
    queryKey: problemLabelsKey,
    queryFn: listProblemLabels,
    enabled,
    staleTime: 10 * 60_000,
  });
}
