import type { ErrorName } from '../errors/catalogue.js';
import type { OrderAmounts } from '../orders/order-amounts.js';
import type { CombinedPayRow } from './combined-payment.js';

/** A line of a package the refund form offers: price per unit and what is left to refund. */
export type RefundableLineRecord = {
  orderLineId: number;
  sku: string;
  title: string;
  isTest: boolean;
  quantity: number;
  refundedQuantity: number;
  unitPrice: string;
  /** The line's discount and deposit per unit (8 places; the order keeps them per line). */
  unitDiscount: string;
  unitDeposit: string;
};

/** A package of the refund form: its lines, the combined-payment parts and why it may be disabled. */
export type RefundPackageRecord = {
  packageNo: string;
  status: number;
  deliveryStatus: number;
  lines: RefundableLineRecord[];
  limit: ErrorName | null;
  combined: (CombinedPayRow & { paymentId: number })[] | null;
  /** The refund condition as HTML (items left, cancel option, limit), shown sanitised in a tooltip. */
  refundCondition?: string | null;
};

export type RefundRouteRecord = {
  routeId: string;
  routeCNName: string;
  routeENName: string;
  enabled: boolean;
  preferred: boolean;
};

/** GET /api/v2/refund/refund-add-info. */
export type RefundAddInfo = {
  order: {
    id: number;
    orderNo: string;
    platformId: number;
    platformName: string;
    platformNameZh: string;
    currency: string;
    status: number;
    orderType: number;
    country: string | null;
    state: string | null;
    amounts: OrderAmounts;
    totalAmount: string;
    depositAmount: string;
    refundedAmount: string;
    paymentMethod: string | null;
  };
  packages: RefundPackageRecord[];
  routes: RefundRouteRecord[];
  uploadRequiredProblemTypes: readonly number[];
  searchedPackageNo: string | null;
};

type Person = { id: number; name: string | null; enName: string | null };

/** A refund in lists (POST /api/csRefund/search) and answers of create. */
export type RefundRecord = {
  id: number;
  refundNo: string;
  serialNumber: string;
  orderId: number;
  orderNo: string;
  packageNo: string;
  platformId: number;
  currency: string;
  status: number;
  refundRoute: string | null;
  totalAmount: string;
  referenceAmount: string;
  percent: string;
  reason: string;
  reasonEn: string | null;
  isCancelOrder: boolean;
  isPlatformRefund: boolean;
  isDisputeRefund: boolean;
  createdBy: Person;
  createdAt: string | Date;
  reviewedBy: Person | null;
  reviewedAt: string | Date | null;
  completedAt: string | Date | null;
};

/** A batch's outcome for one refund (review, completion). */
export type RefundBatchResult = {
  id: number;
  refundNo: string | null;
  is_success: boolean;
  code: number;
  response_message: string | null;
};
