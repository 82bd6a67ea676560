import type {
  ChannelBatchResult,
  ChannelProblemInput,
  ChannelProblemSearchInput,
  channelProblemListSchema,
  channelProblemLogEntrySchema,
  channelProblemRecordSchema,
  channelProblemSaveAnswerSchema,
  Wire,
} from '@backdesk/domain';

export type { ChannelBatchResult } from '@backdesk/domain';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const channelProblemsKey = ['channelProblems'] as const;

/** POST /api/csCrmChannelReturnStep/search. */
export function useChannelProblems(
  input: Omit<Partial<ChannelProblemSearchInput>, 'pageSize'> & { pageIndex: number; pageSize: number },
) {
  return useQuery({
    queryKey: [...channelProblemsKey, 'list', input],
    queryFn: () =>
      http.post<Wire<typeof channelProblemListSchema>>('/api/csCrmChannelReturnStep/search', input, {
        quiet: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export type SaveAnswer = Wire<typeof channelProblemSaveAnswerSchema>;
/** The form's payload: the deadline as an ISO time. */
export type ChannelProblemPayload = Omit<ChannelProblemInput, 'processingDeadline'> & {
  processingDeadline: string;
};

/** POST /api/csCrmChannelReturnStep/save (new, or overwriting the package's unfinished item). */
export function useSaveChannelProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelProblemPayload) =>
      http.post<SaveAnswer>('/api/csCrmChannelReturnStep/save', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: channelProblemsKey }),
  });
}

/** POST /api/csCrmChannelReturnStep/update. */
export function useUpdateChannelProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelProblemPayload & { id: number }) =>
      http.post<Wire<typeof channelProblemRecordSchema>>('/api/csCrmChannelReturnStep/update', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: channelProblemsKey }),
  });
}

/** POST /api/csCrmChannelReturnStep/setProcessingScheme. */
export function useSetChannelScheme() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: number[]; scheme: number }) =>
      http.post<ChannelBatchResult[]>('/api/csCrmChannelReturnStep/setProcessingScheme', input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: channelProblemsKey }),
  });
}

/** POST /api/csCrmChannelReturnStep/queryChannelReturnStepOperateLog. */
export function useChannelProblemLog(id: number | null) {
  return useQuery({
    queryKey: [...channelProblemsKey, 'log', id],
    queryFn: () =>
      http.post<Wire<typeof channelProblemLogEntrySchema>[]>(
        '/api/csCrmChannelReturnStep/queryChannelReturnStepOperateLog',
        {
          id,
        },
      ),
    enabled: id !== null,
  });
}
