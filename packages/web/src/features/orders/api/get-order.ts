import type { OrderAmountField, PackageRecord } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { ordersKey } from './search-orders';

export type OrderLine = {
  id: number;
  orderId: number;
  productId: number | null;
  sku: string;
  title: string;
  titleZh: string | null;
  poa: string | null;
  itemCode: string | null;
  propertyCode: string | null;
  attributes: Record<string, string> | null;
  isTest: boolean | null;
  isVirtual: boolean | null;
  quantity: number;
  unitPrice: string;
  discount: string;
  deposit: string;
  amount: string;
};

export type OrderPackage = PackageRecord & {
  lines: {
    id: number;
    packageId: number;
    orderLineId: number | null;
    productId: number | null;
    sku: string;
    quantity: number;
    title: string | null;
    titleZh: string | null;
    attributes: Record<string, string> | null;
  }[];
};

export type OrderPayment = {
  id: number;
  orderId: number;
  paymentGroup: string;
  method: string;
  route: number;
  priority: number;
  amount: string;
  currency: string;
  isDeposit: boolean;
  transactionNo: string | null;
  paidAt: string | null;
};

export type OrderHistoryEntry = {
  id: number;
  orderId: number;
  userId: number | null;
  userName: string | null;
  userEnName: string | null;
  action: string;
  detail: string | null;
  at: string;
};

export type OrderAmountsView = Record<
  OrderAmountField | 'discountAmount' | 'depositAmount' | 'totalAmount',
  string
>;

/** GET /api/csOrderParent/view: the order with everything the details screen shows (contact masked). */
export type OrderView = {
  id: number;
  orderNo: string;
  platformId: number;
  platformName: string;
  platformNameZh: string;
  shopId: number;
  shopName: string;
  shopSite: string;
  originalOrderId: string | null;
  currency: string;
  orderType: number;
  lang: string;
  confirmType: number;
  status: number;
  errorMessage: string | null;
  isMarked: boolean;
  salesPending: boolean;
  csPending: boolean;
  processingCentre: string | null;
  createdAt: string;
  paidAt: string | null;
  updatedAt: string;
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
  amounts: OrderAmountsView;
  lines: OrderLine[];
  packages: OrderPackage[];
  payments: OrderPayment[];
  /** Two or more payment groups: a refund is split across them by priority. */
  combinedPayment: boolean;
  history: OrderHistoryEntry[];
  remarks: {
    id: number;
    userId: number | null;
    userName: string | null;
    content: string;
    createdAt: string;
  }[];
  labels: { id: number; labelId: number; name: string }[];
};

/** GET /api/csOrderParent/view?id= */
export function getOrder(id: number) {
  return http.get<OrderView>('/api/csOrderParent/view', { query: { id } });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...ordersKey, 'view', id],
    queryFn: () => getOrder(id!),
    enabled: id !== null,
  });
}
