import type { SlaPolicySaveInput, slaPolicyListSchema, Wire } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { countdownsKey } from './list-countdowns';

type Saved = Wire<typeof slaPolicyListSchema>;

/** POST /api/workOrderCountdown/save: countdowns for work orders created from now on; answers the whole table. */
export function saveCountdowns(input: SlaPolicySaveInput) {
  return http.post<Saved>('/api/workOrderCountdown/save', input, { quiet: true });
}

export function useSaveCountdowns(options: MutationHookOptions<Saved, SlaPolicySaveInput> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveCountdowns,
    onSuccess: (...args) => {
      queryClient.setQueryData(countdownsKey, args[0]);
      return options.onSuccess?.(...args);
    },
  });
}
