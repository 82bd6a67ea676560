import { describe, expect, it } from 'vitest';
import { type AiActionAllowed, suggestedActions } from './ai-actions.js';
import { type FactsSource, factsOf } from './ai-facts.js';
import type { AiIntent } from './ai-intent.js';

type Source = FactsSource;
type Pkg = NonNullable<Source['order']>['packages'][number];

const parcel = (over: Partial<Pkg> = {}): Pkg => ({
  packageNo: 'PK1',
  status: 4,
  logisticMethod: null,
  carrier: 'Yanwen',
  trackingNo: 'LX1CN',
  trackingStatus: 2,
  deliveryStatus: 2,
  consignAt: '2026-11-01T09:00:00.000Z',
  deliveryAt: null,
  signAt: null,
  ...over,
});

const refund = (status: number, totalAmount: string, id = 301): Source['refunds'][number] => ({
  id,
  refundNo: `RF${id}`,
  packageNo: 'PK1',
  status,
  totalAmount,
  currency: 'USD',
  refundRoute: null,
  reasonEn: null,
  reason: 'r',
  isCancelOrder: false,
  createdAt: '2026-11-10T00:00:00.000Z',
  reviewedAt: null,
  completedAt: null,
});

function source(over: {
  packages?: Pkg[];
  paidAt?: string | null;
  payments?: boolean;
  refunds?: Source['refunds'];
  resends?: Source['resends'];
  returns?: Source['returns'];
  noOrder?: boolean;
}): Source {
  return {
    case: {
      id: 41,
      caseNumber: 'WO41',
      subject: 'x',
      vipLevel: 0,
      customerName: null,
      createdAt: '2026-11-20T00:00:00.000Z',
    },
    mailText: 'Hello',
    order: over.noOrder
      ? null
      : {
          id: 7,
          orderNo: 'SO7',
          platformName: 'AliExpress',
          shopName: 'Acme',
          currency: 'USD',
          lang: 'en',
          status: 4,
          createdAt: '2026-10-30T00:00:00.000Z',
          paidAt: over.paidAt === undefined ? '2026-10-30T00:05:00.000Z' : over.paidAt,
          amounts: { totalAmount: '59.9000' },
          customer: null,
          lines: [{ sku: 'SKU1', title: 'Shoe', quantity: 1, amount: '59.9000' }],
          packages: over.packages ?? [parcel()],
          payments: over.payments
            ? [{ method: 'paypal', amount: '59.9', currency: 'USD', paidAt: '2026-10-30T00:05:00.000Z' }]
            : [],
        },
    refunds: over.refunds ?? [],
    resends: over.resends ?? [],
    returns: over.returns ?? [],
    earlierCases: [],
    policy: null,
    note: '',
  };
}

const all: AiActionAllowed = { refund: true, resend: true, return: true };
const now = new Date('2026-11-28T00:00:00.000Z');
const delivered = parcel({ trackingStatus: 4, signAt: '2026-11-08T00:00:00.000Z' });

type Row = [string, AiIntent, Parameters<typeof source>[0], Partial<AiActionAllowed>, string[]];

describe('suggestedActions: refund, resend and return proposed from the facts, for a person to approve', () => {
  it.each<Row>([
    ['refund status on a paid order without a refund: refund', 'refundStatus', {}, {}, ['refund:PK1:59.90']],
    [
      'paid by a payment only (no paid time): refund',
      'refundStatus',
      { paidAt: null, payments: true },
      {},
      ['refund:PK1:59.90'],
    ],
    ['an unpaid order: nothing to refund', 'refundStatus', { paidAt: null }, {}, []],
    ['a refund not reviewed yet: no second one', 'refundStatus', { refunds: [refund(0, '10')] }, {}, []],
    ['a reviewed refund under way: no second one', 'refundStatus', { refunds: [refund(1, '10')] }, {}, []],
    [
      'a completed partial refund: the rest',
      'refundStatus',
      { refunds: [refund(9, '20.4')] },
      {},
      ['refund:PK1:39.50'],
    ],
    ['refunded in full: nothing left', 'refundStatus', { refunds: [refund(9, '59.9')] }, {}, []],
    ['no refund permission: no refund button', 'refundStatus', {}, { refund: false }, []],
    ['no order: no action', 'refundStatus', { noOrder: true }, {}, []],
    [
      'wrong item, delivered: refund from the delivered parcel and a return',
      'wrongItem',
      { packages: [parcel({ packageNo: 'PK0' }), { ...delivered, packageNo: 'PK2', trackingNo: 'LX2CN' }] },
      {},
      ['refund:PK2:59.90', 'return:PK2'],
    ],
    [
      'wrong item with a return of the parcel: refund only',
      'wrongItem',
      {
        packages: [delivered],
        returns: [
          { id: 1, returnNo: 'RT1', packageNo: 'PK1', status: 3, returnTrackingNo: null, createdAt: now },
        ],
      },
      {},
      ['refund:PK1:59.90'],
    ],
    [
      'wrong item with a return that did not happen: return again',
      'wrongItem',
      {
        packages: [delivered],
        returns: [
          { id: 1, returnNo: 'RT1', packageNo: 'PK1', status: 15, returnTrackingNo: null, createdAt: now },
        ],
      },
      { refund: false },
      ['return:PK1'],
    ],
    [
      'wrong item, parcel never shipped: no return',
      'wrongItem',
      { packages: [parcel({ consignAt: null })] },
      {
        refund: false,
      },
      [],
    ],
    ['late parcel shipped 27 days ago: resend', 'lateParcel', {}, {}, ['resend:PK1:parcelLate']],
    [
      'late parcel shipped 10 days ago, in transit: not yet',
      'lateParcel',
      { packages: [parcel({ consignAt: '2026-11-18T00:00:00.000Z' })] },
      {},
      [],
    ],
    [
      'a parcel returned to sender: resend at once',
      'lateParcel',
      { packages: [parcel({ consignAt: '2026-11-25T00:00:00.000Z', trackingStatus: 6 })] },
      {},
      ['resend:PK1:parcelLost'],
    ],
    ['a delivered parcel: no resend', 'lateParcel', { packages: [delivered] }, {}, []],
    [
      'a standing resend of the parcel: no second one',
      'lateParcel',
      { resends: [{ id: 1, oldPackageNo: 'PK1', newPackageNo: 'PK1-R', status: 0, createDate: now }] },
      {},
      [],
    ],
    [
      'a cancelled resend does not count',
      'lateParcel',
      { resends: [{ id: 1, oldPackageNo: 'PK1', newPackageNo: 'PK1-R', status: 2, createDate: now }] },
      {},
      ['resend:PK1:parcelLate'],
    ],
    ['no resend permission', 'lateParcel', {}, { resend: false }, []],
    ['a late parcel mail proposes no refund', 'lateParcel', {}, { resend: false }, []],
    ['an address change proposes nothing', 'addressChange', {}, {}, []],
    ['a complaint proposes nothing', 'complaint', {}, {}, []],
  ])('%s', (_name, intent, over, allowed, expected) => {
    const actions = suggestedActions(factsOf(source(over)), intent, {
      orderId: over.noOrder ? null : 7,
      now,
      allowed: { ...all, ...allowed },
    });
    expect(
      actions.map((a) =>
        a.kind === 'refund'
          ? `refund:${a.packageNo}:${a.amount?.amount}`
          : a.kind === 'resend'
            ? `resend:${a.packageNo}:${a.reason}`
            : `return:${a.packageNo}`,
      ),
    ).toEqual(expected);
    for (const a of actions) expect(a).toMatchObject({ orderId: 7, orderNo: 'SO7' });
  });

  it('cites the facts a proposal rests on', () => {
    const [resend] = suggestedActions(factsOf(source({})), 'lateParcel', { orderId: 7, now, allowed: all });
    expect(resend?.factIds).toEqual(['parcel:PK1', 'tracking:LX1CN']);
    const [money] = suggestedActions(factsOf(source({ refunds: [refund(9, '9.9')] })), 'refundStatus', {
      orderId: 7,
      now,
      allowed: all,
    });
    expect(money).toMatchObject({ amount: { amount: '50.00', currency: 'USD' }, reason: 'refundAsked' });
    expect(money?.factIds).toEqual(['order', 'parcel:PK1', 'refund:301']);
  });

  it('waits the given number of days before a resend', () => {
    const bundle = factsOf(source({ packages: [parcel({ consignAt: '2026-11-18T00:00:00.000Z' })] }));
    const at = (days: number) =>
      suggestedActions(bundle, 'lateParcel', { orderId: 7, now, allowed: all, resendAfterDays: days }).length;
    expect([at(10), at(11)]).toEqual([1, 0]);
  });
});
