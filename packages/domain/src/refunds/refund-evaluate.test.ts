import { describe, expect, it } from 'vitest';
import { type OrderAmounts, orderAmountFields } from '../orders/order-amounts.js';
import type { CombinedPayRow } from './combined-payment.js';
import {
  evaluateRefundPackage,
  type RefundablePackage,
  type RefundEvaluationOrder,
  refundPackageFigures,
} from './refund-evaluate.js';
import type { RefundPackageInput } from './refund-form.js';

const amounts = (patch: Partial<OrderAmounts>) =>
  ({ ...Object.fromEntries(orderAmountFields.map((f) => [f, '0.0000'])), ...patch }) as OrderAmounts;

/** Parts of a combined payment: 60 by gift card (route 4), 50 by PayPal (route 3). */
const parts: CombinedPayRow[] = [
  {
    refundPriority: 1,
    refundRoute: '4',
    alreadyRefundAmount: '0.0000',
    canRefundAmount: '60.0000',
    packageNo: 'PK1',
  },
  {
    refundPriority: 2,
    refundRoute: '3',
    alreadyRefundAmount: '0.0000',
    canRefundAmount: '50.0000',
    packageNo: 'PK1',
  },
];

const pkg = (patch: Partial<RefundablePackage> = {}): RefundablePackage => ({
  packageNo: 'PK1',
  status: 1,
  limit: null,
  refundNos: [],
  combined: null,
  lines: [
    {
      orderLineId: 11,
      quantity: 2,
      refundedQuantity: 0,
      unitPrice: '50.0000',
      unitDiscount: '0',
      unitDeposit: '0',
    },
  ],
  ...patch,
});

/** A marketplace order (platform 4: a refund path, no sales tax rule) of 2 × 50.00 and 10.00 freight. */
const order = (patch: Partial<RefundablePackage> = {}): RefundEvaluationOrder => ({
  order: {
    platformId: 4,
    amounts: amounts({ itemsAmount: '100.0000', freightAmount: '10.0000' }),
    country: 'DE',
    state: null,
    totalAmount: '110.0000',
    paymentMethod: 'paypal',
  },
  packages: [pkg(patch)],
  routes: [
    { routeId: '1', enabled: true },
    { routeId: '3', enabled: false },
  ],
  uploadRequiredProblemTypes: [202],
});

const input = (patch: Partial<RefundPackageInput> = {}): RefundPackageInput => ({
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

const problemsOf = (r: ReturnType<typeof evaluateRefundPackage>) =>
  r.problems.map((p) => `${p.field}:${p.name}`);

describe('evaluateRefundPackage: one package of a refund against its order', () => {
  it('values a valid package: products, reference, amounts, cancel option', () => {
    const r = evaluateRefundPackage(order(), input(), { mode: 'add', refundedBefore: '0' });
    expect(r.problems).toEqual([]);
    expect(r.pkg?.packageNo).toBe('PK1');
    if (!r.pkg) return;
    expect(r.pdAmount).toBe('100.0000');
    expect(r.computed).toMatchObject({ total: '55.0000', reference: '110.0000', percent: '50.0000' });
    expect(r.picked).toEqual([{ index: 0, line: order().packages[0]!.lines[0], quantity: 2 }]);
    expect(r.allocation).toBeNull();
    expect(r.cancel).toEqual({ enabled: false, value: 0 });
  });

  it.each([
    // the package itself: nothing else is evaluated
    ['another package', order(), input({ packageNo: 'PK9' }), 'add', '0', ['packageNo:PACKAGE_NOT_FOUND']],
    [
      'a refunded package, added',
      order({ limit: 'REFUND_PACKAGE_HAS_REFUND', refundNos: ['RF2601010000001'] }),
      input({ percent: '101' }),
      'add',
      '0',
      ['packageNo:REFUND_PACKAGE_HAS_REFUND'],
    ],
    [
      'a refunded package, edited',
      order({ limit: 'REFUND_PACKAGE_HAS_REFUND', refundNos: ['RF2601010000001'] }),
      input(),
      'edit',
      '0',
      [],
    ],
    // products, amounts and the form, all reported
    [
      'a line of another package and a quantity over what is left',
      order(),
      input({
        products: [
          { detailId: 99, quantity: 1 },
          { detailId: 11, quantity: 3 },
        ],
      }),
      'add',
      '0',
      ['products.0.detailId:VALIDATION_FAILED', 'products.1.quantity:REFUND_QUANTITY_OVER_ORIGINAL'],
    ],
    [
      'a percentage over 100',
      order(),
      input({ percent: '101' }),
      'add',
      '0',
      ['percent:REFUND_PERCENT_INVALID'],
    ],
    [
      'an amount over its reference',
      order(),
      input({ amounts: { freightAmount: '11' } }),
      'add',
      '0',
      ['freightAmount:REFUND_AMOUNT_OUT_OF_RANGE'],
    ],
    [
      'no percentage and no amounts',
      order(),
      input({ percent: null }),
      'add',
      '0',
      ['percent:FIELD_REQUIRED'],
    ],
    [
      'proof missing for the problem type, and an English reason missing',
      order(),
      input({ orderProblemType: 202, reasonEn: null }),
      'add',
      '0',
      ['reasonEn:FIELD_REQUIRED', 'files:REFUND_UPLOAD_REQUIRED'],
    ],
    [
      'an amount problem before a form problem',
      order(),
      input({ percent: '101', refundRoute: null }),
      'add',
      '0',
      ['percent:REFUND_PERCENT_INVALID', 'refundRoute:REFUND_ROUTE_REQUIRED'],
    ],
    // written now: the path, then the order cap, then the split
    [
      'a disabled path, written now',
      order(),
      input({ refundRoute: '3', paypalname: 'buyer@example.com' }),
      'add',
      '0',
      ['refundRoute:REFUND_ROUTE_DISABLED'],
    ],
    [
      'a disabled path in a draft: the form offers the same routes',
      order(),
      input({ refundRoute: '3', paypalname: 'buyer@example.com' }),
      'add',
      undefined,
      ['refundRoute:REFUND_ROUTE_DISABLED'],
    ],
    [
      'a disabled path kept by an edit draft (the server checks it when written)',
      order(),
      input({ refundRoute: '3', paypalname: 'buyer@example.com' }),
      'edit',
      undefined,
      [],
    ],
    [
      'more than the order has left, written now',
      order(),
      input(),
      'add',
      '60',
      ['percent:REFUND_OVER_ORDER_AMOUNT'],
    ],
    ['more than the order has left, in a draft', order(), input(), 'add', undefined, []],
    [
      'the order cap only when nothing else is wrong',
      order(),
      input({ reasonEn: null }),
      'add',
      '60',
      ['reasonEn:FIELD_REQUIRED'],
    ],
    [
      'a combined payment without the chosen route, written now',
      order({ combined: parts }),
      input({ combinedOption: 2 }),
      'add',
      '0',
      ['combinedOption:COMBINED_ROUTE_MISSING'],
    ],
    [
      'a combined payment without the chosen route, in a draft: the form does not offer it',
      order({ combined: parts }),
      input({ combinedOption: 2 }),
      'add',
      undefined,
      ['combinedOption:COMBINED_ROUTE_MISSING'],
    ],
  ] as const)('%s', (_case, o, i, mode, refundedBefore, expected) => {
    expect(problemsOf(evaluateRefundPackage(o, i, { mode, refundedBefore }))).toEqual(expected);
  });
});

describe('refundPackageFigures: the live figures of a package', () => {
  it.each([
    [
      'half of one line by percentage',
      pkg(),
      [{ detailId: 11, quantity: 1 }],
      { percent: '50' },
      { pdAmount: '50.0000', total: '30.0000', cancel: false },
    ],
    [
      'everything: the cancel-order option opens',
      pkg(),
      [{ detailId: 11, quantity: 2 }],
      { percent: '100' },
      { pdAmount: '100.0000', total: '110.0000', cancel: true },
    ],
    [
      'a line of another package counts nothing',
      pkg(),
      [{ detailId: 99, quantity: 2 }],
      { percent: '100' },
      { pdAmount: '0.0000', total: '10.0000', cancel: true },
    ],
    [
      'per column, with extra freight',
      pkg(),
      [{ detailId: 11, quantity: 2 }],
      { amounts: { itemsAmount: '20' }, extraFreight: '5' },
      { pdAmount: '100.0000', total: '25.0000', cancel: false },
    ],
  ])('%s', (_case, p, products, amountsInput, expected) => {
    const f = refundPackageFigures(order().order, p, { products, amounts: amountsInput, combinedOption: 1 });
    expect({ pdAmount: f.pdAmount, total: f.computed.total, cancel: f.cancel.enabled }).toEqual(expected);
  });

  it('splits over a combined payment in priority order and checks the split', () => {
    const f = refundPackageFigures(order().order, pkg({ combined: parts }), {
      products: [{ detailId: 11, quantity: 2 }],
      amounts: { percent: '100' },
      combinedOption: 1,
    });
    expect(f.allocation?.map((a) => [a.refundRoute, a.curRefundAmount])).toEqual([
      ['4', '60.0000'],
      ['3', '50.0000'],
    ]);
    expect(f.combinedProblem).toBeNull();
  });
});
