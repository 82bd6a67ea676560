import type { CustomerCareSearchInput, customerCareListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** Every query of customer care starts with this key: a message or a relation refreshes them. */
export const customerCareKey = ['customerCare'] as const;

export type CareSearch = Omit<Partial<CustomerCareSearchInput>, 'createdFrom' | 'createdTo'> & {
  pageIndex: number;
  pageSize: number;
  createdFrom?: string;
  createdTo?: string;
};
export type CarePage = Wire<typeof customerCareListSchema>;
export type CareRecord = CarePage['list'][number];

/** POST /api/customerCare/search: a page of the PayPal complaints in the caller's scope, newest first. */
export function useCustomerCare(input: CareSearch) {
  return useQuery({
    queryKey: [...customerCareKey, 'list', input],
    queryFn: () => http.post<CarePage>('/api/customerCare/search', input, { quiet: true }),
    placeholderData: keepPreviousData,
  });
}
