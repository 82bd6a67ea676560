import type { paypalSettingSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const paypalSettingsKey = ['paypalSettings'] as const;
export type PaypalSettingRecord = Wire<typeof paypalSettingSchema>;

/** GET /api/paypalSetting/list: the PayPal accounts (never their secrets). */
export function usePaypalSettings() {
  return useQuery({
    queryKey: paypalSettingsKey,
    queryFn: () => http.get<PaypalSettingRecord[]>('/api/paypalSetting/list'),
  });
}
