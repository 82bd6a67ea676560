import type { PackageView } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { packagesKey } from './search-packages';

export type { PackageView } from '@backdesk/domain';

/** GET /api/csPackage/view?packageNo= */
export function getPackage(packageNo: string) {
  return http.get<PackageView>('/api/csPackage/view', { query: { packageNo } });
}

export function usePackage(packageNo: string | null) {
  return useQuery({
    queryKey: [...packagesKey, 'view', packageNo],
    queryFn: () => getPackage(packageNo!),
    enabled: packageNo !== null,
  });
}
