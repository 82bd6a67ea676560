import type { aiCreateLogSchema, aiGenerationKinds, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type AiCreateLogPage = Wire<typeof aiCreateLogSchema>;
export type AiCreateLogRow = AiCreateLogPage['list'][number];
export type AiCreateLogFilter = {
  pageIndex: number;
  pageSize: number;
  kind?: (typeof aiGenerationKinds)[number];
};

/** GET getAiReplyCreateLog: every suggested reply and summary of the cases in the caller's scope, newest first. */
export const useAiCreateLog = (filter: AiCreateLogFilter) =>
  useQuery({
    queryKey: ['aiAssist', 'createLog', filter],
    placeholderData: keepPreviousData,
    queryFn: () =>
      http.get<AiCreateLogPage>('/api/frontend/AiEmailWorkOrder/getAiReplyCreateLog', {
        query: { ...filter },
      }),
  });
