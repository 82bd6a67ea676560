import { useTranslation } from 'react-i18next';
import { HandlerTransferDialog } from '../../work-orders/components/work-order-transfer-dialog';
import { type MailBatchResult, useTransferCases } from '../api/mail-cases-api';

/** Gives the chosen mail cases a new handler (a colleague or a team), with a note for them. */
export function MailTransferDialog(props: {
  ids: number[] | null;
  onClose: () => void;
  onDone: (rows: MailBatchResult[]) => void;
}) {
  const { t } = useTranslation();
  const transfer = useTransferCases();
  return <HandlerTransferDialog {...props} title={t('mailCases.transferTitle')} transfer={transfer} />;
}
