import { FilePdfOutlined, FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  errorText,
  type InvoiceFormat,
  type InvoiceStamp,
  type InvoiceType,
  isEbayPlatform,
} from '@backdesk/domain';
import { Alert, Button, Flex, Form, Radio, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { isRequestError } from '../../shared/request';
import { useExportInvoice } from './api/export-invoice';
import { useInvoice, useVatAuthority } from './api/get-invoice';
import { InvoiceDocument } from './components/invoice-document';

export type InvoiceOrder = { id: number; orderNo: string; platformId: number };

/** Prints only the invoice sheet: the print stylesheet hides the rest of the page while this class is on. */
function printInvoice() {
  document.body.classList.add('bd-printing');
  const done = () => {
    document.body.classList.remove('bd-printing');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}

/** Commercial, VAT and eBay invoices of an order: the view, a stamp choice, print, PDF and DOCX. */
export function InvoiceDialog({
  order,
  open,
  onClose,
}: {
  order: InvoiceOrder;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const lang = usePreferences((s) => s.lang);
  const [type, setType] = useState<InvoiceType>('commercial');
  const [stamp, setStamp] = useState<InvoiceStamp>('none');
  const ebay = isEbayPlatform(order.platformId);
  const vatAuthority = useVatAuthority(order.id, open && type === 'vat');
  const vatRefused = type === 'vat' && vatAuthority.data?.authorized === false;
  const invoice = useInvoice(
    type,
    order.id,
    stamp,
    open && (type !== 'vat' || vatAuthority.data?.authorized === true),
  );
  const exporting = useExportInvoice();

  useEffect(() => {
    if (open) {
      setType('commercial');
      setStamp('none');
    }
  }, [open]);

  const exportAs = (format: InvoiceFormat) =>
    exporting.mutate(
      { type, orderId: order.id, orderNo: order.orderNo, stamp, format },
      {
        onSuccess: ({ fileName }) => void message.success(t('invoices.exported', { fileName })),
        onError: (error) =>
          void message.error(isRequestError(error) ? error.message : t('invoices.loadFailed')),
      },
    );

  const problem = vatRefused
    ? errorText('INVOICE_VAT_NOT_ALLOWED', lang)
    : invoice.error
      ? isRequestError(invoice.error)
        ? invoice.error.message
        : t('invoices.loadFailed')
      : null;
  const ready = Boolean(invoice.data) && !problem;
  const busy = (format: InvoiceFormat) => exporting.isPending && exporting.variables?.format === format;

  return (
    <DraggableDialog
      title={t('invoices.title', { orderNo: order.orderNo })}
      open={open}
      onCancel={onClose}
      footer={null}
      width={920}
      fullScreenToggle
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="center" wrap gap={12}>
          <Form layout="inline">
            <Form.Item label={t('invoices.type')}>
              <Radio.Group
                optionType="button"
                value={type}
                onChange={(e) => setType(e.target.value as InvoiceType)}
                aria-label={t('invoices.type')}
              >
                <Radio.Button value="commercial">{t('invoices.types.commercial')}</Radio.Button>
                <Radio.Button value="vat">{t('invoices.types.vat')}</Radio.Button>
                <Tooltip title={ebay ? null : t('invoices.ebayOnly')}>
                  <Radio.Button value="ebay" disabled={!ebay}>
                    {t('invoices.types.ebay')}
                  </Radio.Button>
                </Tooltip>
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('invoices.stamp')}>
              <Radio.Group
                optionType="button"
                value={stamp}
                onChange={(e) => setStamp(e.target.value as InvoiceStamp)}
                aria-label={t('invoices.stamp')}
              >
                <Radio.Button value="none">{t('invoices.stamps.none')}</Radio.Button>
                <Radio.Button value="company">{t('invoices.stamps.company')}</Radio.Button>
              </Radio.Group>
            </Form.Item>
          </Form>
          <Space wrap>
            <Button icon={<PrinterOutlined />} disabled={!ready} onClick={printInvoice}>
              {t('invoices.print')}
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              disabled={!ready}
              loading={busy('pdf')}
              onClick={() => exportAs('pdf')}
            >
              {t('invoices.exportPdf')}
            </Button>
            <Button
              icon={<FileWordOutlined />}
              disabled={!ready}
              loading={busy('docx')}
              onClick={() => exportAs('docx')}
            >
              {t('invoices.exportDocx')}
            </Button>
          </Space>
        </Flex>
        {problem ? <Alert type="error" showIcon title={problem} /> : null}
        {ready && lang !== 'en' ? (
          <Typography.Text type="secondary">{t('invoices.pdfNote')}</Typography.Text>
        ) : null}
        <section
          aria-label={t('invoices.preview')}
          style={{ background: '#f5f5f5', padding: 16, minHeight: 240 }}
        >
          {invoice.data && !problem ? (
            <InvoiceDocument invoice={invoice.data} lang={lang} />
          ) : problem ? null : (
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          )}
        </section>
      </Flex>
    </DraggableDialog>
  );
}
