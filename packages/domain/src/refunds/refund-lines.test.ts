import { describe, expect, it } from 'vitest';
import { productsAmount } from './refund-amounts.js';
import { refundProductOf } from './refund-lines.js';

const line = (patch: object = {}) => ({
  quantity: 3,
  refundedQuantity: 1,
  unitPrice: '50.0000',
  unitDiscount: '5.00000000',
  unitDeposit: '10.00000000',
  ...patch,
});

describe('refundProductOf: a refundable line as the engine’s product line', () => {
  it.each([
    // quantity × (price − discount) − deposit × quantity
    ['two of three, one refunded before', line(), 2, { originalQuantity: 2, deposit: '20' }, '70.0000'],
    ['one, no deposit', line({ unitDeposit: '0' }), 1, { originalQuantity: 2, deposit: '0' }, '45.0000'],
    [
      'a deposit above the price',
      line({ unitDeposit: '60' }),
      1,
      { originalQuantity: 2, deposit: '60' },
      '0.0000',
    ],
    [
      'nothing refunded before',
      line({ refundedQuantity: 0 }),
      3,
      { originalQuantity: 3, deposit: '30' },
      '105.0000',
    ],
  ] as const)('%s', (_what, l, quantity, expected, amount) => {
    const product = refundProductOf(l, quantity);
    expect(product.quantity).toBe(quantity);
    expect(product.originalQuantity).toBe(expected.originalQuantity);
    expect(product.discount).toBe(l.unitDiscount);
    expect(product.deposit.toString()).toBe(expected.deposit);
    expect(productsAmount([product])).toBe(amount);
  });
});
