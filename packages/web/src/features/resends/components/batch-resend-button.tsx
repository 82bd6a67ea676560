import { RetweetOutlined } from '@ant-design/icons';
import { resendLimits, selectionProblem } from '@backdesk/domain';
import { Button } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../shared/can';
import { errorTextOf } from '../../../shared/error-texts';
import { useFeedback } from '../../../shared/feedback';
import { lazyDialog } from '../../../shared/lazy-dialog';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { getOrder } from '../../orders/api/get-order';

const ResendDialog = lazyDialog(() => import('./resend-dialog').then((m) => m.ResendDialog));

/** The order list's batch resend: the chosen orders' packages in the order number selector; it asks twice. */
export function BatchResendButton({ selected }: { selected: Key[] }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [packageNos, setPackageNos] = useState<string[] | null>(null);
  const [loading, setLoading] = useState(false);

  const start = async () => {
    const problem = selectionProblem(selected.length, resendLimits.batch);
    if (problem) {
      void errorTextOf(problem.name, lang, problem.params).then((text) => message.warning(text));
      return;
    }
    setLoading(true);
    try {
      const orders = await Promise.all(selected.map((id) => getOrder(Number(id))));
      setPackageNos(orders.flatMap((o) => o.packages.map((p) => p.packageNo)));
    } catch {
      // the request layer has said why
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <Can code="resend.create">
        <Button icon={<RetweetOutlined />} loading={loading} onClick={() => void start()}>
          {t('resends.batchResend')}
        </Button>
      </Can>
      <ResendDialog
        open={packageNos !== null}
        packageNos={packageNos ?? []}
        asksTwice
        onClose={() => setPackageNos(null)}
      />
    </>
  );
}
