import { Decimal } from 'decimal.js';
import { roundMoney } from '../money.js';

/**
 * The amount columns of an order (spec 2 §3 'Refund amount table'): refunds apply a percentage to each of
 * them, so they are kept apart rather than folded into the total.
 */
export const orderAmountFields = [
  'itemsAmount',
  'freightAmount',
  'freightInsuranceAmount',
  'tariffInsuranceAmount',
  'brokenScreenServiceAmount',
  'codFeeAmount',
  'salesTaxAmount',
  'igstAmount',
  'cgstAmount',
  'sgstAmount',
  'gstAmount',
  'installmentInterestAmount',
] as const;
export type OrderAmountField = (typeof orderAmountFields)[number];
export type OrderAmounts = Record<OrderAmountField, string>;

/** The order total: the sum of every amount column, rounded to 4 places. */
export function orderTotal(amounts: Partial<Record<OrderAmountField, Decimal.Value | null>>): string {
  let sum = new Decimal(0);
  for (const field of orderAmountFields) sum = sum.plus(amounts[field] ?? 0);
  return roundMoney(sum);
}

/** A line's amount: quantity × unit price less its discount, never below zero. */
export function lineAmount(quantity: number, unitPrice: Decimal.Value, discount: Decimal.Value = 0): string {
  const amount = new Decimal(unitPrice).times(quantity).minus(discount);
  return roundMoney(Decimal.max(amount, 0));
}

/**
 * US sales tax by destination state (combined average rates, percent). Platforms collect it as marketplace
 * facilitators; states without a sales tax are 0.
 */
export const usSalesTaxRates: Record<string, string> = {
  CA: '8.85',
  NY: '8.52',
  TX: '8.20',
  FL: '7.02',
  WA: '9.38',
  IL: '8.86',
  PA: '6.34',
  OH: '7.24',
  GA: '7.38',
  NJ: '6.60',
  OR: '0',
  MT: '0',
  NH: '0',
  DE: '0',
  AK: '1.82',
};

/** US sales tax on the taxable amount (items and freight) for a state; 0 for unknown or tax-free states. */
export function usSalesTax(taxable: Decimal.Value, state: string | null | undefined): string {
  const rate = state ? usSalesTaxRates[state.toUpperCase()] : undefined;
  return roundMoney(new Decimal(taxable).times(rate ?? 0).dividedBy(100));
}

/** India GST rate on consumer electronics and accessories, percent. */
export const INDIA_GST_RATE = '18';

/**
 * India GST: IGST for a shipment between states (or an import), CGST and SGST halves within one state.
 * `gstAmount` is left for GST outside India (Australia, Singapore ...), so the parts never count twice.
 */
export function indiaGst(
  taxable: Decimal.Value,
  intraState: boolean,
): { igstAmount: string; cgstAmount: string; sgstAmount: string } {
  const tax = new Decimal(taxable).times(INDIA_GST_RATE).dividedBy(100);
  if (!intraState)
    return { igstAmount: roundMoney(tax), cgstAmount: roundMoney(0), sgstAmount: roundMoney(0) };
  const half = roundMoney(tax.dividedBy(2));
  return { igstAmount: roundMoney(0), cgstAmount: half, sgstAmount: half };
}

/** GST on low-value imports collected by the seller (percent), by destination country. */
export const importGstRates: Record<string, string> = { AU: '10', NZ: '15', SG: '9' };

export function importGst(taxable: Decimal.Value, country: string): string {
  return roundMoney(new Decimal(taxable).times(importGstRates[country] ?? 0).dividedBy(100));
}

/** The taxes each destination country's orders carry (the columns of the rules above). */
const taxFieldsOf = (country: string | null | undefined): OrderAmountField[] => {
  const code = (country ?? '').toUpperCase();
  if (code === 'US') return ['salesTaxAmount'];
  if (code === 'IN') return ['igstAmount', 'cgstAmount', 'sgstAmount'];
  if (code in importGstRates) return ['gstAmount'];
  return [];
};

/**
 * The amount columns an order's amount card shows: the items and the freight always, the taxes of the
 * destination country (0 where due but not charged), and any other column that holds an amount. A UK order is
 * not shown India's GST parts.
 */
export function shownAmountFields(
  amounts: Partial<Record<OrderAmountField, Decimal.Value | null>>,
  country: string | null | undefined,
): OrderAmountField[] {
  const taxes = taxFieldsOf(country);
  return orderAmountFields.filter(
    (field) =>
      field === 'itemsAmount' ||
      field === 'freightAmount' ||
      taxes.includes(field) ||
      !new Decimal(amounts[field] ?? 0).isZero(),
  );
}
