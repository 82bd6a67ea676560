import { z } from 'zod';

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
