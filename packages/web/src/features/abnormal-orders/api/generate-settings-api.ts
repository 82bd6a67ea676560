import type { abnormalSettingSchema, Wire } from '@backdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type AbnormalSettingRow = Wire<typeof abnormalSettingSchema>;
const key = ['abnormalGenerateSettings'] as const;

/** GET /api/crmAbnormalOrderGenerateCfg/list. */
export function useAbnormalSettings() {
  return useQuery({
    queryKey: key,
    queryFn: () => http.get<AbnormalSettingRow[]>('/api/crmAbnormalOrderGenerateCfg/list'),
  });
}

export type AbnormalSettingPayload = {
  type: number;
  enabled: boolean;
  events: string[];
  platformIds: number[];
  deadlineHours: number;
  handler: { handlerType: 1 | 2; handlerId: number } | null;
};

/** POST /api/crmAbnormalOrderGenerateCfg/save. */
export function useSaveAbnormalSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AbnormalSettingPayload) =>
      http.post<AbnormalSettingRow>('/api/crmAbnormalOrderGenerateCfg/save', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
