import { Decimal } from 'decimal.js';
import type { RefundProduct } from './refund-amounts.js';
import type { RefundableLineRecord } from './refund-wire.js';

/**
 * The product line of the refund engine for a refundable line and a quantity: the unit price, the discount per
 * unit, the deposit for that quantity, and what is left to refund as the original quantity. Server and form use
 * this one conversion.
 */
export function refundProductOf(
  line: Pick<
    RefundableLineRecord,
    'quantity' | 'refundedQuantity' | 'unitPrice' | 'unitDiscount' | 'unitDeposit'
  >,
  quantity: number,
): RefundProduct & { deposit: Decimal } {
  return {
    quantity,
    originalQuantity: line.quantity - line.refundedQuantity,
    unitPrice: line.unitPrice,
    discount: line.unitDiscount,
    deposit: new Decimal(line.unitDeposit).times(quantity),
  };
}
