import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import { allocateCombinedRefund, type CombinedPayRow, combinedRefundProblem } from './combined-payment.js';

const row = (refundPriority: number, refundRoute: string, canRefundAmount: string): CombinedPayRow => ({
  refundPriority,
  refundRoute,
  canRefundAmount,
  alreadyRefundAmount: '0.0000',
  packageNo: 'P1',
});
// gift card first, then PayPal, then the wallet (highest priority number)
const rows = [row(3, '2', '20'), row(1, '4', '30'), row(2, '3', '50')];
const split = (amount: string, option: 1 | 2 | 3, parts = rows) =>
  allocateCombinedRefund(amount, parts, option).map((r) => [r.refundRoute, r.curRefundAmount]);

describe('combined payment, option 1: in priority order up to each capacity, the rest on the last', () => {
  it.each([
    [
      '25',
      [
        ['4', '25.0000'],
        ['3', '0.0000'],
        ['2', '0.0000'],
      ],
    ],
    [
      '30',
      [
        ['4', '30.0000'],
        ['3', '0.0000'],
        ['2', '0.0000'],
      ],
    ],
    [
      '75.5',
      [
        ['4', '30.0000'],
        ['3', '45.5000'],
        ['2', '0.0000'],
      ],
    ],
    [
      '100',
      [
        ['4', '30.0000'],
        ['3', '50.0000'],
        ['2', '20.0000'],
      ],
    ],
    // capacities run out: the rest goes on the highest priority number
    [
      '130',
      [
        ['4', '30.0000'],
        ['3', '50.0000'],
        ['2', '50.0000'],
      ],
    ],
  ])('%s -> %j', (amount, expected) => expect(split(amount, 1)).toEqual(expected));

  it('counts a negative capacity as 0', () => {
    expect(split('40', 1, [row(1, '4', '-5'), row(2, '3', '50'), row(3, '2', '0')])).toEqual([
      ['4', '0.0000'],
      ['3', '40.0000'],
      ['2', '0.0000'],
    ]);
  });
});

describe('combined payment, options 2 and 3: everything on that route', () => {
  it.each([
    [
      2,
      [
        ['4', '0.0000'],
        ['3', '0.0000'],
        ['2', '60.0000'],
      ],
    ],
    [
      3,
      [
        ['4', '0.0000'],
        ['3', '60.0000'],
        ['2', '0.0000'],
      ],
    ],
  ] as const)('option %i -> %j', (option, expected) => expect(split('60', option)).toEqual(expected));
});

describe('the PayPal part may not pay back more than it can; the chosen route must exist', () => {
  it.each([
    ['50', 3, rows, null],
    ['60', 3, rows, 'The PayPal refund (60.0000) cannot exceed its refundable amount (50.0000)'],
    ['130', 1, rows, null],
    ['60', 2, rows, null],
  ] as const)('%s by option %i -> %s', (amount, option, parts, message) => {
    const problem = combinedRefundProblem(allocateCombinedRefund(amount, parts, option));
    expect(problem ? errorText(problem.name, 'en', problem.params) : null).toBe(message);
  });
});
