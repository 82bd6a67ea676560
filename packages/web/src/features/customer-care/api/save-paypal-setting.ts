import type { PaypalSettingInput } from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { type PaypalSettingRecord, paypalSettingsKey } from './get-paypal-settings';

/** POST /api/paypalSetting/save: a new account (no id) or an edit (an empty secret keeps the stored one). */
export function useSavePaypalSetting(
  options: MutationHookOptions<PaypalSettingRecord, PaypalSettingInput> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: PaypalSettingInput) =>
      http.post<PaypalSettingRecord>('/api/paypalSetting/save', input, { quiet: true }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: paypalSettingsKey });
      return options.onSuccess?.(...args);
    },
  });
}
