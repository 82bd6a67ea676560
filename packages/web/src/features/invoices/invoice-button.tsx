import { FileTextOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../shared/can';
import { InvoiceDialog, type InvoiceOrder } from './invoice-dialog';

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
      {open ? <InvoiceDialog order={order} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
