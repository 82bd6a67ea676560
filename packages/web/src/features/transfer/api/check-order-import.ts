import type { ImportReport } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { ImportReport, ImportReportRow } from '@backdesk/domain';

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
