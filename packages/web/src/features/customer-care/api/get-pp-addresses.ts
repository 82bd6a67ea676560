import type { ppAddressSchema, Wire } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const ppAddressesKey = ['ppAddresses'] as const;
export type PpAddressRecord = Wire<typeof ppAddressSchema>;

/** GET /api/ppAddressSetting/list: the return addresses PayPal gives buyers. */
export function usePpAddresses() {
  return useQuery({
    queryKey: ppAddressesKey,
    queryFn: () => http.get<PpAddressRecord[]>('/api/ppAddressSetting/list'),
  });
}
