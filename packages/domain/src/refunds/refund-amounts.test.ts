import { describe, expect, it } from 'vitest';
import { errorText } from '../errors/catalogue.js';
import type { OrderAmounts } from '../orders/order-amounts.js';
import {
  amountBoundsProblem,
  amountsByPercent,
  computeRefundAmounts,
  orderCapProblem,
  percentProblem,
  productsAmount,
  productTotal,
  referenceAmounts,
  refundQuantityProblem,
  taxRefundProblem,
} from './refund-amounts.js';

const zero: OrderAmounts = {
  itemsAmount: '0.0000',
  freightAmount: '0.0000',
  freightInsuranceAmount: '0.0000',
  tariffInsuranceAmount: '0.0000',
  brokenScreenServiceAmount: '0.0000',
  codFeeAmount: '0.0000',
  salesTaxAmount: '0.0000',
  igstAmount: '0.0000',
  cgstAmount: '0.0000',
  sgstAmount: '0.0000',
  gstAmount: '0.0000',
  installmentInterestAmount: '0.0000',
};
const amounts = (values: Partial<OrderAmounts>): OrderAmounts => ({ ...zero, ...values });

describe('quantity: an integer from 1 to the original quantity', () => {
  it.each([
    [1, 3, null, null],
    [3, 3, null, null],
    [0, 3, 'REFUND_QUANTITY_INVALID', 'The quantity must be an integer greater than 0'],
    [-1, 3, 'REFUND_QUANTITY_INVALID', 'The quantity must be an integer greater than 0'],
    [1.5, 3, 'REFUND_QUANTITY_INVALID', 'The quantity must be an integer greater than 0'],
    [4, 3, 'REFUND_QUANTITY_OVER_ORIGINAL', 'The quantity may be at most the original quantity (3)'],
  ] as const)('%s of %s -> %s', (quantity, original, name, message) => {
    const problem = refundQuantityProblem(quantity, original);
    expect(problem?.name ?? null).toBe(name);
    if (problem) expect(errorText(problem.name, 'en', problem.params)).toBe(message);
  });
});

describe('product total = quantity × (unit price − discount) − deposit, rounded', () => {
  it.each([
    [{ quantity: 2, unitPrice: '19.99' }, '39.9800'],
    [{ quantity: 3, unitPrice: '10', discount: '1.5' }, '25.5000'],
    [{ quantity: 1, unitPrice: '100', deposit: '20' }, '80.0000'],
    [{ quantity: 3, unitPrice: '33.33333', discount: '0.00001' }, '100.0000'],
    [{ quantity: 1, unitPrice: '10', deposit: '15' }, '0.0000'],
  ])('%o -> %s', (line, total) => expect(productTotal(line)).toBe(total));
});

describe('a 3-line partial refund with deposit', () => {
  it('sums the ticked lines, the deposit taken off its line', () => {
    const lines = [
      { quantity: 1, originalQuantity: 2, unitPrice: '120.00', discount: '10.00', deposit: '30.00' },
      { quantity: 2, originalQuantity: 2, unitPrice: '15.50' },
      { quantity: 1, originalQuantity: 4, unitPrice: '8.99', discount: '0.99' },
    ];
    // 110 − 30 = 80; 31; 8
    expect(productsAmount(lines)).toBe('119.0000');
    const reference = referenceAmounts(
      {
        platformId: 7,
        country: 'DE',
        state: null,
        amounts: amounts({ itemsAmount: '300.0000', freightAmount: '12.0000' }),
      },
      productsAmount(lines),
    );
    const refund = computeRefundAmounts(reference, { amounts: { itemsAmount: '119' }, deposit: '30' });
    expect(refund.total).toBe('149.0000');
    expect(refund.reference).toBe('131.0000');
    expect(refund.exceedsReference).toBe(true);
    expect(refund.problems).toEqual([]);
  });
});

describe('a 50% refund of an order with freight, insurance, COD fee, US sales tax and India GST', () => {
  const order = amounts({
    itemsAmount: '200.0000',
    freightAmount: '15.9900',
    freightInsuranceAmount: '2.5000',
    tariffInsuranceAmount: '3.0000',
    codFeeAmount: '4.0000',
    salesTaxAmount: '17.7000',
    igstAmount: '36.0000',
    cgstAmount: '0.0000',
    sgstAmount: '0.0000',
  });
  it('halves every amount, taxes included, and sums them', () => {
    const refund = computeRefundAmounts(order, { percent: '50' });
    expect(refund.amounts).toEqual(
      amounts({
        itemsAmount: '100.0000',
        freightAmount: '7.9950',
        freightInsuranceAmount: '1.2500',
        tariffInsuranceAmount: '1.5000',
        codFeeAmount: '2.0000',
        salesTaxAmount: '8.8500',
        igstAmount: '18.0000',
      }),
    );
    expect(refund.total).toBe('139.5950');
    expect(refund.reference).toBe('279.1900');
    expect(refund.percent).toBe('50.0000');
    expect(refund.exceedsReference).toBe(false);
  });
  it('is within the order total, and over it is refused with the spec message', () => {
    expect(orderCapProblem('139.5950', '279.1900')).toBeNull();
    expect(orderCapProblem('139.5950', '279.1900', '139.5950')).toBeNull();
    const over = orderCapProblem('139.5950', '279.1900', '139.6000');
    expect(over?.name).toBe('REFUND_OVER_ORDER_AMOUNT');
    expect(errorText(over!.name, 'en')).toBe('Refund amount is more than the order amount');
  });
});

describe('rounding at the 4th decimal (half up)', () => {
  it.each([
    ['33.3333', '10.00005', '3.3333'],
    ['0.0005', '50', '0.0003'],
    ['0.0001', '50', '0.0001'],
    ['0.0001', '49.9999', '0.0000'],
    ['19.99', '33.3333', '6.6633'],
  ])('%s × %s%% -> %s', (value, percent, result) =>
    expect(amountsByPercent(amounts({ itemsAmount: value }), percent).itemsAmount).toBe(result),
  );
});

describe('percent: 0 to 100 with at most 4 decimals', () => {
  const message = 'The percentage must be between 0 and 100 with at most 4 decimals';
  it.each([
    ['0', null],
    ['100', null],
    ['12.3456', null],
    ['12.34567', 'REFUND_PERCENT_INVALID'],
    ['-1', 'REFUND_PERCENT_INVALID'],
    ['100.0001', 'REFUND_PERCENT_INVALID'],
    ['abc', 'REFUND_PERCENT_INVALID'],
  ])('%s -> %s', (percent, name) => {
    const problem = percentProblem(percent);
    expect(problem?.name ?? null).toBe(name);
    if (problem) expect(errorText(problem.name, 'en')).toBe(message);
  });
});

describe('each amount lies between 0 and its reference', () => {
  it.each([
    ['0', '10', null],
    ['10', '10', null],
    ['10.0001', '10', 'The amount must be between 0 and 10.0000'],
    ['-0.01', '10', 'The amount must be between 0 and 10.0000'],
  ])('%s of %s -> %s', (value, reference, message) => {
    const problem = amountBoundsProblem(value, reference);
    expect(problem ? errorText(problem.name, 'en', problem.params) : null).toBe(message);
  });
});

describe('taxes are refunded only entirely or by percentage', () => {
  const message = 'Taxes can be refunded only entirely or by percentage';
  it.each([
    ['17.7', '17.7', null, null],
    ['0', '17.7', null, null],
    ['8.85', '17.7', '50', null],
    ['5', '17.7', null, message],
    ['5', '17.7', '50', message],
  ] as const)('%s of %s at %s%% -> %s', (value, reference, percent, expected) => {
    const problem = taxRefundProblem(value, reference, percent);
    expect(problem ? errorText(problem.name, 'en') : null).toBe(expected);
  });
  it('reports a partial tax in the per-column mode', () => {
    const refund = computeRefundAmounts(amounts({ itemsAmount: '100', salesTaxAmount: '8' }), {
      amounts: { itemsAmount: '100', salesTaxAmount: '3' },
    });
    expect(refund.problems).toEqual([{ field: 'salesTaxAmount', problem: { name: 'REFUND_TAX_PARTIAL' } }]);
  });
});

describe('US sales tax follows the refunded items', () => {
  const order = (platformId: number, country: string, state: string | null) => ({
    platformId,
    country,
    state,
    amounts: amounts({ itemsAmount: '200.0000', salesTaxAmount: '16.0000', freightAmount: '10.0000' }),
  });
  it.each([
    ['platform 2: prorated by item share', order(2, 'US', 'CA'), '50', '4.0000'],
    ['platform 3: prorated by item share', order(3, 'US', 'NY'), '150', '12.0000'],
    ['platform 1, US destination: recomputed (CA 8.85%)', order(1, 'US', 'CA'), '100', '8.8500'],
    ['platform 1 elsewhere: the order tax', order(1, 'DE', null), '100', '16.0000'],
    ['platform 7: the order tax', order(7, 'US', 'CA'), '100', '16.0000'],
  ])('%s', (_name, o, pd, tax) => {
    const reference = referenceAmounts(o, pd);
    expect(reference.salesTaxAmount).toBe(tax);
    expect(reference.itemsAmount).toBe(`${Number(pd).toFixed(4)}`);
    expect(reference.freightAmount).toBe('10.0000');
  });
});

describe('extra freight and deposit count only when given', () => {
  it.each([
    [{ percent: '100' }, '100.0000'],
    [{ percent: '100', extraFreight: '5' }, '105.0000'],
    [{ percent: '100', extraFreight: null, deposit: '20' }, '120.0000'],
  ])('%o -> %s', (input, total) => {
    expect(computeRefundAmounts(amounts({ itemsAmount: '100' }), input).total).toBe(total);
  });
});

describe('the stored percentage is the one the agent typed while the amounts follow it', () => {
  // 50% of 10.0001 rounds up to 5.0001 on each column: their share of the reference is 50.0005%
  const odd = { ...zero, itemsAmount: '10.0001', freightAmount: '10.0001' };
  it.each([
    ['by percentage', { percent: '50' }, '10.0002', '50.0000'],
    ['by percentage, 4 decimals', { percent: '33.3333' }, '6.6668', '33.3333'],
    ['by percentage, with extra freight on top', { percent: '50', extraFreight: '3' }, '13.0002', '50.0000'],
    [
      'per column at exactly the percentage',
      { amounts: { itemsAmount: '5.0001', freightAmount: '5.0001' }, percent: '50' },
      '10.0002',
      '50.0000',
    ],
    [
      'per column, adjusted away from it: the amounts share',
      { amounts: { itemsAmount: '5.0001', freightAmount: '0' }, percent: '50' },
      '5.0001',
      '25.0002',
    ],
    ['per column without a percentage', { amounts: { itemsAmount: '5' } }, '5.0000', '24.9998'],
  ] as const)('%s', (_case, input, total, percent) => {
    const refund = computeRefundAmounts(odd, input);
    expect({ total: refund.total, percent: refund.percent }).toEqual({ total, percent });
  });
});
