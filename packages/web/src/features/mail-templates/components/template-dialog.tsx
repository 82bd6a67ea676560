import {
  type MailTemplateInput,
  mailPlaceholders,
  mailTemplateTypes,
  orderLanguages,
  unknownPlaceholders,
} from '@backdesk/domain';
import { Button, Col, Descriptions, Flex, Form, Input, Row, Select, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../../shared/api/list-platforms';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import { type MailTemplateRow, usePreview, useSaveMailTemplate } from '../api/mail-templates-api';

/** Waits until typing stops before the preview asks the server again. */
function useSettled<T>(value: T, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return settled;
}

/** Adds or edits a mail template, with its live preview rendered by the server with a real order. */
export function TemplateDialog({
  open,
  template,
  onClose,
}: {
  open: boolean;
  template: MailTemplateRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<MailTemplateInput>();
  const platforms = usePlatformOptions();
  const save = useSaveMailTemplate();
  const [orderNo, setOrderNo] = useState('');
  const subject = Form.useWatch('subject', form) ?? '';
  const body = Form.useWatch('body', form) ?? '';
  const preview = usePreview(useSettled({ orderNo, subject, body }));
  const unknown = [...new Set([...unknownPlaceholders(subject), ...unknownPlaceholders(body)])];

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      template
        ? { ...template, platformId: template.platformId ?? null }
        : { platformId: null, lang: 'en', mailType: 1, enabled: true, subject: '', body: '' },
    );
  }, [open, template, form]);

  const insert = (key: string) => form.setFieldValue('body', `${form.getFieldValue('body') ?? ''}{${key}}`);

  const submit = (values: MailTemplateInput) =>
    save.mutate(
      { id: template?.id ?? null, input: values },
      {
        onSuccess: () => {
          void message.success(t('mailTemplates.saved'));
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
      width={1040}
      title={template ? t('mailTemplates.edit') : t('mailTemplates.add')}
      okText={t('common.save')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Row gutter={24}>
        <Col span={13}>
          <Form form={form} layout="vertical" onFinish={submit} requiredMark>
            <Form.Item
              name="name"
              label={t('mailTemplates.name')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Flex gap={12}>
              <Form.Item name="platformId" label={t('mailTemplates.platform')} style={{ flex: 1 }}>
                <Select
                  options={[
                    { value: null, label: t('mailTemplates.allPlatforms') },
                    ...(platforms.data ?? []).map((p) => ({ value: p.id, label: localName(p, lang) })),
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="lang"
                label={t('mailTemplates.language')}
                rules={[{ required: true }]}
                style={{ flex: 1 }}
              >
                <Select options={orderLanguages.map((l) => ({ value: l.value, label: l[lang] }))} />
              </Form.Item>
              <Form.Item
                name="mailType"
                label={t('mailTemplates.mailType')}
                rules={[{ required: true }]}
                style={{ flex: 1 }}
              >
                <Select options={mailTemplateTypes.map((m) => ({ value: m.value, label: m[lang] }))} />
              </Form.Item>
            </Flex>
            <Form.Item
              name="subject"
              label={t('mailTemplates.subject')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={300} />
            </Form.Item>
            <Form.Item
              name="body"
              label={t('mailTemplates.body')}
              rules={[{ required: true, whitespace: true }]}
              extra={t('mailTemplates.batchHint')}
            >
              <Input.TextArea rows={9} maxLength={20000} />
            </Form.Item>
            <Flex
              gap={4}
              wrap
              style={{ marginBottom: 12 }}
              role="group"
              aria-label={t('mailTemplates.placeholders')}
            >
              {mailPlaceholders.map((p) => (
                <Button key={p.key} size="small" onClick={() => insert(p.key)}>
                  {`{${p.key}}`} {p[lang]}
                </Button>
              ))}
            </Flex>
            <Form.Item name="enabled" label={t('mailTemplates.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Form>
        </Col>
        <Col span={11}>
          <Typography.Title level={5}>{t('mailTemplates.preview')}</Typography.Title>
          <Input.Search
            aria-label={t('mailTemplates.previewOrderNo')}
            placeholder={t('mailTemplates.previewOrderNo')}
            allowClear
            onSearch={(v) => setOrderNo(v.trim())}
            onChange={(e) => setOrderNo(e.target.value.trim())}
          />
          {unknown.length > 0 && (
            <Typography.Paragraph type="warning" style={{ marginTop: 12 }} role="status">
              {t('mailTemplates.unknown', { names: unknown.map((u) => `{${u}}`).join(', ') })}
            </Typography.Paragraph>
          )}
          {!orderNo && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('mailTemplates.previewHint')}
            </Typography.Paragraph>
          )}
          {orderNo && preview.isError && (
            <Typography.Paragraph type="danger" style={{ marginTop: 12 }} role="alert">
              {preview.error.message}
            </Typography.Paragraph>
          )}
          {orderNo && preview.data && (
            <Descriptions
              style={{ marginTop: 12 }}
              column={1}
              size="small"
              bordered
              aria-label={t('mailTemplates.preview')}
              items={[
                { key: 'orderNo', label: t('mailTemplates.order'), children: preview.data.orderNo },
                { key: 'subject', label: t('mailTemplates.subject'), children: preview.data.subject },
                {
                  key: 'body',
                  label: t('mailTemplates.body'),
                  children: <div style={{ whiteSpace: 'pre-wrap' }}>{preview.data.body}</div>,
                },
              ]}
            />
          )}
        </Col>
      </Row>
    </DraggableDialog>
  );
}
