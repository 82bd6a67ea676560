import type { Page } from '@backdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { http } from '../../../shared/request';

/** A row of POST /api/OAPackage/search. */
export type PackageRow = {
  id: number;
  packageNo: string;
  orderId: number;
  orderNo: string;
  originalOrderId: string | null;
  platformId: number;
  platformName: string;
  platformNameZh: string;
  shopId: number;
  shopName: string;
  customerName: string | null;
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
  currency: string;
  orderTotalAmount: string;
  shipCountry: string | null;
  createdAt: string;
  importAt: string | null;
  handoverAt: string | null;
  consignAt: string | null;
  deliveryAt: string | null;
  signAt: string | null;
};

/** The list call's body (orderSearchInputSchema; statuses are package statuses here). */
export type PackageListInput = OrderFilters & { pageIndex: number; pageSize: number };

export const packagesKey = ['packages'] as const;

/** POST /api/OAPackage/search: the order filters applied to packages, newest first. */
export function searchPackages(input: PackageListInput) {
  return http.post<Page<PackageRow> & { totalCapped: boolean }>('/api/OAPackage/search', input);
}

export function usePackages(input: PackageListInput) {
  return useQuery({
    queryKey: [...packagesKey, 'list', input],
    queryFn: () => searchPackages(input),
    placeholderData: keepPreviousData,
  });
}
