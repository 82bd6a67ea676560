import { PlusOutlined } from '@ant-design/icons';
import type { PpAddressInput } from '@backdesk/domain';
import { Button, Card, Checkbox, Form, Input, Popconfirm, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { useDeletePpAddress } from './api/delete-pp-address';
import { usePaypalSettings } from './api/get-paypal-settings';
import { type PpAddressRecord, usePpAddresses } from './api/get-pp-addresses';
import { useSavePpAddress } from './api/save-pp-address';

type FormValues = Omit<PpAddressInput, 'id'>;

/**
 * /manageCenter/ppAddressSetting: the return addresses PayPal gives a buyer when a claim is accepted with the
 * item's return, per PayPal account (none: every account's), one default per account.
 */
export function PpAddressSettingPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const addresses = usePpAddresses();
  const accounts = usePaypalSettings();
  const [editing, setEditing] = useState<PpAddressRecord | 'new' | null>(null);
  const remove = useDeletePpAddress({
    onSuccess: () => void message.success(t('common.operationSuccess')),
    onError: (error) => void message.error(error.message),
  });
  const accountName = (id: number | null) =>
    id === null ? t('ppAddress.allAccounts') : (accounts.data?.find((a) => a.id === id)?.name ?? String(id));
  return (
    <Card
      size="small"
      title={t('screenTitles.ppAddressSetting')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('ppAddress.add')}
        </Button>
      }
    >
      <Table<PpAddressRecord>
        rowKey="id"
        size="small"
        aria-label={t('screenTitles.ppAddressSetting')}
        loading={addresses.isFetching}
        dataSource={addresses.data ?? []}
        locale={{ emptyText: t('ppAddress.none') }}
        pagination={false}
        columns={[
          { key: 'account', title: t('ppAddress.account'), render: (_v, r) => accountName(r.accountId) },
          { key: 'contactName', title: t('ppAddress.contactName'), render: (_v, r) => r.contactName },
          {
            key: 'address',
            title: t('ppAddress.address'),
            render: (_v, r) =>
              [r.addressLine1, r.addressLine2, r.city, r.state, r.postalCode, r.countryCode]
                .filter(Boolean)
                .join(', '),
          },
          {
            key: 'isDefault',
            title: t('ppAddress.isDefault'),
            render: (_v, r) => (r.isDefault ? <Tag color="success">{t('ppAddress.isDefault')}</Tag> : null),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            render: (_v, r) => (
              <>
                <Button type="link" size="small" onClick={() => setEditing(r)}>
                  {t('common.edit')}
                </Button>
                <Popconfirm title={t('ppAddress.deleteConfirm')} onConfirm={() => remove.mutate(r.id)}>
                  <Button type="link" size="small" danger>
                    {t('common.remove')}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      <AddressDialog
        editing={editing}
        accounts={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

function AddressDialog({
  editing,
  accounts,
  onClose,
}: {
  editing: PpAddressRecord | 'new' | null;
  accounts: { value: number; label: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const record = editing === 'new' ? null : editing;
  const save = useSavePpAddress({
    onSuccess: () => {
      void message.success(t('common.operationSuccess'));
      onClose();
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  const required = [{ required: true, whitespace: true, message: t('common.required') }];
  // filled when the dialog opens, before anyone types (not after its opening animation)
  useEffect(() => {
    if (editing === null) return;
    form.resetFields();
    const current = editing === 'new' ? null : editing;
    if (current)
      form.setFieldsValue({
        accountId: current.accountId,
        contactName: current.contactName,
        addressLine1: current.addressLine1,
        addressLine2: current.addressLine2 ?? '',
        city: current.city,
        state: current.state ?? '',
        postalCode: current.postalCode,
        countryCode: current.countryCode,
        phone: current.phone ?? '',
        isDefault: current.isDefault,
      });
  }, [editing, form]);
  return (
    <DraggableDialog
      open={editing !== null}
      title={record ? t('ppAddress.edit') : t('ppAddress.add')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ accountId: null, isDefault: false }}
        onFinish={(v) => save.mutate({ ...v, ...(record ? { id: record.id } : {}) })}
      >
        <Form.Item name="accountId" label={t('ppAddress.account')}>
          <Select allowClear placeholder={t('ppAddress.allAccounts')} options={accounts} />
        </Form.Item>
        <Form.Item name="contactName" label={t('ppAddress.contactName')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="addressLine1" label={t('ppAddress.addressLine1')} rules={required}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="addressLine2" label={t('ppAddress.addressLine2')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="city" label={t('ppAddress.city')} rules={required}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="state" label={t('ppAddress.state')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="postalCode" label={t('ppAddress.postalCode')} rules={required}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="countryCode" label={t('ppAddress.countryCode')} rules={required}>
          <Input maxLength={2} style={{ width: 80 }} />
        </Form.Item>
        <Form.Item name="phone" label={t('ppAddress.phone')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('ppAddress.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
