import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** A question label (problem tag) with its children. */
export type ProblemLabel = {
  id: number;
  id_lang: string;
  name: string;
  enName: string;
  childList: ProblemLabel[];
};

export const problemLabelsKey = ['problemLabels'] as const;

/** GET /api/csOrderProblemLabel/list: the question labels as a tree. */
export function listProblemLabels() {
  return http.get<ProblemLabel[]>('/api/csOrderProblemLabel/list');
}

export function useProblemLabels(enabled: boolean) {
  return useQuery({
    queryKey: problemLabelsKey,
    queryFn: listProblemLabels,
    enabled,
    staleTime: 10 * 60_000,
  });
}
