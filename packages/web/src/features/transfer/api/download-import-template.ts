import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../shared/request/download-file';

/** GET /api/orderImport/template: the .xlsx template in the interface language. */
export function downloadImportTemplate() {
  return downloadFile('/api/orderImport/template', {
    method: 'GET',
    fallbackName: 'order-import-template.xlsx',
  });
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}
