import type { OrderAmounts } from '../orders/order-amounts.js';
import type { InvoiceStamp, InvoiceType } from './invoice-schemas.js';
import type { InvoiceTaxKind } from './invoice-tax.js';

/** The order data an invoice is built from, as stored; `buildInvoice` masks the personal data it prints. */
export type InvoiceOrderSource = {
  orderNo: string;
  originalOrderId: string | null;
  platformId: number;
  platformName: string;
  shopId: number;
  shopName: string;
  shopSite: string;
  currency: string;
  createdAt: Date | string;
  paidAt: Date | string | null;
  amounts: OrderAmounts & { discountAmount: string; totalAmount: string };
  customer: { name: string; country: string } | null;
  shipping: {
    name: string | null;
    phone: string | null;
    country: string | null;
    state: string | null;
    city: string | null;
    postcode: string | null;
    address1: string | null;
    address2: string | null;
  };
  lines: {
    id: number;
    sku: string;
    title: string;
    quantity: number;
    unitPrice: string;
    discount: string;
    amount: string;
  }[];
  payments: { method: string; amount: string; isDeposit: boolean; transactionNo: string | null }[];
};

/** One package of the order, when the invoice is of a package. */
export type InvoicePackageSource = {
  packageNo: string;
  createdAt: Date | string;
  consignAt: Date | string | null;
  trackingNo: string | null;
  lines: { orderLineId: number | null; sku: string; quantity: number }[];
};

export type InvoiceParty = {
  name: string;
  addressLines: string[];
  country: string | null;
  phone: string | null;
  email: string | null;
  taxId: string | null;
};

export type InvoiceLine = {
  sku: string;
  title: string;
  quantity: number;
  unitPrice: string;
  discount: string;
  amount: string;
};

export type InvoiceChargeKind =
  | 'freight'
  | 'freightInsurance'
  | 'tariffInsurance'
  | 'brokenScreenService'
  | 'codFee'
  | 'installmentInterest';

/** The invoice as every rendering (web view, print, PDF, DOCX) shows it; money is 4-place decimal text. */
export type InvoiceModel = {
  type: InvoiceType;
  invoiceNo: string;
  /** The calendar date (UTC), YYYY-MM-DD. */
  invoiceDate: string;
  orderNo: string;
  originalOrderId: string | null;
  packageNo: string | null;
  trackingNo: string | null;
  platformName: string;
  shopName: string;
  currency: string;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  shipTo: InvoiceParty;
  lines: InvoiceLine[];
  /** Sum of the line amounts (already net of line discounts). */
  itemsAmount: string;
  /** Line discounts included in the line amounts. */
  discountAmount: string;
  charges: { kind: InvoiceChargeKind; amount: string }[];
  taxes: { kind: InvoiceTaxKind; rate: string | null; amount: string }[];
  totalAmount: string;
  /** VAT invoices: prices include VAT; the VAT contained in the total. */
  vat: { country: string; rate: string; netAmount: string; vatAmount: string } | null;
  /** eBay invoices: the eBay order and how it was paid. */
  payment: { method: string; transactionNo: string | null } | null;
  stamp: InvoiceStamp;
  /** The name on the seal: the seller's. */
  stampText: string | null;
};
