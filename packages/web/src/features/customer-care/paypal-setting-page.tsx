import { PlusOutlined } from '@ant-design/icons';
import type { PaypalSettingInput } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Select, Switch, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { localName } from '../../shared/local-name';
import { usePreferences } from '../../shared/preferences/preferences-store';
import { useFormatTime } from '../../shared/time/format-time';
import { useTeams } from '../teams/api/list-teams';
import { type PaypalSettingRecord, usePaypalSettings } from './api/get-paypal-settings';
import { useSavePaypalSetting } from './api/save-paypal-setting';

type FormValues = Omit<PaypalSettingInput, 'id'>;

/**
 * /manageCenter/paypalSetting: the PayPal accounts whose complaints come in, with their developer settings
 * (client id; the secret is written, never shown), the webhook id PayPal gave the callback address, the address
 * PayPal must call, and the team that receives their new complaints.
 */
export function PaypalSettingPage() {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const accounts = usePaypalSettings();
  const [editing, setEditing] = useState<PaypalSettingRecord | 'new' | null>(null);
  return (
    <Card
      size="small"
      title={t('screenTitles.paypalSetting')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('paypalSetting.add')}
        </Button>
      }
    >
      <Table<PaypalSettingRecord>
        rowKey="id"
        size="small"
        aria-label={t('screenTitles.paypalSetting')}
        loading={accounts.isFetching}
        dataSource={accounts.data ?? []}
        locale={{ emptyText: t('paypalSetting.none') }}
        pagination={false}
        onRow={(r) => ({ onClick: () => setEditing(r), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'name', title: t('paypalSetting.name'), render: (_v, r) => r.name },
          {
            key: 'clientId',
            title: t('paypalSetting.clientId'),
            render: (_v, r) => <span className="bd-mono">{r.clientId}</span>,
          },
          {
            key: 'secret',
            title: t('paypalSetting.clientSecret'),
            render: (_v, r) =>
              r.hasSecret ? t('paypalSetting.secretStored') : t('paypalSetting.secretNone'),
          },
          { key: 'webhookId', title: t('paypalSetting.webhookId'), render: (_v, r) => r.webhookId ?? '' },
          {
            key: 'callback',
            title: t('paypalSetting.callbackPath'),
            render: (_v, r) => (
              <Flex vertical>
                <Typography.Text copyable className="bd-mono">
                  {r.callbackPath}
                </Typography.Text>
                {r.callbackUrl ? <Typography.Text type="secondary">{r.callbackUrl}</Typography.Text> : null}
              </Flex>
            ),
          },
          {
            key: 'team',
            title: t('paypalSetting.handlerTeam'),
            render: (_v, r) => (r.handlerTeam ? localName(r.handlerTeam, lang) : t('paypalSetting.noTeam')),
          },
          {
            key: 'enabled',
            title: t('paypalSetting.enabled'),
            render: (_v, r) => (
              <Tag color={r.enabled ? 'success' : 'default'}>
                {r.enabled ? t('common.enabled') : t('common.disabled')}
              </Tag>
            ),
          },
          {
            key: 'updatedAt',
            title: t('paypalSetting.updatedAt'),
            render: (_v, r) => formatTime(r.updatedAt),
          },
        ]}
      />
      <AccountDialog editing={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

function AccountDialog({
  editing,
  onClose,
}: {
  editing: PaypalSettingRecord | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const teams = useTeams({ pageIndex: 1, pageSize: 100 } as Parameters<typeof useTeams>[0]);
  const record = editing === 'new' ? null : editing;
  const save = useSavePaypalSetting({
    onSuccess: () => {
      void message.success(t('paypalSetting.saved'));
      onClose();
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  // filled when the dialog opens, before anyone types (not after its opening animation)
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    const current = editing === 'new' ? null : editing;
    if (current)
      form.setFieldsValue({
        name: current.name,
        clientId: current.clientId,
        clientSecret: '',
        webhookId: current.webhookId ?? '',
        callbackUrl: current.callbackUrl ?? '',
        handlerTeamId: current.handlerTeam?.id ?? null,
        enabled: current.enabled,
      });
  }, [editing, form]);
  return (
    <DraggableDialog
      open={editing !== null}
      title={record ? t('paypalSetting.edit') : t('paypalSetting.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ enabled: true }}
        onFinish={(v) => save.mutate({ ...v, ...(record ? { id: record.id } : {}) })}
      >
        <Form.Item
          name="name"
          label={t('paypalSetting.name')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="clientId"
          label={t('paypalSetting.clientId')}
          rules={[{ required: true, whitespace: true, message: t('common.required') }]}
        >
          <Input maxLength={128} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="clientSecret"
          label={t('paypalSetting.clientSecret')}
          extra={record ? t('paypalSetting.secretKeep') : undefined}
          rules={record ? [] : [{ required: true, message: t('common.required') }]}
        >
          <Input.Password maxLength={256} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="webhookId" label={t('paypalSetting.webhookId')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="callbackUrl"
          label={t('paypalSetting.callbackUrl')}
          extra={record ? `${t('paypalSetting.callbackPath')}: ${record.callbackPath}` : undefined}
        >
          <Input maxLength={500} placeholder="https://" />
        </Form.Item>
        <Form.Item name="handlerTeamId" label={t('paypalSetting.handlerTeam')}>
          <Select
            allowClear
            placeholder={t('paypalSetting.noTeam')}
            loading={teams.isLoading}
            options={(teams.data?.list ?? []).map((team) => ({
              value: team.id,
              label: localName(team, lang),
            }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('paypalSetting.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
