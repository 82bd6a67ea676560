import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import type { InvoiceOrder } from './invoice-dialog';

// loads when first opened: the order's page draws without it (issue 19)
const InvoiceDialog = lazy(() => import('./invoice-dialog').then((m) => ({ default: m.InvoiceDialog })));

/** The 'Invoice' button of the order details, for holders of invoice.view. */
export function InvoiceButton({ order }: { order: InvoiceOrder }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Can code="invoice.view">
        <Button icon={<FileTextOutlined />} onClick={() => setOpen(true)}>
          {t('invoices.open')}
        </Button>
      </Can>
      {open ? (
        <Suspense fallback={null}>
          <InvoiceDialog order={order} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
