import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  customsDeclarationOf,
  customsRematchProblem,
  EXCHANGE_WINDOW_MS,
  exchangeProblem,
  imReplyStatus,
  marketplaceProblem,
  type ParcelFacts,
  parcelChangeProblem,
  parcelLinesProblem,
  submitOrderProblem,
} from './abnormal-details.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const text = (
  p: { name: Parameters<typeof errorText>[0]; params?: Record<string, string | number> } | null,
) => (p ? errorText(p.name, 'en', p.params) : null);

const open = { abnormalStatus: 3 };
const facts = (
  order: Partial<NonNullable<ParcelFacts['order']>> | null,
  parcel?: Partial<NonNullable<ParcelFacts['parcel']>> | null,
): ParcelFacts => ({
  order: order === null ? null : { status: 11, orderType: 1, errorMessage: null, ...order },
  parcel: parcel === null ? null : { status: 11, deliveryStatus: 1, ...(parcel ?? {}) },
});

describe('changing the parcel of an abnormal work order', () => {
  it.each([
    ['an open work order, an unshipped parcel of an editable order', open, facts({}), null],
    [
      'a closed work order',
      { abnormalStatus: 6 },
      facts({}),
      'The abnormal work order is closed and cannot be changed',
    ],
    ['no order', open, facts(null), 'The abnormal work order is not about an order'],
    ['no parcel', open, facts({}, null), 'The abnormal work order has no parcel to reissue'],
    [
      'a shipped parcel (delivery status 2)',
      open,
      facts({}, { deliveryStatus: 2 }),
      'The parcel has shipped: its contents and logistics cannot be changed',
    ],
    [
      'a parcel in a shipped status',
      open,
      facts({}, { status: 4 }),
      'The parcel has shipped: its contents and logistics cannot be changed',
    ],
    [
      'the warehouse works on the order',
      open,
      facts({ status: 3 }),
      errorText('INTERCEPTION_REQUIRED', 'en'),
    ],
  ] as const)('%s', (_name, w, f, message) => {
    expect(text(parcelChangeProblem(w, f))).toBe(message);
  });
});

describe('exchanging the parcel: the parcel rules, interception first, not twice within 60 s', () => {
  it.each([
    ['never exchanged', null, null],
    ['exchanged 61 s ago', new Date(NOW.getTime() - 61_000), null],
    ['exactly 60 s ago', new Date(NOW.getTime() - EXCHANGE_WINDOW_MS), null],
    [
      'exchanged 10 s ago',
      new Date(NOW.getTime() - 10_000),
      'The parcel was exchanged less than 60 s ago, try again in 50 s',
    ],
    [
      'exchanged 59.5 s ago',
      new Date(NOW.getTime() - 59_500),
      'The parcel was exchanged less than 60 s ago, try again in 1 s',
    ],
  ] as const)('%s', (_name, exchangedAt, message) => {
    expect(text(exchangeProblem({ ...open, exchangedAt }, facts({}), NOW))).toBe(message);
  });

  it('a shipped parcel is refused before the 60 s', () => {
    expect(text(exchangeProblem({ ...open, exchangedAt: NOW }, facts({}, { deliveryStatus: 2 }), NOW))).toBe(
      'The parcel has shipped: its contents and logistics cannot be changed',
    );
  });
});

describe('the parcel edit: order lines, at most what is left, not empty', () => {
  const orderLines = [
    { id: 1, sku: 'SKU-A', quantity: 3, inOtherParcels: 1 },
    { id: 2, sku: 'SKU-B', quantity: 1, inOtherParcels: 0 },
  ];
  it.each([
    ['within what is left', [{ orderLineId: 1, quantity: 2 }], null],
    [
      'one line out, the other in',
      [
        { orderLineId: 1, quantity: 0 },
        { orderLineId: 2, quantity: 1 },
      ],
      null,
    ],
    ['more than is left', [{ orderLineId: 1, quantity: 3 }], 'The parcel can hold at most 2 of SKU-A'],
    [
      'a line of another order',
      [{ orderLineId: 9, quantity: 1 }],
      'A parcel line is not a line of the order, or is named twice',
    ],
    [
      'a line named twice',
      [
        { orderLineId: 2, quantity: 1 },
        { orderLineId: 2, quantity: 0 },
      ],
      'A parcel line is not a line of the order, or is named twice',
    ],
    ['nothing left in it', [{ orderLineId: 1, quantity: 0 }], 'The parcel must hold at least one product'],
  ] as const)('%s', (_name, lines, message) => {
    expect(text(parcelLinesProblem(lines, orderLines))).toBe(message);
  });
});

describe('submitting the order again', () => {
  it.each([
    ['contact customer', 11, null],
    ['problem condition', 17, null],
    ['intercepted', 18, null],
    ['shipping problem order', 29, null],
    [
      'confirmed',
      3,
      'Only an order in contact customer, problem condition, intercepted or shipping problem can be submitted again',
    ],
    [
      'shipped',
      4,
      'Only an order in contact customer, problem condition, intercepted or shipping problem can be submitted again',
    ],
  ] as const)('%s', (_name, status, message) => {
    expect(text(submitOrderProblem(open, { status, orderType: 1 }))).toBe(message);
  });
  it('a closed work order or no order', () => {
    expect(text(submitOrderProblem({ abnormalStatus: 6 }, { status: 11, orderType: 1 }))).toBe(
      'The abnormal work order is closed and cannot be changed',
    );
    expect(text(submitOrderProblem(open, null))).toBe('The abnormal work order is not about an order');
  });
});

describe('IM reply, marketplace facts and the customs rematch', () => {
  it('replied is customerReply (8), not replied customerNotReply (7)', () => {
    expect(imReplyStatus(true)).toBe(8);
    expect(imReplyStatus(false)).toBe(7);
  });
  it.each([
    [13, 'ae', null],
    [7, 'ae', 'The order is not an AliExpress order'],
    [7, 'ebay', null],
    [13, 'ebay', 'The order is not an eBay order'],
    [null, 'ebay', 'The order is not an eBay order'],
  ] as const)('platform %s, %s', (platformId, wanted, message) => {
    expect(text(marketplaceProblem(platformId, wanted))).toBe(message);
  });
  it.each([
    ['known products', [{ sku: 'A', quantity: 1, known: true }], null],
    [
      'an unknown product',
      [
        { sku: 'A', quantity: 1, known: true },
        { sku: 'X', quantity: 1, known: false },
      ],
      'The product X is not in the catalogue: it cannot be declared',
    ],
    [
      'an empty parcel',
      [{ sku: 'A', quantity: 0, known: true }],
      'The parcel must hold at least one product',
    ],
  ] as const)('%s', (_name, lines, message) => {
    expect(text(customsRematchProblem(lines))).toBe(message);
  });
});

describe('the customs declaration of a rematch', () => {
  it('each line at the price paid times its quantity, the total in the order currency; empty lines left out', () => {
    expect(
      customsDeclarationOf(
        [
          { sku: 'A', title: 'Phone case', quantity: 2, unitValue: '3.335' },
          { sku: 'B', title: 'Cable', quantity: 0, unitValue: '9' },
          { sku: 'C', title: 'Charger', quantity: 1, unitValue: '10' },
        ],
        'EUR',
      ),
    ).toEqual({
      currency: 'EUR',
      total: '16.6700',
      items: [
        { sku: 'A', title: 'Phone case', quantity: 2, unitValue: '3.3350', value: '6.6700' },
        { sku: 'C', title: 'Charger', quantity: 1, unitValue: '10.0000', value: '10.0000' },
      ],
    });
  });
});
