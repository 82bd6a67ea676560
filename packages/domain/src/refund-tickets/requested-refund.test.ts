import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { type OrderAmounts, orderAmountFields } from '../orders/order-amounts.js';
import type { RefundCreateInput, RefundPackageInput } from '../refunds/refund-form.js';
import type { RefundAddInfo } from '../refunds/refund-wire.js';
import { requestedRefund } from './requested-refund.js';

const amounts = (patch: Partial<OrderAmounts>) =>
  ({ ...Object.fromEntries(orderAmountFields.map((f) => [f, '0.0000'])), ...patch }) as OrderAmounts;

/** A marketplace order (platform 4, no sales tax rule) of 2 × 50.00 plus 10.00 freight in one package. */
const info = (
  patch: { limit?: 'REFUND_PACKAGE_HAS_REFUND' | null; refunded?: string } = {},
): RefundAddInfo => ({
  order: {
    id: 7,
    orderNo: 'BD1',
    platformId: 4,
    platformName: 'Amazon',
    platformNameZh: '亚马逊',
    currency: 'USD',
    status: 1,
    orderType: 1,
    country: 'DE',
    state: null,
    amounts: amounts({ itemsAmount: '100.0000', freightAmount: '10.0000' }),
    totalAmount: '110.0000',
    depositAmount: '0.0000',
    refundedAmount: patch.refunded ?? '0.0000',
    paymentMethod: 'paypal',
  },
  packages: [
    {
      packageNo: 'PK1',
      status: 1,
      deliveryStatus: 1,
      limit: patch.limit ?? null,
      refundNos: patch.limit ? ['RF2601010000001'] : [],
      combined: null,
      lines: [
        {
          orderLineId: 11,
          sku: 'S1',
          title: 'Item',
          isTest: false,
          quantity: 2,
          refundedQuantity: 0,
          unitPrice: '50.0000',
          unitDiscount: '0',
          unitDeposit: '0',
        },
      ],
    },
  ],
  routes: [],
  uploadRequiredProblemTypes: [],
  searchedPackageNo: null,
});

const pkg = (patch: Partial<RefundPackageInput> = {}): RefundPackageInput => ({
  packageNo: 'PK1',
  products: [{ detailId: 11, quantity: 2 }],
  percent: '50',
  orderProblemType: 201,
  deliveryStatus: '1',
  isCancelOrder: 0,
  isBatchException: 0,
  needTest: false,
  isPlatformRefund: false,
  reason: '破损',
  reasonEn: 'Damaged',
  refundRoute: '1',
  files: [],
  partialRefundAndOpenCase: false,
  ...patch,
});
const draft = (p: RefundPackageInput = pkg(), orderId = 7): RefundCreateInput => ({
  serialNumber: 'ticket-draft-1',
  orderId,
  packages: [p],
  isFinishedAdd: false,
});
const first = (r: ReturnType<typeof requestedRefund>) =>
  r.problems[0] ? errorText(r.problems[0].name, 'en', r.problems[0].params) : null;

describe('the refund a ticket requests', () => {
  it('is valued by the refund engine', () => {
    const r = requestedRefund(info(), draft());
    expect(r.problems).toEqual([]);
    expect(r.total).toBe('55.0000');
    expect(r.packages[0]).toMatchObject({ packageNo: 'PK1', total: '55.0000', reference: '110.0000' });
  });
  it.each([
    ['another package', info(), draft(pkg({ packageNo: 'PK9' })), 'The package does not exist'],
    [
      'a refunded package',
      info({ limit: 'REFUND_PACKAGE_HAS_REFUND' }),
      draft(),
      'This package already has a refund RF2601010000001',
    ],
    [
      'a quantity over the original',
      info(),
      draft(pkg({ products: [{ detailId: 11, quantity: 3 }] })),
      'The quantity may be at most the original quantity (2)',
    ],
    [
      'a percentage over 100',
      info(),
      draft(pkg({ percent: '101' })),
      'The percentage must be between 0 and 100 with at most 4 decimals',
    ],
    [
      'more than the order has left',
      info({ refunded: '60.0000' }),
      draft(),
      'Refund amount is more than the order amount',
    ],
    ['another order', info(), draft(pkg(), 8), 'Form data is abnormal'],
  ])('refuses %s', (_name, order, request, message) => {
    expect(first(requestedRefund(order, request))).toBe(message);
  });
});
