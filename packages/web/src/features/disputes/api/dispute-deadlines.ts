import type { DisputeDeadlineSettingsInput, disputeDeadlineSettingsSchema, Wire } from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { disputesKey } from './disputes-api';

export type DisputeDeadlineRow = Wire<typeof disputeDeadlineSettingsSchema>[number];
const key = [...disputesKey, 'deadlineSettings'] as const;

/** GET deadlineSettings: the days each platform gives the seller to answer a dispute. */
export function useDisputeDeadlines(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: () => http.get<DisputeDeadlineRow[]>('/api/crmAeDisputeWorkOrder/deadlineSettings'),
    enabled,
  });
}

/** POST saveDeadlineSettings: new disputes use the saved days. */
export function useSaveDisputeDeadlines(
  options: MutationHookOptions<DisputeDeadlineRow[], DisputeDeadlineSettingsInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: DisputeDeadlineSettingsInput) =>
      http.post<DisputeDeadlineRow[]>('/api/crmAeDisputeWorkOrder/saveDeadlineSettings', input, {
        quiet: true,
      }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: key });
      return options.onSuccess?.(...args);
    },
  });
}
