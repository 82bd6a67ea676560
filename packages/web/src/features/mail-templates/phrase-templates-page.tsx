import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  hasPermission,
  orderLanguages,
  type PhraseTemplateInput,
  type PhraseTemplateRecord,
} from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Popconfirm, Select, Switch, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../shared/save-delay';
import { usePermissions } from '../../shared/session/session-store';
import { useDeletePhrase, usePhraseTemplates, useSavePhrase } from './api/mail-templates-api';

/** /mailboxConfiguration/phraseTemplates: short texts agents insert while writing; shared or one's own. */
export function PhraseTemplatesPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const manager = hasPermission(usePermissions(), 'mailTemplate.manage');
  const phrases = usePhraseTemplates();
  const save = useSavePhrase();
  const remove = useDeletePhrase();
  const [form] = Form.useForm<PhraseTemplateInput>();
  const [editing, setEditing] = useState<PhraseTemplateRecord | 'new' | null>(null);
  const mayEdit = (p: PhraseTemplateRecord) => p.mine || (p.shared && manager);

  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    form.setFieldsValue(editing === 'new' ? { lang: 'en', shared: false } : editing);
  }, [editing, form]);

  const submit = (values: PhraseTemplateInput) =>
    save.mutate(
      { id: editing === 'new' || editing === null ? null : editing.id, input: values },
      {
        onSuccess: () => {
          void message.success(t('mailTemplates.saved'));
          closeAfterSave(() => setEditing(null));
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );

  return (
    <Card
      size="small"
      title={t('screenTitles.phraseTemplates')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('phraseTemplates.add')}
        </Button>
      }
    >
      <Table<PhraseTemplateRecord>
        aria-label={t('screenTitles.phraseTemplates')}
        rowKey="id"
        size="small"
        loading={phrases.isFetching}
        dataSource={phrases.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'title', title: t('phraseTemplates.title'), dataIndex: 'title', width: 200 },
          { key: 'body', title: t('phraseTemplates.body'), dataIndex: 'body', ellipsis: true },
          {
            key: 'lang',
            title: t('mailTemplates.language'),
            width: 120,
            render: (_v, r) => enumLabel(orderLanguages, r.lang, lang),
          },
          {
            key: 'owner',
            title: t('phraseTemplates.owner'),
            width: 120,
            render: (_v, r) =>
              r.shared ? (
                <Tag color="blue">{t('phraseTemplates.shared')}</Tag>
              ) : (
                <Tag>{t('phraseTemplates.mine')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 110,
            render: (_v, r) =>
              mayEdit(r) && (
                <Flex gap={4}>
                  <Button
                    size="small"
                    type="link"
                    icon={<EditOutlined />}
                    aria-label={`${t('common.edit')} ${r.title}`}
                    onClick={() => setEditing(r)}
                  />
                  <Popconfirm
                    title={t('mailTemplates.deleteConfirm', { name: r.title })}
                    onConfirm={() =>
                      remove.mutateAsync(r.id).then(() => void message.success(t('mailTemplates.deleted')))
                    }
                  >
                    <Button
                      size="small"
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('common.remove')} ${r.title}`}
                    />
                  </Popconfirm>
                </Flex>
              ),
          },
        ]}
      />
      <DraggableDialog
        open={editing !== null}
        title={editing === 'new' ? t('phraseTemplates.add') : t('phraseTemplates.edit')}
        okText={t('common.save')}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="title"
            label={t('phraseTemplates.title')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            name="body"
            label={t('phraseTemplates.body')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input.TextArea rows={5} maxLength={5000} />
          </Form.Item>
          <Form.Item name="lang" label={t('mailTemplates.language')} rules={[{ required: true }]}>
            <Select options={orderLanguages.map((l) => ({ value: l.value, label: l[lang] }))} />
          </Form.Item>
          {manager && (
            <Form.Item name="shared" label={t('phraseTemplates.shared')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
        </Form>
      </DraggableDialog>
    </Card>
  );
}
