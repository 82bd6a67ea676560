import { contactBuyerPlatformIds, contactBuyerProblem, errorText } from '@backdesk/domain';
import { Descriptions, Form, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../../shared/api/list-platforms';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import { useContactBuyer, useContactBuyerByEmail } from '../api/mail-templates-api';

type Values = { subject: string; body: string; templateId: number | null; mailboxId: number | null };

/**
 * Contact buyer (spec 3 §5): only Amazon, eBay and AliExpress, and a platform must be chosen first; then the buyer,
 * the sender box and the templates of the package's order show, and the mail goes to the outbox.
 */
export function ContactBuyerDialog({
  open,
  packageNo,
  onClose,
}: {
  open: boolean;
  packageNo: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const platforms = usePlatformOptions();
  const [platformId, setPlatformId] = useState<number | null>(null);
  const problem = contactBuyerProblem(platformId);
  const view = useContactBuyer(problem ? null : platformId, packageNo);
  const send = useContactBuyerByEmail();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (open) {
      setPlatformId(null);
      form.resetFields();
    }
  }, [open, form]);
  useEffect(() => {
    const box = view.data?.mailboxes[0];
    if (box) form.setFieldValue('mailboxId', box.id);
  }, [view.data, form]);

  const choose = (id: number | null) => {
    const chosen = view.data?.templates.find((x) => x.templateId === id);
    if (chosen) form.setFieldsValue({ subject: chosen.subject, body: chosen.body });
  };

  const submit = (values: Values) =>
    platformId !== null &&
    packageNo &&
    send.mutate(
      { ...values, platformId, packageNo },
      {
        onSuccess: () => {
          void message.success(t('contactBuyer.sent'));
          closeAfterSave(onClose);
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );

  return (
    <DraggableDialog
      open={open}
      width={680}
      title={t('contactBuyer.title')}
      okText={t('batchMail.send')}
      okButtonProps={{ disabled: !view.data }}
      confirmLoading={send.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('contactBuyer.platform')}
          required
          help={problem ? errorText(problem.name, lang) : undefined}
          validateStatus={problem ? 'warning' : undefined}
        >
          <Select
            aria-label={t('contactBuyer.platform')}
            value={platformId}
            onChange={setPlatformId}
            options={(platforms.data ?? [])
              .filter((p) => (contactBuyerPlatformIds as readonly number[]).includes(p.id))
              .map((p) => ({ value: p.id, label: localName(p, lang) }))}
          />
        </Form.Item>
      </Form>
      {view.isError && (
        <Typography.Paragraph type="danger" role="alert">
          {view.error.message}
        </Typography.Paragraph>
      )}
      {view.data && (
        <>
          <Descriptions
            size="small"
            column={2}
            style={{ marginBottom: 12 }}
            items={[
              { key: 'package', label: t('batchMail.packageNo'), children: view.data.packageNo },
              { key: 'order', label: t('batchMail.orderNo'), children: view.data.orderNo },
              { key: 'to', label: t('contactBuyer.to'), children: view.data.to ?? '—' },
            ]}
          />
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item name="templateId" label={t('batchMail.template')}>
              <Select
                allowClear
                onChange={choose}
                options={view.data.templates.map((x) => ({ value: x.templateId, label: x.name }))}
              />
            </Form.Item>
            <Form.Item name="mailboxId" label={t('batchMail.senderBox')} rules={[{ required: true }]}>
              <Select options={view.data.mailboxes.map((b) => ({ value: b.id, label: b.address }))} />
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
              rules={[{ required: true, whitespace: true }]}
            >
              <Input.TextArea rows={7} maxLength={20000} />
            </Form.Item>
          </Form>
        </>
      )}
    </DraggableDialog>
  );
}
