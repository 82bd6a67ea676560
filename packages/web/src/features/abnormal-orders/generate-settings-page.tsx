import { EditOutlined } from '@ant-design/icons';
import { abnormalEvents, abnormalWorkOrderTypes } from '@backdesk/domain';
import { Button, Card, Form, InputNumber, Select, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformOptions } from '../../shared/api/list-platforms';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { enumLabel } from '../../shared/enum-label';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import {
  type AbnormalSettingRow,
  useAbnormalSettings,
  useSaveAbnormalSetting,
} from './api/generate-settings-api';

type Values = { enabled: boolean; events: string[]; platformIds: number[]; deadlineHours: number };

/** /manageCenter/exceptionWorkOrderGenerateSettings: which order and parcel events raise each abnormal type. */
export function GenerateSettingsPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const settings = useAbnormalSettings();
  const platforms = usePlatformOptions();
  const save = useSaveAbnormalSetting();
  const [editing, setEditing] = useState<AbnormalSettingRow | null>(null);
  const [form] = Form.useForm<Values>();
  const eventName = (key: string) => abnormalEvents.find((e) => e.key === key)?.[lang] ?? key;
  const platformName = (id: number) => platforms.data?.find((p) => p.id === id)?.[lang] ?? String(id);

  return (
    <Card size="small" title={t('screenTitles.abnormalGenerateSettings')}>
      <Typography.Paragraph type="secondary">{t('abnormalOrders.settingsIntro')}</Typography.Paragraph>
      <Table<AbnormalSettingRow>
        aria-label={t('screenTitles.abnormalGenerateSettings')}
        rowKey="type"
        size="small"
        bordered
        pagination={false}
        loading={settings.isFetching}
        dataSource={settings.data ?? []}
        columns={[
          {
            key: 'type',
            title: t('abnormalOrders.type'),
            render: (_v, r) => enumLabel(abnormalWorkOrderTypes, r.type, lang),
          },
          {
            key: 'enabled',
            title: t('abnormalOrders.enabled'),
            render: (_v, r) =>
              r.enabled ? (
                <Tag color="green">{t('abnormalOrders.on')}</Tag>
              ) : (
                <Tag>{t('abnormalOrders.off')}</Tag>
              ),
          },
          {
            key: 'events',
            title: t('abnormalOrders.events'),
            render: (_v, r) => r.events.map(eventName).join(', '),
          },
          {
            key: 'platforms',
            title: t('abnormalOrders.platforms'),
            render: (_v, r) =>
              r.platformIds.length
                ? r.platformIds.map(platformName).join(', ')
                : t('abnormalOrders.allPlatforms'),
          },
          { key: 'hours', title: t('abnormalOrders.deadlineHours'), render: (_v, r) => r.deadlineHours },
          {
            key: 'handler',
            title: t('abnormalOrders.handler'),
            render: (_v, r) =>
              r.handler
                ? localName({ name: r.handler.name ?? '', enName: r.handler.enName }, lang)
                : t('abnormalOrders.byRules'),
          },
          {
            key: 'edit',
            title: '',
            width: 60,
            render: (_v, r) => (
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={t('abnormalOrders.editSetting', {
                  type: enumLabel(abnormalWorkOrderTypes, r.type, lang),
                })}
                onClick={() => {
                  form.setFieldsValue({
                    enabled: r.enabled,
                    events: r.events,
                    platformIds: r.platformIds,
                    deadlineHours: r.deadlineHours,
                  });
                  setEditing(r);
                }}
              />
            ),
          },
        ]}
      />
      <DraggableDialog
        open={editing !== null}
        title={editing ? enumLabel(abnormalWorkOrderTypes, editing.type, lang) : ''}
        onCancel={() => setEditing(null)}
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(v) =>
            save.mutate(
              {
                type: editing!.type,
                ...v,
                handler: editing!.handler
                  ? {
                      handlerType: editing!.handler.handlerType as 1 | 2,
                      handlerId: editing!.handler.handlerId,
                    }
                  : null,
              },
              {
                onSuccess: () => {
                  setEditing(null);
                  void message.success(t('common.operationSuccess'));
                },
                onError: (error) => applyFieldErrors(form, error),
              },
            )
          }
        >
          <Form.Item name="enabled" label={t('abnormalOrders.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="events" label={t('abnormalOrders.events')}>
            <Select mode="multiple" options={abnormalEvents.map((e) => ({ value: e.key, label: e[lang] }))} />
          </Form.Item>
          <Form.Item
            name="platformIds"
            label={t('abnormalOrders.platforms')}
            extra={t('abnormalOrders.allPlatformsHint')}
          >
            <Select
              mode="multiple"
              allowClear
              options={(platforms.data ?? []).map((p) => ({ value: p.id, label: p[lang] }))}
            />
          </Form.Item>
          <Form.Item
            name="deadlineHours"
            label={t('abnormalOrders.deadlineHours')}
            rules={[{ required: true }]}
          >
            <InputNumber min={1} max={720} precision={0} />
          </Form.Item>
        </Form>
      </DraggableDialog>
    </Card>
  );
}
