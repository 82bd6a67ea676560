import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { lazyDialog } from '../../../shared/lazy-dialog';

const BatchMailDialog = lazyDialog(() => import('./batch-mail-dialog').then((m) => m.BatchMailDialog));

/** The package list's 'Batch mail': the chosen packages fill the dialog's package numbers. */
export function BatchMailButton({ packageNos }: { packageNos: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Can code="order.batch">
        <Button icon={<MailOutlined />} onClick={() => setOpen(true)}>
          {t('orderBatch.actions.batchMail')}
        </Button>
      </Can>
      <BatchMailDialog open={open} packageNos={packageNos} onClose={() => setOpen(false)} />
    </>
  );
}
