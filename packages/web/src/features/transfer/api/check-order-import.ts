import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** One row of the report: valid (dry run) or imported, else its errors by column. */
export type ImportReportRow = {
  row: number;
  originalOrderId: string;
  sku: string;
  isSuccess: boolean;
  orderId: number | null;
  orderNo: string | null;
  errors: { field: string | null; code: number; message: string }[];
};

/** The answer of the dry run and of the import. */
export type ImportReport = {
  fileName: string;
  totalRows: number;
  successRows: number;
  failedRows: number;
  /** Orders that can be imported (dry run) or were imported. */
  orders: number;
  rows: ImportReportRow[];
};

/** Reading and checking up to 2,000 rows, or writing their orders, can take a while. */
export const IMPORT_TIMEOUT_MS = 5 * 60_000;

export const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
};

/** POST /api/orderImport/dryRun: every row checked, nothing written. */
export function checkOrderImport(file: File) {
  return http.post<ImportReport>('/api/orderImport/dryRun', formOf(file), {
    timeoutMs: IMPORT_TIMEOUT_MS,
    quiet: true,
  });
}

export function useCheckOrderImport() {
  return useMutation({ mutationFn: checkOrderImport });
}
