import { Decimal } from 'decimal.js';
import { roundMoney } from '../money.js';
import { maskValue } from '../permissions/masking.js';
import type {
  InvoiceChargeKind,
  InvoiceLine,
  InvoiceModel,
  InvoiceOrderSource,
  InvoicePackageSource,
  InvoiceParty,
} from './invoice-model.js';
import type { InvoiceStamp, InvoiceType } from './invoice-schemas.js';
import { type InvoiceTaxKind, taxRateOf, vatIncluded, vatInvoiceAuthority } from './invoice-tax.js';

/** Order amount columns shown as charges, in this order. */
const chargeColumns: [InvoiceChargeKind, keyof InvoiceOrderSource['amounts']][] = [
  ['freight', 'freightAmount'],
  ['freightInsurance', 'freightInsuranceAmount'],
  ['tariffInsurance', 'tariffInsuranceAmount'],
  ['brokenScreenService', 'brokenScreenServiceAmount'],
  ['codFee', 'codFeeAmount'],
  ['installmentInterest', 'installmentInterestAmount'],
];

/** Order amount columns shown as taxes: US sales tax, India IGST / CGST / SGST, GST elsewhere. */
const taxColumns: [InvoiceTaxKind, keyof InvoiceOrderSource['amounts']][] = [
  ['salesTax', 'salesTaxAmount'],
  ['igst', 'igstAmount'],
  ['cgst', 'cgstAmount'],
  ['sgst', 'sgstAmount'],
  ['gst', 'gstAmount'],
];

const numberPrefix: Record<InvoiceType, string> = { commercial: 'CI', vat: 'VAT', ebay: 'EB' };

const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/**
 * The invoice's lines and the share of the order they stand for. An order invoice takes every line as it is;
 * a package invoice takes the package's quantities at the order line's unit price, with the line discount in
 * proportion to the quantity. The share is the package's items over the order's items (by quantity when the
 * order's items are free).
 */
export function invoiceLinesOf(
  order: Pick<InvoiceOrderSource, 'lines'>,
  pkg: Pick<InvoicePackageSource, 'lines'> | null,
): { lines: InvoiceLine[]; share: Decimal } {
  const orderLines = order.lines.map((l) => ({
    sku: l.sku,
    title: l.title,
    quantity: l.quantity,
    unitPrice: roundMoney(l.unitPrice),
    discount: roundMoney(l.discount),
    amount: roundMoney(l.amount),
  }));
  if (!pkg) return { lines: orderLines, share: new Decimal(1) };
  const lines: InvoiceLine[] = [];
  for (const p of pkg.lines) {
    const source =
      order.lines.find((l) => p.orderLineId !== null && l.id === p.orderLineId) ??
      order.lines.find((l) => l.sku === p.sku);
    if (!source || p.quantity <= 0) continue;
    const quantity = Math.min(p.quantity, source.quantity);
    const whole = quantity === source.quantity;
    const discount = whole
      ? roundMoney(source.discount)
      : roundMoney(new Decimal(source.discount).times(quantity).dividedBy(source.quantity));
    const amount = whole
      ? roundMoney(source.amount)
      : roundMoney(Decimal.max(new Decimal(source.unitPrice).times(quantity).minus(discount), 0));
    lines.push({
      sku: source.sku,
      title: source.title,
      quantity,
      unitPrice: roundMoney(source.unitPrice),
      discount,
      amount,
    });
  }
  const orderItems = sum(orderLines.map((l) => l.amount));
  const items = sum(lines.map((l) => l.amount));
  const share = orderItems.isZero()
    ? new Decimal(lines.reduce((s, l) => s + l.quantity, 0)).dividedBy(
        Math.max(
          1,
          orderLines.reduce((s, l) => s + l.quantity, 0),
        ),
      )
    : items.dividedBy(orderItems);
  return { lines, share: Decimal.min(share, 1) };
}

const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0));

function addressOf(s: InvoiceOrderSource['shipping']): string[] {
  return [
    [s.address1, s.address2].filter(Boolean).join(', '),
    [s.city, s.state, s.postcode].filter(Boolean).join(', '),
    s.country ?? '',
  ].filter((line) => line.trim() !== '');
}

export type BuildInvoiceInput = {
  type: InvoiceType;
  stamp: InvoiceStamp;
  order: InvoiceOrderSource;
  pkg: InvoicePackageSource | null;
  seller: InvoiceParty;
};

/**
 * Builds an invoice (commercial, VAT or eBay) of an order or one of its packages. Charges and taxes are the
 * order's, in the package's share for a package; every amount is rounded to 4 places half-up; the total is
 * the items plus the charges plus the taxes, so an order's invoice totals the order's total. The consignee's
 * phone is on the commercial invoice only (carriers and customs need it), masked as everywhere (spec 1 §5): the
 * full number is shown only through the audited view-code reveal.
 */
export function buildInvoice({ type, stamp, order, pkg, seller }: BuildInvoiceInput): InvoiceModel {
  const { lines, share } = invoiceLinesOf(order, pkg);
  const part = (value: string) => roundMoney(share.equals(1) ? value : new Decimal(value).times(share));
  const ship = order.shipping;
  const charges = chargeColumns
    .map(([kind, column]) => ({ kind, amount: part(order.amounts[column]) }))
    .filter((c) => !new Decimal(c.amount).isZero());
  const taxes = taxColumns
    .map(([kind, column]) => ({
      kind,
      rate: taxRateOf(kind, ship.country, ship.state),
      amount: part(order.amounts[column]),
    }))
    .filter((t) => !new Decimal(t.amount).isZero());
  const itemsAmount = roundMoney(sum(lines.map((l) => l.amount)));
  const totalAmount = roundMoney(
    sum([itemsAmount, ...charges.map((c) => c.amount), ...taxes.map((t) => t.amount)]),
  );
  const authority = vatInvoiceAuthority(order.platformId, ship.country);
  const vat =
    type === 'vat' && authority.authorized
      ? { country: authority.country, rate: authority.rate, ...vatIncluded(totalAmount, authority.rate) }
      : null;
  const paid = order.payments.find((p) => !p.isDeposit);
  const shipTo: InvoiceParty = {
    name: ship.name ?? order.customer?.name ?? '',
    addressLines: addressOf(ship),
    country: ship.country,
    phone: type === 'commercial' && ship.phone ? maskValue(ship.phone) : null,
    email: null,
    taxId: null,
  };
  return {
    type,
    invoiceNo: `${numberPrefix[type]}-${pkg?.packageNo ?? order.orderNo}`,
    invoiceDate: isoDate(pkg ? (pkg.consignAt ?? pkg.createdAt) : (order.paidAt ?? order.createdAt)),
    orderNo: order.orderNo,
    originalOrderId: order.originalOrderId,
    packageNo: pkg?.packageNo ?? null,
    trackingNo: pkg?.trackingNo ?? null,
    platformName: order.platformName,
    shopName: order.shopName,
    currency: order.currency,
    seller,
    buyer: {
      name: order.customer?.name ?? ship.name ?? '',
      addressLines: [],
      country: order.customer?.country ?? ship.country,
      phone: null,
      email: null,
      taxId: null,
    },
    shipTo,
    lines,
    itemsAmount,
    discountAmount: roundMoney(sum(lines.map((l) => l.discount))),
    charges,
    taxes,
    totalAmount,
    vat,
    payment: type === 'ebay' && paid ? { method: paid.method, transactionNo: paid.transactionNo } : null,
    stamp,
    stampText: stamp === 'company' ? seller.name : null,
  };
}

/**
 * What an eBay invoice needs and the order lacks: the eBay order number, the buyer, a shipping name, country and
 * street, products, and a payment. Empty when the invoice can be made.
 */
export function ebayInvoiceMissing(order: InvoiceOrderSource): string[] {
  const missing: string[] = [];
  if (!order.originalOrderId?.trim()) missing.push('originalOrderId');
  if (!order.customer?.name.trim()) missing.push('customer');
  if (!order.shipping.name?.trim()) missing.push('shipName');
  if (!order.shipping.country?.trim()) missing.push('shipCountry');
  if (!order.shipping.address1?.trim()) missing.push('shipAddress1');
  if (!order.lines.length) missing.push('lines');
  if (!order.payments.some((p) => !p.isDeposit)) missing.push('payments');
  return missing;
}
