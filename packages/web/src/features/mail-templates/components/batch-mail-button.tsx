import { MailOutlined } from '@ant-design/icons';
import { selectionProblem } from '@backdesk/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { errorTextOf } from '../../../shared/error-texts';
import { useFeedback } from '../../../shared/feedback';
import { lazyDialog } from '../../../shared/lazy-dialog';
import { usePreferences } from '../../../shared/preferences/preferences-store';

const BatchMailDialog = lazyDialog(() => import('./batch-mail-dialog').then((m) => m.BatchMailDialog));
const ContactBuyerDialog = lazyDialog(() =>
  import('./contact-buyer-dialog').then((m) => m.ContactBuyerDialog),
);

/**
 * The package list's 'Batch mail' (the chosen packages fill the dialog's package numbers) and 'Contact buyer'
 * (one package).
 */
export function BatchMailButton({ packageNos }: { packageNos: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [contact, setContact] = useState(false);
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  return (
    <>
      <Can code="order.batch">
        <Button icon={<MailOutlined />} onClick={() => setOpen(true)}>
          {t('orderBatch.actions.batchMail')}
        </Button>
      </Can>
      <Can code="order.batch">
        <Button
          onClick={() => {
            const problem = selectionProblem(packageNos.length, 1);
            if (problem)
              void errorTextOf(problem.name, lang, problem.params).then((text) => message.warning(text));
            else setContact(true);
          }}
        >
          {t('contactBuyer.title')}
        </Button>
      </Can>
      <BatchMailDialog open={open} packageNos={packageNos} onClose={() => setOpen(false)} />
      <ContactBuyerDialog
        open={contact}
        packageNo={packageNos[0] ?? null}
        onClose={() => setContact(false)}
      />
    </>
  );
}
