import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { mailTemplateTypes, orderLanguages } from '@backdesk/domain';
import { Button, Card, Flex, Popconfirm, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../shared/api/list-platforms';
import { Can } from '../../shared/can';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { lazyDialog } from '../../shared/lazy-dialog';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { type MailTemplateRow, useDeleteMailTemplate, useMailTemplates } from './api/mail-templates-api';

const TemplateDialog = lazyDialog(() => import('./components/template-dialog').then((m) => m.TemplateDialog));

/** /mailboxConfiguration/mailTemplates: mail templates by platform, language and mail type, with placeholders. */
export function MailTemplatesPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [mailType, setMailType] = useState<number | undefined>();
  const templates = useMailTemplates(mailType ? { mailType } : {});
  const platforms = usePlatformOptions();
  const remove = useDeleteMailTemplate();
  const [editing, setEditing] = useState<MailTemplateRow | 'new' | null>(null);
  const platformName = (id: number | null) => {
    if (id === null) return t('mailTemplates.allPlatforms');
    const p = platforms.data?.find((x) => x.id === id);
    return p ? localName(p, lang) : String(id);
  };

  return (
    <Card
      size="small"
      title={t('screenTitles.mailTemplates')}
      extra={
        <Can code="mailTemplate.manage">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('mailTemplates.add')}
          </Button>
        </Can>
      }
    >
      <Flex gap={8} style={{ marginBottom: 12 }} align="center">
        <Typography.Text id="mail-type-filter">{t('mailTemplates.mailType')}</Typography.Text>
        <Select
          aria-labelledby="mail-type-filter"
          allowClear
          style={{ width: 200 }}
          placeholder={t('mailTemplates.allTypes')}
          value={mailType}
          onChange={setMailType}
          options={mailTemplateTypes.map((m) => ({ value: m.value, label: m[lang] }))}
        />
      </Flex>
      <Table<MailTemplateRow>
        aria-label={t('screenTitles.mailTemplates')}
        rowKey="id"
        size="small"
        loading={templates.isFetching}
        dataSource={templates.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        columns={[
          { key: 'name', title: t('mailTemplates.name'), dataIndex: 'name' },
          {
            key: 'platform',
            title: t('mailTemplates.platform'),
            render: (_v, r) => platformName(r.platformId),
          },
          {
            key: 'lang',
            title: t('mailTemplates.language'),
            render: (_v, r) => enumLabel(orderLanguages, r.lang, lang),
          },
          {
            key: 'type',
            title: t('mailTemplates.mailType'),
            render: (_v, r) => enumLabel(mailTemplateTypes, r.mailType, lang),
          },
          { key: 'subject', title: t('mailTemplates.subject'), dataIndex: 'subject', ellipsis: true },
          {
            key: 'enabled',
            title: t('mailTemplates.enabled'),
            render: (_v, r) =>
              r.enabled ? (
                <Tag color="green">{t('mailTemplates.on')}</Tag>
              ) : (
                <Tag>{t('mailTemplates.off')}</Tag>
              ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            width: 120,
            render: (_v, r) => (
              <Can code="mailTemplate.manage">
                <Flex gap={4}>
                  <Button
                    size="small"
                    type="link"
                    icon={<EditOutlined />}
                    aria-label={`${t('common.edit')} ${r.name}`}
                    onClick={() => setEditing(r)}
                  />
                  <Popconfirm
                    title={t('mailTemplates.deleteConfirm', { name: r.name })}
                    onConfirm={() =>
                      remove.mutateAsync(r.id).then(() => void message.success(t('mailTemplates.deleted')))
                    }
                  >
                    <Button
                      size="small"
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t('common.remove')} ${r.name}`}
                    />
                  </Popconfirm>
                </Flex>
              </Can>
            ),
          },
        ]}
      />
      <TemplateDialog
        open={editing !== null}
        template={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
