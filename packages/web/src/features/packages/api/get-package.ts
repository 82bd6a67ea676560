import type { PackageRecord } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import type { PaymentRow } from '../../../shared/payments-table';
import { http } from '../../../shared/request';
import { packagesKey } from './search-packages';

/** GET /api/csPackage/view: the package with its lines, its order's summary, customer (masked) and payments. */
export type PackageView = PackageRecord & {
  orderNo: string;
  originalOrderId: string | null;
  orderStatus: number;
  orderType: number;
  currency: string;
  platformName: string;
  platformNameZh: string;
  shopId: number;
  shopName: string;
  orderTotalAmount: string;
  lines: {
    id: number;
    orderLineId: number | null;
    productId: number | null;
    sku: string;
    quantity: number;
    title: string | null;
    titleZh: string | null;
    attributes: Record<string, string> | null;
  }[];
  payments: PaymentRow[];
  customer: { id: number; name: string; email: string; phone: string; country: string } | null;
  shippingAddress: {
    name: string | null;
    phone: string;
    country: string | null;
    state: string | null;
    city: string | null;
    postcode: string | null;
    address1: string | null;
    address2: string | null;
  };
};

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
