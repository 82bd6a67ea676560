import type { CustomerSearchInput, customerListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** Every query of the customer centre starts with this key: a change to a customer refreshes them. */
export const customersKey = ['customers'] as const;

export type CustomerSearch = Partial<CustomerSearchInput> & { pageIndex: number; pageSize: number };
export type CustomerPage = Wire<typeof customerListSchema>;
export type CustomerRow = CustomerPage['list'][number];

/** POST /api/customer/search: a page of the customers of the caller's platforms, newest first. */
export function useCustomers(input: CustomerSearch) {
  return useQuery({
    queryKey: [...customersKey, 'list', input],
    queryFn: () => http.post<CustomerPage>('/api/customer/search', input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}
