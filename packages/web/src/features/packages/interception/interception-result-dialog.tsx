import { type InterceptionResult, interceptionSuccessText } from '@backdesk/domain';
import { useTranslation } from 'react-i18next';
import { BatchResultDialog } from '../../../shared/batch-result-dialog';
import { usePreferences } from '../../../shared/preferences/preferences-store';

/** The per-package results of a batch interception (spec 3 §8): success text, or the server's message. */
export function InterceptionResultDialog({
  results,
  onClose,
}: {
  results: InterceptionResult[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  return (
    <BatchResultDialog
      title={t('interception.resultTitle')}
      summary={(succeeded, failed) => t('interception.resultSummary', { succeeded, failed })}
      onClose={onClose}
      rows={
        results?.map((r) => ({
          key: r.package_no,
          label: r.package_no,
          ok: r.is_success,
          message: r.is_success
            ? interceptionSuccessText(r.package_no, lang)
            : r.response_message || t('interception.failed'),
        })) ?? null
      }
    />
  );
}
