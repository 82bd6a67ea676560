import { useQuery } from '@tanstack/react-query';
import type { PaymentRow } from '../../../shared/payments-table';
import { http } from '../../../shared/request';
import { packagesKey } from './search-packages';

/** GET /api/csPackage/view: the package with its lines, its order's summary, customer (masked) and payments. */
export type PackageView = {
  id: number;
  packageNo: string;
  orderId: number;
  platformId: number;
  status: number;
  processingCentre: string | null;
  logisticMethod: string | null;
  transportLevel: number | null;
  forwarder: string | null;
  carrier: string | null;
  trackingNo: string | null;
  trackingStatus: number;
  deliveryStatus: number;
  depositAmount: string;
  depositTransactionId: string | null;
  transactionId: string | null;
  createdAt: string;
  importAt: string | null;
  handoverAt: string | null;
  consignAt: string | null;
  deliveryAt: string | null;
  signAt: string | null;
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
