import type { PackageRow, packageListSchema, Wire } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { http } from '../../../shared/request';

/** The warehouse (OA) record of a package: a row of POST /api/OAPackage/search. */
export type OaPackageRow = PackageRow;

export type OaPackageInput = OrderFilters & { pageIndex: number; pageSize: number };

/** POST /api/OAPackage/search: packages of the caller's platforms with the order filters, newest first. */
export function useOaPackages(input: OaPackageInput | null) {
  return useQuery({
    queryKey: ['packages', 'oa', input],
    queryFn: () => http.post<Wire<typeof packageListSchema>>('/api/OAPackage/search', input),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
