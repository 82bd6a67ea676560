import type { Page } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { http } from '../../../shared/request';

/** The warehouse (OA) record of a package, as POST /api/OAPackage/search answers it. */
export type OaPackageRow = {
  id: number;
  packageNo: string;
  orderId: number;
  orderNo: string;
  originalOrderId: string | null;
  platformId: number;
  platformName: string;
  platformNameZh: string;
  shopName: string;
  status: number;
  orderStatus: number;
  processingCentre: string | null;
  logisticMethod: string | null;
  transportLevel: number | null;
  forwarder: string | null;
  carrier: string | null;
  trackingNo: string | null;
  trackingStatus: number;
  deliveryStatus: number;
  shipCountry: string | null;
  createdAt: string;
  importAt: string | null;
  handoverAt: string | null;
  consignAt: string | null;
  deliveryAt: string | null;
  signAt: string | null;
};

export type OaPackageInput = OrderFilters & { pageIndex: number; pageSize: number };

/** POST /api/OAPackage/search: packages of the caller's platforms with the order filters, newest first. */
export function useOaPackages(input: OaPackageInput | null) {
  return useQuery({
    queryKey: ['packages', 'oa', input],
    queryFn: () => http.post<Page<OaPackageRow> & { totalCapped: boolean }>('/api/OAPackage/search', input),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
