import type { ListSort, orderSortFields, packageListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { http } from '../../../shared/request';

export type { PackageRow } from '@backdesk/domain';

/** The list call's body (orderSearchInputSchema; statuses are package statuses here). */
export type PackageListInput = OrderFilters &
  ListSort<(typeof orderSortFields)[number]> & { pageIndex: number; pageSize: number };

export const packagesKey = ['packages'] as const;

/** POST /api/OAPackage/search: the order filters applied to packages, newest first unless sorted. */
export function searchPackages(input: PackageListInput) {
  return http.post<Wire<typeof packageListSchema>>('/api/OAPackage/search', input);
}

export function usePackages(input: PackageListInput) {
  return useQuery({
    queryKey: [...packagesKey, 'list', input],
    queryFn: () => searchPackages(input),
    placeholderData: keepPreviousData,
  });
}
