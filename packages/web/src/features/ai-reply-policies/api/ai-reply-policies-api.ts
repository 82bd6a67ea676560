import type {
  AiPolicyEditInput,
  AiPolicyStatus,
  aiPolicyPageSchema,
  aiPolicyRecordSchema,
  ProblemLabelNode,
  Wire,
} from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/* The calls of the AI reply policy screen (/frontend/AiEmailWorkOrder/*). */

export type AiPolicyRow = Wire<typeof aiPolicyRecordSchema>;
type AiPolicyPage = Wire<typeof aiPolicyPageSchema>['data'];

export type AiPolicyFilter = {
  pageIndex: number;
  pageSize: number;
  platformId?: number;
  lang?: string;
  status?: AiPolicyStatus;
};

const policiesKey = ['aiReplyPolicies'] as const;
const BASE = '/api/frontend/AiEmailWorkOrder';

/** POST searchAiRepliesPolicy */
export function useAiPolicies(filter: AiPolicyFilter) {
  return useQuery({
    queryKey: [...policiesKey, filter],
    queryFn: () => http.post<AiPolicyPage>(`${BASE}/searchAiRepliesPolicy`, filter),
  });
}

/** POST editAiRepliesPolicy: quiet, the dialog shows the refusal beside the fields. */
export function useEditAiPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AiPolicyEditInput) =>
      http.post<AiPolicyRow>(`${BASE}/editAiRepliesPolicy`, input, { quiet: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: policiesKey }),
  });
}

/** GET approvalAiRepliesPolicy: approve, or reject with a reason. */
export function useReviewAiPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; approve: boolean; remark: string }) =>
      http.get<AiPolicyRow>(`${BASE}/approvalAiRepliesPolicy`, {
        query: { id: input.id, approve: String(input.approve), remark: input.remark },
        quiet: true,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: policiesKey }),
  });
}

/** GET /api/csOrderProblemLabel/list: the question labels a policy may be for. */
export function useLabelTree() {
  return useQuery({
    queryKey: ['problemLabels'],
    queryFn: () => http.get<ProblemLabelNode[]>('/api/csOrderProblemLabel/list'),
    staleTime: 10 * 60_000,
  });
}
