import {
  batchMailProblem,
  batchMailTypes,
  errorText,
  mailTemplateTypes,
  renderMailText,
} from '@backdesk/domain';
import { Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import {
  type BatchMailInput,
  useBatchSendEmail,
  useMailTemplates,
  useSenderBoxes,
} from '../api/mail-templates-api';

type Values = Pick<BatchMailInput, 'mailType' | 'subject' | 'body' | 'templateId' | 'mailboxId'> & {
  packageText: string;
};
const noPackages: string[] = [];
const noOrders: number[] = [];

type Row = {
  packageNo: string | null;
  orderNo: string | null;
  is_success: boolean;
  response_message: string | null;
};

/**
 * Batch mail (spec 3 §3 'Batch-mail fields'): mail type, subject, package numbers, template, sender box. From the
 * package list the chosen packages fill the numbers; from the order list the chosen orders are sent as they are.
 * The content must hold {orderNo} (spec 3 §5), checked here and again on the server. A result per package.
 */
export function BatchMailDialog({
  open,
  packageNos = noPackages,
  orderIds = noOrders,
  onClose,
}: {
  open: boolean;
  packageNos?: string[];
  orderIds?: number[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const mailType = Form.useWatch('mailType', form);
  const templates = useMailTemplates({ enabled: 'true' });
  const boxes = useSenderBoxes(open);
  const send = useBatchSendEmail();
  const [results, setResults] = useState<Row[] | null>(null);

  // the chosen numbers as text: a redraw of the list behind the dialog gives the same text, so no reset
  const packageText = packageNos.join('\n');
  useEffect(() => {
    if (!open) return;
    setResults(null);
    form.resetFields();
    form.setFieldsValue({ mailType: 2, packageText, templateId: null });
  }, [open, packageText, form]);

  useEffect(() => {
    const firstBox = boxes.data?.[0];
    if (open && firstBox && !form.getFieldValue('mailboxId')) form.setFieldValue('mailboxId', firstBox.id);
  }, [open, boxes.data, form]);

  const choose = (id: number | null) => {
    const chosen = templates.data?.find((x) => x.id === id);
    if (chosen) form.setFieldsValue({ subject: chosen.subject, body: chosen.body });
  };

  const submit = ({ packageText, ...values }: Values) => {
    const typed = packageText
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean);
    send.mutate(
      { ...values, packageNos: typed, orderIds: typed.length ? [] : orderIds },
      {
        onSuccess: (rows) => {
          const ok = rows.filter((r) => r.is_success).length;
          void message.success(t('batchMail.done', { ok, count: rows.length }));
          setResults(rows);
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );
  };

  const fromOrders = orderIds.length > 0 && packageNos.length === 0;

  return (
    <DraggableDialog
      open={open}
      width={720}
      title={t('batchMail.title')}
      okText={results ? t('common.close') : t('batchMail.send')}
      confirmLoading={send.isPending}
      onOk={() => (results ? onClose() : form.submit())}
      onCancel={onClose}
      destroyOnHidden
    >
      {results ? (
        <Table<Row>
          aria-label={t('batchMail.results')}
          size="small"
          rowKey={(r, i) => `${r.packageNo ?? r.orderNo ?? ''}:${i}`}
          dataSource={results}
          pagination={false}
          columns={[
            { key: 'packageNo', title: t('batchMail.packageNo'), render: (_v, r) => r.packageNo ?? '—' },
            { key: 'orderNo', title: t('batchMail.orderNo'), render: (_v, r) => r.orderNo ?? '—' },
            {
              key: 'result',
              title: t('batchMail.result'),
              render: (_v, r) =>
                r.is_success ? (
                  <Tag color="green">{t('batchMail.queued')}</Tag>
                ) : (
                  <Tag color="red">{r.response_message}</Tag>
                ),
            },
          ]}
        />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit}>
          {boxes.data && boxes.data.length === 0 && (
            <Typography.Paragraph type="warning" role="alert">
              {errorText('EXPORT_NO_MAILBOX', lang)}
            </Typography.Paragraph>
          )}
          <Form.Item name="mailType" label={t('batchMail.mailType')} rules={[{ required: true }]}>
            <Select
              options={mailTemplateTypes
                .filter((m) => (batchMailTypes as readonly number[]).includes(m.value))
                .map((m) => ({ value: m.value, label: m[lang] }))}
            />
          </Form.Item>
          <Form.Item name="templateId" label={t('batchMail.template')}>
            <Select
              allowClear
              onChange={choose}
              options={(templates.data ?? [])
                .filter((x) => !mailType || x.mailType === mailType)
                .map((x) => ({ value: x.id, label: `${x.name} (${x.lang})` }))}
            />
          </Form.Item>
          <Form.Item name="mailboxId" label={t('batchMail.senderBox')} rules={[{ required: true }]}>
            <Select options={(boxes.data ?? []).map((b) => ({ value: b.id, label: b.address }))} />
          </Form.Item>
          <Form.Item
            name="packageText"
            label={t('batchMail.packageNos')}
            extra={
              fromOrders ? t('batchMail.fromOrders', { count: orderIds.length }) : t('batchMail.packageHint')
            }
            rules={[{ required: !fromOrders, message: t('common.required') }]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item
            name="subject"
            label={t('batchMail.subject')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={300} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('batchMail.content')}
            rules={[
              { required: true, whitespace: true },
              {
                validator: (_r, value: string | undefined) => {
                  const problem = value ? batchMailProblem(value) : null;
                  return problem
                    ? Promise.reject(new Error(errorText(problem.name, lang)))
                    : Promise.resolve();
                },
              },
            ]}
            extra={renderMailText('{orderNo}', { orderNo: t('batchMail.orderNoPlaceholder') })}
          >
            <Input.TextArea rows={7} maxLength={20000} />
          </Form.Item>
        </Form>
      )}
    </DraggableDialog>
  );
}
