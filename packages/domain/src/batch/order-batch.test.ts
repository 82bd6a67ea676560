import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import {
  batchEditProblem,
  logisticsProblem,
  type MergeFacts,
  mergeGroupProblem,
  orderEditProblem,
  orderMoveProblem,
} from './order-batch.js';

const text = (name: Parameters<typeof errorText>[0] | null) => (name === null ? null : errorText(name, 'en'));
const order = { status: 1, orderType: 1, errorMessage: null as string | null };

describe('processing centre and logistic method', () => {
  it.each([
    [{}, 'Processing center is empty'],
    [{ processingCentre: '  ' }, 'Processing center is empty'],
    [{ processingCentre: 'GZ' }, null],
    [{ processingCentre: 'MARS' }, 'Unknown processing centre, logistic method or transport level'],
    [
      { processingCentre: 'GZ', logisticMethod: 'DHL_EXPRESS' },
      'A logistic method requires a transport level',
    ],
    [{ processingCentre: 'GZ', logisticMethod: 'DHL_EXPRESS', transportLevel: 1 }, null],
    [
      { processingCentre: 'GZ', logisticMethod: 'DHL_EXPRESS', transportLevel: 3 },
      'The logistic method does not ship at this transport level',
    ],
    [
      { processingCentre: 'GZ', logisticMethod: 'PIGEON', transportLevel: 1 },
      'Unknown processing centre, logistic method or transport level',
    ],
  ])('%j -> %j', (input, message) => {
    expect(text(logisticsProblem(input))).toBe(message);
  });
});

describe('moving orders: wholesale to ship, out of stock, cancel', () => {
  it.each([
    [order, 26, null],
    [order, 10, null],
    [order, 13, null],
    [order, 4, 'Orders can be moved only to wholesale to ship, out of stock or cancel order'],
    [{ ...order, orderType: 3 }, 26, 'Dropship order: do not operate directly, escalate it instead'],
    [{ ...order, status: 4 }, 10, 'The order has shipped and can no longer be changed'],
    [{ ...order, status: 20 }, 10, 'The order was merged into another order'],
    [{ ...order, status: 9 }, 26, 'The order was deleted and can no longer be changed'],
    [{ ...order, status: 26 }, 26, 'The order already has this status'],
    [
      { ...order, errorMessage: 'address detection is incorrect' },
      10,
      'An order with an error message cannot be moved to out of stock',
    ],
    [{ ...order, errorMessage: 'address detection is incorrect' }, 26, null],
    [
      { ...order, status: 3 },
      13,
      'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
    ],
    [{ ...order, status: 15 }, 13, null],
    [{ ...order, status: 3 }, 26, null],
  ])('%j to %i -> %j', (facts, target, message) => {
    expect(text(orderMoveProblem(facts, target))).toBe(message);
  });
});

describe('editing orders needs interception first while the warehouse works on them', () => {
  it.each([
    [order, null],
    [{ ...order, status: 18 }, null],
    [
      { ...order, status: 12 },
      'Interception must be applied for before editing, cancelling, generating a parcel for, or exchanging an order',
    ],
    [{ ...order, status: 37 }, 'The order has shipped and can no longer be changed'],
    [{ ...order, status: 9 }, 'The order was deleted and can no longer be changed'],
    [{ ...order, orderType: 3 }, 'Dropship order: do not operate directly, escalate it instead'],
  ])('%j -> %j', (facts, message) => {
    expect(text(orderEditProblem(facts))).toBe(message);
  });
  it.each([
    [{}, 'Choose at least one field to change'],
    [{ remark: '  ' }, 'Choose at least one field to change'],
    [{ lang: 'de' }, null],
    [{ confirmType: 2 }, null],
    [{ remark: 'Call before delivery' }, null],
  ])('batch edit %j -> %j', (input, message) => {
    expect(text(batchEditProblem(input))).toBe(message);
  });
});

describe('merging orders: same shop, buyer and shipping address', () => {
  const a: MergeFacts = {
    ...order,
    platformId: 13,
    shopId: 1,
    customerId: 5,
    address: ['Jane Doe', 'US', 'CA', 'San Jose', '95113', '1 Main Street', null],
  };
  it.each([
    [[a], 'Select at least two orders to merge'],
    [[a, { ...a }], null],
    [[a, { ...a, address: ['jane doe ', 'US', 'CA', 'San Jose', '95113', '1 main street', ''] }], null],
    [[a, { ...a, shopId: 2 }], 'Only orders of the same shop, buyer and shipping address can be merged'],
    [[a, { ...a, customerId: 6 }], 'Only orders of the same shop, buyer and shipping address can be merged'],
    [
      [a, { ...a, address: ['Jane Doe', 'US', 'CA', 'San Jose', '95113', '2 Main Street', null] }],
      'Only orders of the same shop, buyer and shipping address can be merged',
    ],
  ] as const)('%# -> %j', (orders, message) => {
    expect(text(mergeGroupProblem(orders))).toBe(message);
  });
});
