import type { InvoiceModel, InvoiceStamp, InvoiceType, VatAuthority } from '@backdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export const invoicesKey = ['invoices'] as const;

export type { VatAuthority } from '@backdesk/domain';

/** GET /api/OAPackage/isAuthorVatInvoice?orderId= */
export function getVatAuthority(orderId: number) {
  return http.get<VatAuthority>('/api/OAPackage/isAuthorVatInvoice', { query: { orderId } });
}

/** The invoice model for the print view: PrintCommercialInvoiceNew, PrintVatInvoice or GenerateEbayInvoice. */
export function getInvoice(type: InvoiceType, orderId: number, stamp: InvoiceStamp) {
  // the screen shows the failure (e.g. 'Failed to obtain eBay invoice information.') itself
  const call = { quiet: true };
  if (type === 'ebay')
    return http.get<InvoiceModel>('/api/OAPackage/GenerateEbayInvoice', {
      query: { orderId, stamp },
      ...call,
    });
  const path = type === 'vat' ? '/api/OAPackage/PrintVatInvoice' : '/api/OAPackage/PrintCommercialInvoiceNew';
  return http.post<InvoiceModel>(path, { orderId, stamp }, call);
}

export function useVatAuthority(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicesKey, 'vatAuthority', orderId],
    queryFn: () => getVatAuthority(orderId),
    enabled,
  });
}

export function useInvoice(type: InvoiceType, orderId: number, stamp: InvoiceStamp, enabled: boolean) {
  return useQuery({
    queryKey: [...invoicesKey, type, orderId, stamp],
    queryFn: () => getInvoice(type, orderId, stamp),
    enabled,
    retry: false,
  });
}
