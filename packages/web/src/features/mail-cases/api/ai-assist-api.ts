import type { AiGeneration, AiOutcomeInput, AiReplyInput, aiGenerationSchema, Wire } from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { http } from '../../../shared/request';

/** The suggested reply and summary of a case; their own key, so a write on the case does not ask again. */
export const aiAssistKey = ['aiAssist'] as const;
export type AiDraft = Wire<typeof aiGenerationSchema>;
export type { AiGeneration };

const ask = (kind: 'reply' | 'abstract', input: Partial<AiReplyInput> & { workOrderId: number }) =>
  http.post<AiDraft>(`/api/frontend/emailWorkOrder/${kind}/ai`, input, { quiet: true, timeoutMs: 90_000 });

/** POST reply/ai (or abstract/ai): the cached draft of the work order, or a new one; only while `enabled`. */
export const useAiDraft = (kind: 'reply' | 'abstract', workOrderId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...aiAssistKey, kind, workOrderId],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: () => ask(kind, { workOrderId }),
  });

/** A new draft for the same work order (refresh: true), put in place of the cached one. */
export function useRefreshAiDraft(kind: 'reply' | 'abstract', workOrderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => ask(kind, { workOrderId, refresh: true }),
    onSuccess: (draft) => client.setQueryData([...aiAssistKey, kind, workOrderId], draft),
  });
}

/** What the agent did with a draft: sent (with the text sent) or discarded. */
export const recordAiOutcome = (input: Omit<AiOutcomeInput, 'generationId'> & { generationId: number }) =>
  http.post<AiDraft>('/api/frontend/AiEmailWorkOrder/recordAiReplyOutcome', input, { quiet: true });

/** The browser's list of work orders whose suggested reply is switched off (spec 1 §3.8). */
export const AI_OPT_OUT_KEY = 'backdesk.aiReply.optOut';
const listeners = new Set<() => void>();
const readOptOut = (): number[] => {
  try {
    const v = JSON.parse(localStorage.getItem(AI_OPT_OUT_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x) => Number.isInteger(x)) : [];
  } catch {
    return [];
  }
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** Is the suggested reply on for this work order, and the switch that changes it (kept in localStorage). */
export function useAiReplySwitch(workOrderId: number): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, () => !readOptOut().includes(workOrderId));
  const set = useCallback(
    (next: boolean) => {
      const others = readOptOut().filter((x) => x !== workOrderId);
      localStorage.setItem(AI_OPT_OUT_KEY, JSON.stringify(next ? others : [...others, workOrderId]));
      for (const l of listeners) l();
    },
    [workOrderId],
  );
  return [on, set];
}
