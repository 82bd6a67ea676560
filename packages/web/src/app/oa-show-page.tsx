import { Button, Flex, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrder } from '../features/orders/api/get-order';
import { InterceptionDialog } from '../features/packages/interception/interception-dialog';
import { RefundDialog } from '../features/refunds/components/refund-dialog';
import { ResendDialog } from '../features/resends/components/resend-dialog';
import { featureTextsReady, moreFeatureTextsReady } from '../i18n/feature-texts';
import { useDocumentTitleKey } from '../shared/document-title';
import { dayjsLocaleReady } from '../shared/preferences/dayjs-locale';

/** Resolves once the texts and the dayjs locale of the current language are loaded: render after it. */
export const oaShowPageReady = Promise.all([featureTextsReady, moreFeatureTextsReady(), dayjsLocaleReady]);

/** Tries to close the window (it closes when a script opened it); otherwise the page says it may be closed. */
function closeWindow(setDone: (done: boolean) => void) {
  setDone(true);
  window.close();
}

/** Asks before leaving while the form holds unsaved changes (spec 1 /OAShowPage 'leave-page confirmation'). */
function useLeaveConfirmation(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the dialog only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}

function Done() {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('oaShow.done')}
      extra={
        <Button type="primary" onClick={() => window.close()}>
          {t('oaShow.close')}
        </Button>
      }
    />
  );
}

function AddRefund({ orderId }: { orderId: number }) {
  const [dirty, setDirty] = useState(false);
  const [done, setDone] = useState(false);
  useLeaveConfirmation(dirty && !done);
  if (done) return <Done />;
  return (
    <RefundDialog
      inline
      open
      orderId={orderId}
      onDirty={() => setDirty(true)}
      onClose={() => {
        setDirty(false);
        closeWindow(setDone);
      }}
    />
  );
}

function AddResend({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  const [dirty, setDirty] = useState(false);
  const [done, setDone] = useState(false);
  useLeaveConfirmation(dirty && !done);
  if (done) return <Done />;
  if (!order.data) return <Skeleton active />;
  return (
    <ResendDialog
      inline
      open
      asksTwice
      packageNos={order.data.packages.map((p) => p.packageNo)}
      onDirty={() => setDirty(true)}
      onClose={() => {
        setDirty(false);
        closeWindow(setDone);
      }}
    />
  );
}

function BatchIntercept({ orderId }: { orderId: number }) {
  const order = useOrder(orderId);
  const [done, setDone] = useState(false);
  useLeaveConfirmation(!done);
  if (done) return <Done />;
  if (!order.data) return <Skeleton active />;
  return (
    <InterceptionDialog
      open
      packages={order.data.packages.map((p) => ({
        packageNo: p.packageNo,
        platformId: order.data!.platformId,
      }))}
      onClose={() => closeWindow(setDone)}
      onDone={() => closeWindow(setDone)}
    />
  );
}

/**
 * /OAShowPage?page=addRefund|addResend|batchIntercept&OrderId=…: a form standalone, without the shell; the window closes
 * after a successful submit, and leaving with unsaved changes asks first.
 */
export function OaShowPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = params.get('page');
  const orderId = Number(params.get('OrderId') ?? params.get('orderId'));
  useDocumentTitleKey(
    page === 'addRefund' ? 'oaShow.addRefund' : page === 'addResend' ? 'resends.addTitle' : null,
  );
  const known = page === 'addRefund' || page === 'batchIntercept' || page === 'addResend';
  return (
    <Flex vertical style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }}>
      {!known ? (
        <Result status="404" title={t('oaShow.unknownPage')} />
      ) : !Number.isInteger(orderId) || orderId <= 0 ? (
        <Result status="warning" title={t('oaShow.missingOrder')} />
      ) : page === 'addRefund' ? (
        <AddRefund orderId={orderId} />
      ) : page === 'addResend' ? (
        <AddResend orderId={orderId} />
      ) : (
        <BatchIntercept orderId={orderId} />
      )}
    </Flex>
  );
}
