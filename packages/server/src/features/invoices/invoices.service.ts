import {
  buildInvoice,
  ebayInvoiceMissing,
  fileTypes,
  type InvoiceFormat,
  type InvoiceModel,
  type InvoiceStamp,
  type InvoiceTarget,
  type InvoiceType,
  isEbayPlatform,
  isPlatformVisible,
  type Lang,
  sellerOf,
  vatInvoiceAuthority,
} from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import { invoiceDocx } from './invoice-docx.js';
import { invoicePdf } from './invoice-pdf.js';
import * as repo from './invoices.repository.js';

export type InvoiceFile = { data: Buffer; contentType: string; filename: string };

const contentTypes: Record<InvoiceFormat, string> = { pdf: fileTypes.pdf, docx: fileTypes.docx };

export function createInvoicesService(db: Db) {
  /** The order (and package) of an invoice, among the caller's platforms; others do not exist for it. */
  async function load(auth: AuthContext, target: InvoiceTarget) {
    const allowed = auth.platformIds;
    let orderId = target.orderId;
    let pkg = null;
    if (target.packageNo) {
      const found = await repo.invoicePackage(db, target.packageNo.trim().toUpperCase());
      if (!found || !isPlatformVisible(allowed, found.platformId)) throw new AppError('PACKAGE_NOT_FOUND');
      if (orderId !== undefined && found.orderId !== orderId)
        throw new AppError('INVOICE_PACKAGE_NOT_OF_ORDER');
      orderId = found.orderId;
      pkg = found.source;
    }
    if (orderId === undefined) throw new AppError('INVOICE_TARGET_REQUIRED');
    const found = await repo.invoiceOrderSource(db, orderId);
    if (!found || !isPlatformVisible(allowed, found.source.platformId)) throw new AppError('ORDER_NOT_FOUND');
    return { orderId: found.id, order: found.source, pkg };
  }

  /** Builds an invoice after the type's own rules (personal data masked by `buildInvoice`); audited. */
  async function invoice(
    caller: Caller,
    type: InvoiceType,
    input: InvoiceTarget & { stamp: InvoiceStamp },
    format: InvoiceFormat | 'view',
  ): Promise<InvoiceModel> {
    const { orderId, order, pkg } = await load(caller.auth, input);
    if (type === 'vat' && !vatInvoiceAuthority(order.platformId, order.shipping.country).authorized)
      throw new AppError('INVOICE_VAT_NOT_ALLOWED');
    if (type === 'ebay') {
      if (!isEbayPlatform(order.platformId)) throw new AppError('INVOICE_NOT_EBAY_ORDER');
      const missing = ebayInvoiceMissing(order);
      if (missing.length)
        throw new AppError(
          'INVOICE_EBAY_INFO_MISSING',
          {},
          missing.map((field) => ({ field, name: 'FIELD_REQUIRED' as const })),
        );
    }
    const seller = sellerOf(
      await repo.invoiceSellerSetting(db),
      {
        id: order.shopId,
        name: order.shopName,
        site: order.shopSite,
        platformName: order.platformName,
      },
      order.shipping.country,
    );
    const model = buildInvoice({ type, stamp: input.stamp, order, pkg, seller });
    if (!model.lines.length) throw new AppError('INVOICE_NO_LINES');
    await writeAudit(db, {
      ...auditedBy(caller),
      action: format === 'view' ? 'invoice.view' : 'invoice.export',
      recordType: 'order',
      recordId: orderId,
      after: { type, invoiceNo: model.invoiceNo, packageNo: model.packageNo, format, stamp: input.stamp },
    });
    return model;
  }

  /** The invoice as a file: PDF (English, the standard fonts) or DOCX (in the reader's language). */
  async function exportFile(
    caller: Caller,
    type: InvoiceType,
    input: InvoiceTarget & { stamp: InvoiceStamp; format: InvoiceFormat },
    lang: Lang,
  ): Promise<InvoiceFile> {
    const model = await invoice(caller, type, input, input.format);
    const data = input.format === 'pdf' ? await invoicePdf(model) : await invoiceDocx(model, lang);
    return {
      data,
      contentType: contentTypes[input.format],
      filename: `${model.invoiceNo}.${input.format}`,
    };
  }

  /** GET isAuthorVatInvoice: whether the order gets a VAT invoice, with the destination's rate. */
  async function vatAuthority(auth: AuthContext, orderId: number) {
    const { order } = await load(auth, { orderId });
    const authority = vatInvoiceAuthority(order.platformId, order.shipping.country);
    return authority.authorized
      ? { authorized: true, country: authority.country, rate: authority.rate, reason: null }
      : { authorized: false, country: order.shipping.country, rate: null, reason: authority.reason };
  }

  return {
    view: (caller: Caller, type: InvoiceType, input: InvoiceTarget & { stamp: InvoiceStamp }) =>
      invoice(caller, type, input, 'view'),
    exportFile,
    vatAuthority,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
