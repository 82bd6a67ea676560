import type { OrderBatchResult } from '@backdesk/domain';
import { useTranslation } from 'react-i18next';
import { BatchResultDialog } from '../../../shared/batch-result-dialog';

/** The per-order results of a batch action: success, or the server's reason. Open while `open` and results are there. */
export function OrderBatchResultDialog({
  open,
  title,
  results,
  onClose,
}: {
  open: boolean;
  title: string;
  results: OrderBatchResult[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <BatchResultDialog
      title={t('orderBatch.resultTitle', { action: title })}
      summary={(succeeded, failed) => t('orderBatch.resultSummary', { succeeded, failed })}
      onClose={onClose}
      rows={
        (open ? results : null)?.map((r) => ({
          key: r.orderId,
          label: r.orderNo || `#${r.orderId}`,
          ok: r.isSuccess,
          message: r.isSuccess ? t('common.operationSuccess') : r.message,
        })) ?? null
      }
    />
  );
}
