import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type Schedule, scheduleKey } from './get-schedule';

export type SaveScheduleVariables = {
  userId: number;
  from: string;
  to: string;
  shifts: { startsAt: string; endsAt: string }[];
};

/** POST /api/workSchedule/save: replaces one person's shifts starting in the span (a week). */
export function saveSchedule(input: SaveScheduleVariables) {
  return http.post<Schedule>('/api/workSchedule/save', input, { quiet: true });
}

export function useSaveSchedule(options: MutationHookOptions<Schedule, SaveScheduleVariables> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: saveSchedule,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: scheduleKey });
      return options.onSuccess?.(...args);
    },
  });
}
