import { Decimal } from 'decimal.js';
import { roundMoney } from '../money.js';
import { INDIA_GST_RATE, importGstRates, usSalesTaxRates } from '../orders/order-amounts.js';
import { platforms } from '../platforms/platforms.js';

/**
 * Standard VAT rates (percent) of the destinations that get a VAT invoice: the EU member states and the UK
 * (the product's country codes use UK for the United Kingdom).
 */
export const vatRates: Record<string, string> = {
  AT: '20',
  BE: '21',
  BG: '20',
  CY: '19',
  CZ: '21',
  DE: '19',
  DK: '25',
  EE: '22',
  ES: '21',
  FI: '25.5',
  FR: '20',
  GR: '24',
  HR: '25',
  HU: '27',
  IE: '23',
  IT: '22',
  LT: '21',
  LU: '17',
  LV: '21',
  MT: '18',
  NL: '21',
  PL: '23',
  PT: '23',
  RO: '19',
  SE: '25',
  SI: '22',
  SK: '23',
  UK: '20',
};

/** The eBay-type platform kind: the only one with an eBay invoice. */
export const isEbayPlatform = (platformId: number) =>
  platforms.some((p) => p.id === platformId && p.kind === 'auction');

export type VatInvoiceAuthority =
  | { authorized: true; country: string; rate: string }
  | { authorized: false; reason: 'marketplace' | 'country' };

/**
 * isAuthorVatInvoice: we issue the VAT invoice where we are the seller of record, i.e. our own websites and the
 * eBay-type platform, for destinations that levy VAT (EU, UK). Marketplaces (Amazon-type, AE, Walmart-type,
 * others) collect the VAT and issue the invoice themselves as deemed suppliers, so they are refused.
 */
export function vatInvoiceAuthority(platformId: number, shipCountry: string | null): VatInvoiceAuthority {
  const kind = platforms.find((p) => p.id === platformId)?.kind;
  if (kind !== 'website' && kind !== 'auction') return { authorized: false, reason: 'marketplace' };
  const country = (shipCountry ?? '').trim().toUpperCase();
  const rate = vatRates[country];
  if (!rate) return { authorized: false, reason: 'country' };
  return { authorized: true, country, rate };
}

/** The VAT contained in a VAT-inclusive (gross) amount: gross × rate / (100 + rate), and the net rest. */
export function vatIncluded(
  gross: Decimal.Value,
  rate: Decimal.Value,
): { netAmount: string; vatAmount: string } {
  const vat = new Decimal(gross).times(rate).dividedBy(new Decimal(100).plus(rate));
  const vatAmount = roundMoney(vat);
  return { netAmount: roundMoney(new Decimal(gross).minus(vatAmount)), vatAmount };
}

export type InvoiceTaxKind = 'salesTax' | 'igst' | 'cgst' | 'sgst' | 'gst';

/** The rate (percent) shown beside a tax line, from the destination; null when it is not known. */
export function taxRateOf(kind: InvoiceTaxKind, country: string | null, state: string | null): string | null {
  const c = (country ?? '').toUpperCase();
  switch (kind) {
    case 'salesTax':
      return c === 'US' && state ? (usSalesTaxRates[state.toUpperCase()] ?? null) : null;
    case 'igst':
      return INDIA_GST_RATE;
    case 'cgst':
    case 'sgst':
      return new Decimal(INDIA_GST_RATE).dividedBy(2).toString();
    case 'gst':
      return importGstRates[c] ?? null;
  }
}
