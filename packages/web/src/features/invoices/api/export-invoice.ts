import type { InvoiceFormat, InvoiceStamp, InvoiceType } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../shared/request/download-file';

const exportPaths: Record<InvoiceType, string> = {
  commercial: '/api/OAPackage/ExportCommercialInvoiceNew',
  vat: '/api/OAPackage/exportVatInvoice',
  ebay: '/api/OAPackage/ExportEbayInvoice',
};

export type ExportInvoiceInput = {
  type: InvoiceType;
  orderId: number;
  orderNo: string;
  stamp: InvoiceStamp;
  format: InvoiceFormat;
};

/** ExportCommercialInvoiceNew / exportVatInvoice / ExportEbayInvoice (blob): saves the PDF or DOCX file. */
export function exportInvoice({ type, orderId, orderNo, stamp, format }: ExportInvoiceInput) {
  return downloadFile(exportPaths[type], {
    body: { orderId, stamp, format },
    fallbackName: `${orderNo}.${format}`,
  });
}

export function useExportInvoice() {
  return useMutation({ mutationFn: exportInvoice });
}
