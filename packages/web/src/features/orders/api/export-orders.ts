import { useMutation } from '@tanstack/react-query';
import type { OrderFilters } from '../../../shared/order-filters/order-filters';
import { downloadFile } from '../../../shared/request/download-file';

/** An export may take minutes at its limit: the file streams while the server reads the rows. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export type ExportOrdersInput = OrderFilters & { utcOffsetMinutes: number };

/** POST /api/csOrderParent/export: the list's filters as an .xlsx file (a JSON answer is the refusal). */
export function exportOrders(input: ExportOrdersInput) {
  return downloadFile('/api/csOrderParent/export', {
    body: input,
    fallbackName: 'orders.xlsx',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
