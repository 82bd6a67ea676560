import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/request';
import { formOf, IMPORT_TIMEOUT_MS, type ImportReport } from './check-order-import';

/** POST /api/orderImport: the valid orders written, one transaction each; a result per row. */
export function importOrders(file: File) {
  return http.post<ImportReport>('/api/orderImport', formOf(file), {
    timeoutMs: IMPORT_TIMEOUT_MS,
    quiet: true,
  });
}

/** Imports, then lets the order lists load again. */
export function useImportOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importOrders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
}
