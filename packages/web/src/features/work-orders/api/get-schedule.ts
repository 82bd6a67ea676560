import type { scheduleSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type Schedule = Wire<typeof scheduleSchema>;
export type ScheduleShift = Schedule['shifts'][number];
export type SchedulePerson = Schedule['users'][number];

export const scheduleKey = ['workSchedule'] as const;

export type ScheduleQuery = { from: string; to: string; teamId?: number };

/** POST /api/workSchedule/search: the people in the caller's scope (or a team's) and their shifts starting in a span. */
export function getSchedule(query: ScheduleQuery) {
  return http.post<Schedule>('/api/workSchedule/search', query, { quiet: true });
}

export function useSchedule(query: ScheduleQuery) {
  return useQuery({
    queryKey: [...scheduleKey, query],
    queryFn: () => getSchedule(query),
    placeholderData: keepPreviousData,
  });
}
