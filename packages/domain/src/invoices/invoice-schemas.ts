import { z } from 'zod';
import { type Wire, wireMoney } from '../shared/wire.js';
import type { InvoiceModel } from './invoice-model.js';

/** The invoice documents of an order (spec 3 §2 'Other order screens'). */
export const invoiceTypes = ['commercial', 'vat', 'ebay'] as const;
export type InvoiceType = (typeof invoiceTypes)[number];

/** The stamp choice: none, or the company's round red seal. */
export const invoiceStamps = ['none', 'company'] as const;
export type InvoiceStamp = (typeof invoiceStamps)[number];

/** Export formats of an invoice. */
export const invoiceFormats = ['pdf', 'docx'] as const;
export type InvoiceFormat = (typeof invoiceFormats)[number];

const target = {
  orderId: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().optional(),
  /** One package of the order: its products, with the order's charges and taxes in proportion. */
  packageNo: z.string().trim().min(1).max(50).optional(),
};
const hasTarget = (v: { orderId?: number; packageNo?: string }) =>
  v.orderId !== undefined || v.packageNo !== undefined;
const targetIssue = { error: 'INVOICE_TARGET_REQUIRED', path: ['orderId'] };

/** What an invoice is of: an order, one of its packages, or both (the package must be the order's). */
export const invoiceTargetSchema = z.object(target).refine(hasTarget, targetIssue);
export type InvoiceTarget = z.infer<typeof invoiceTargetSchema>;

/** The print view of an invoice (JSON for the web view). */
export const invoicePrintInputSchema = z
  .object({ ...target, stamp: z.enum(invoiceStamps).default('none') })
  .refine(hasTarget, targetIssue);
export type InvoicePrintInput = z.infer<typeof invoicePrintInputSchema>;

/** An invoice file: PDF or DOCX, with or without the stamp. */
export const invoiceExportInputSchema = z
  .object({
    ...target,
    stamp: z.enum(invoiceStamps).default('none'),
    format: z.enum(invoiceFormats).default('pdf'),
  })
  .refine(hasTarget, targetIssue);
export type InvoiceExportInput = z.infer<typeof invoiceExportInputSchema>;

/**
 * The seller on the invoices: the system dictionary entry `invoiceSeller`, with optional overrides per shop id.
 * Tax ids are keyed by destination country (GB, DE, IN ...) or 'default'.
 */
export const sellerProfileSchema = z.object({
  companyName: z.string().trim().min(1).max(120),
  addressLines: z.array(z.string().trim().max(200)).max(6).default([]),
  phone: z.string().trim().max(50).optional(),
  email: z.string().trim().max(120).optional(),
  taxIds: z.record(z.string(), z.string().trim().max(50)).default({}),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

export const invoiceSellerSettingSchema = sellerProfileSchema.extend({
  shops: z.record(z.string(), sellerProfileSchema.partial()).default({}),
});
export type InvoiceSellerSetting = z.infer<typeof invoiceSellerSettingSchema>;

/** The system dictionary code of the seller profile. */
export const INVOICE_SELLER_DICT_CODE = 'invoiceSeller';

const invoicePartySchema = z.object({
  name: z.string(),
  addressLines: z.array(z.string()),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  taxId: z.string().nullable(),
});

/** The invoice as the JSON views answer it (PrintCommercialInvoice, PrintVatInvoice, GenerateEbayInvoice). */
export const invoiceModelSchema: z.ZodType<InvoiceModel> = z.object({
  type: z.enum(invoiceTypes),
  invoiceNo: z.string(),
  invoiceDate: z.string(),
  orderNo: z.string(),
  originalOrderId: z.string().nullable(),
  packageNo: z.string().nullable(),
  trackingNo: z.string().nullable(),
  platformName: z.string(),
  shopName: z.string(),
  currency: z.string(),
  seller: invoicePartySchema,
  buyer: invoicePartySchema,
  shipTo: invoicePartySchema,
  lines: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      quantity: z.number(),
      unitPrice: wireMoney,
      discount: wireMoney,
      amount: wireMoney,
    }),
  ),
  itemsAmount: wireMoney,
  discountAmount: wireMoney,
  charges: z.array(
    z.object({
      kind: z.enum([
        'freight',
        'freightInsurance',
        'tariffInsurance',
        'brokenScreenService',
        'codFee',
        'installmentInterest',
      ]),
      amount: wireMoney,
    }),
  ),
  taxes: z.array(
    z.object({
      kind: z.enum(['salesTax', 'igst', 'cgst', 'sgst', 'gst']),
      rate: z.string().nullable(),
      amount: wireMoney,
    }),
  ),
  totalAmount: wireMoney,
  vat: z
    .object({ country: z.string(), rate: z.string(), netAmount: wireMoney, vatAmount: wireMoney })
    .nullable(),
  payment: z.object({ method: z.string(), transactionNo: z.string().nullable() }).nullable(),
  stamp: z.enum(invoiceStamps),
  stampText: z.string().nullable(),
});

/** GET /api/OAPackage/isAuthorVatInvoice: whether the order gets a VAT invoice, with the destination's rate. */
export const vatAuthoritySchema = z.object({
  authorized: z.boolean(),
  country: z.string().nullable(),
  rate: z.string().nullable(),
  reason: z.enum(['marketplace', 'country']).nullable(),
});
export type VatAuthority = Wire<typeof vatAuthoritySchema>;
