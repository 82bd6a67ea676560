import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { type OrderAmounts, orderAmountFields } from '../orders/order-amounts.js';
import type { RefundOrder } from '../refunds/refund-amounts.js';
import {
  type BatchRefundPackage,
  type BatchRefundPlan,
  batchEventRefundPackages,
} from './batch-event-refund.js';

const amounts = (patch: Partial<OrderAmounts>): OrderAmounts => ({
  ...(Object.fromEntries(orderAmountFields.map((f) => [f, '0.0000'])) as OrderAmounts),
  ...patch,
});
const order: RefundOrder = {
  platformId: 2,
  amounts: amounts({ itemsAmount: '30.0000', freightAmount: '5.0000', salesTaxAmount: '3.0000' }),
  country: 'US',
  state: 'CA',
};
const line = (orderLineId: number, sku: string, quantity = 1, refundedQuantity = 0) => ({
  orderLineId,
  sku,
  quantity,
  refundedQuantity,
  unitPrice: '10.0000',
  unitDiscount: '0',
  unitDeposit: '0',
});
const pkg = (
  packageNo: string,
  lines: BatchRefundPackage['lines'],
  limit: BatchRefundPackage['limit'] = null,
) => ({
  packageNo,
  deliveryStatus: 1,
  limit,
  lines,
});
const two = [pkg('P1', [line(1, 'SKU-A', 2)]), pkg('P2', [line(2, 'SKU-B')])];

const run = (packages: BatchRefundPackage[], plan: BatchRefundPlan) => {
  const out = batchEventRefundPackages(order, packages, plan);
  return 'problem' in out ? errorText(out.problem.name, 'en', out.problem.params) : out;
};

describe("a batch event's refund of an order", () => {
  it('whole order: every package in full, the order-level columns once (on the first package)', () => {
    expect(run(two, { refundType: 'whole' })).toEqual({
      packages: [
        {
          packageNo: 'P1',
          deliveryStatus: '1',
          products: [{ detailId: 1, quantity: 2 }],
          percent: '100',
          amounts: null,
        },
        {
          packageNo: 'P2',
          deliveryStatus: '1',
          products: [{ detailId: 2, quantity: 1 }],
          percent: '100',
          // platform 2: the US sales tax follows the items (10 of 30 items: 1 of the 3 tax)
          amounts: { itemsAmount: '10.0000', salesTaxAmount: '1.0000' },
        },
      ],
      skus: ['SKU-A', 'SKU-B'],
    });
  });

  it('partial by percentage: the same packages at the percentage', () => {
    const out = run(two, { refundType: 'partial', refundPercent: '50' });
    expect(out).toMatchObject({
      packages: [
        { packageNo: 'P1', percent: '50', amounts: null },
        { packageNo: 'P2', percent: '50', amounts: { itemsAmount: '5.0000', salesTaxAmount: '0.5000' } },
      ],
    });
  });

  it('partial by amount: the amount as the items of the first package that may be refunded', () => {
    expect(run(two, { refundType: 'partial', refundAmount: '7.5' })).toEqual({
      packages: [
        {
          packageNo: 'P1',
          deliveryStatus: '1',
          products: [{ detailId: 1, quantity: 2 }],
          percent: null,
          amounts: { itemsAmount: '7.5000' },
        },
      ],
      skus: ['SKU-A'],
    });
  });

  it('designated SKUs: their lines in full, items only; what was refunded is left out', () => {
    const packages = [pkg('P1', [line(1, 'SKU-A', 3, 1), line(3, 'SKU-C')]), pkg('P2', [line(2, 'SKU-B')])];
    expect(run(packages, { refundType: 'sku', refundSkus: ['sku-a'] })).toEqual({
      packages: [
        {
          packageNo: 'P1',
          deliveryStatus: '1',
          products: [{ detailId: 1, quantity: 2 }],
          percent: null,
          amounts: { itemsAmount: '20.0000', salesTaxAmount: '2.0000' },
        },
      ],
      skus: ['SKU-A'],
    });
  });

  it.each<[string, BatchRefundPackage[], BatchRefundPlan, string]>([
    [
      'a SKU the order does not have',
      two,
      { refundType: 'sku', refundSkus: ['SKU-A', 'SKU-Z'] },
      'SKU SKU-Z has nothing left to refund in this order',
    ],
    [
      'a SKU refunded already',
      [pkg('P1', [line(1, 'SKU-A', 1, 1)])],
      { refundType: 'sku', refundSkus: ['SKU-A'] },
      'SKU SKU-A has nothing left to refund in this order',
    ],
    [
      'every package refunded already',
      [pkg('P1', [line(1, 'SKU-A')], 'REFUND_PACKAGE_HAS_REFUND')],
      { refundType: 'whole' },
      'The order has nothing left to refund',
    ],
    [
      'no package',
      [],
      { refundType: 'partial', refundPercent: '10' },
      'The order has nothing left to refund',
    ],
  ])('refuses %s', (_name, packages, plan, expected) => expect(run(packages, plan)).toBe(expected));

  it('leaves out a package with a refund and takes the next one', () => {
    const packages = [
      pkg('P1', [line(1, 'SKU-A')], 'REFUND_PACKAGE_HAS_REFUND'),
      pkg('P2', [line(2, 'SKU-B')]),
    ];
    expect(run(packages, { refundType: 'whole' })).toMatchObject({
      packages: [{ packageNo: 'P2', percent: '100', amounts: null }],
    });
  });
});
