import type {
  AbnormalAddressInput,
  AbnormalLogisticsInput,
  AbnormalMailInput,
  AbnormalParcelInput,
  abnormalCustomsSchema,
  abnormalExchangeSchema,
  abnormalMailSchema,
  abnormalParcelSchema,
  Wire,
} from '@backdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationHookOptions } from '../../../shared/api/mutation-options';
import { http } from '../../../shared/request';
import { abnormalOrdersKey } from './abnormal-orders-api';

const base = '/api/crmAbnormalOrder';

export type AbnormalMail = Wire<typeof abnormalMailSchema>;
export type AbnormalParcel = Wire<typeof abnormalParcelSchema>;
export type AbnormalCustoms = Wire<typeof abnormalCustomsSchema>;
export type AbnormalExchange = Wire<typeof abnormalExchangeSchema>;

/** A write of the details screen: quiet (the screen says what failed), the page and list refreshed after it. */
function useDetailWrite<I, O>(path: string, options: MutationHookOptions<O, I> = {}, timeoutMs?: number) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (input: I) => http.post<O>(`${base}/${path}`, input, { quiet: true, timeoutMs }),
    onSuccess: async (...args) => {
      await client.invalidateQueries({ queryKey: abnormalOrdersKey });
      return options.onSuccess?.(...args);
    },
  });
}

/** POST editOrderAddress. */
export const useEditAbnormalAddress = (o?: MutationHookOptions<null, AbnormalAddressInput>) =>
  useDetailWrite<AbnormalAddressInput, null>('editOrderAddress', o);
/** POST processCenterAndPostType/config. */
export const useAbnormalLogistics = (o?: MutationHookOptions<null, AbnormalLogisticsInput>) =>
  useDetailWrite<AbnormalLogisticsInput, null>('processCenterAndPostType/config', o);
/** POST detail/editPackage. */
export const useEditAbnormalParcel = (o?: MutationHookOptions<AbnormalParcel | null, AbnormalParcelInput>) =>
  useDetailWrite<AbnormalParcelInput, AbnormalParcel | null>('detail/editPackage', o);
/** POST haiguan/rematch. */
export const useCustomsRematch = (o?: MutationHookOptions<AbnormalCustoms, { workOrderId: number }>) =>
  useDetailWrite<{ workOrderId: number }, AbnormalCustoms>('haiguan/rematch', o);
/** POST exchangePackage (the spec's 60 s wait). */
export const useExchangeParcel = (o?: MutationHookOptions<AbnormalExchange, { workOrderId: number }>) =>
  useDetailWrite<{ workOrderId: number }, AbnormalExchange>('exchangePackage', o, 60_000);
/** POST sendMail: a mail to the buyer through the outbox. */
export const useContactBuyer = (o?: MutationHookOptions<AbnormalMail, AbnormalMailInput>) =>
  useDetailWrite<AbnormalMailInput, AbnormalMail>('sendMail', o);
