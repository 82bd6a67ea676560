import { PlusOutlined } from '@ant-design/icons';
import { errorCatalogue } from '@backdesk/domain';
import { Button, Card, Flex, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../shared/draggable-dialog';
import { useFeedback } from '../../shared/feedback';
import { applyFieldErrors } from '../../shared/forms/apply-field-errors';
import { isRequestError } from '../../shared/request';
import { useFormatTime } from '../../shared/time/format-time';
import { useDeleteCustomerLabel } from './api/delete-customer-label';
import { type CustomerLabelRow, useCustomerLabels } from './api/get-customer-labels';
import { useSaveCustomerLabel } from './api/save-customer-label';
import { ColourSwatches, labelColours } from './components/colour-swatches';
import { CustomerLabelTag } from './components/customer-tags';

type Values = { nameZh: string; nameEn: string; colour: string };

const IN_USE = errorCatalogue.CUSTOMER_LABEL_IN_USE.code;

/**
 * /manageCenter/customerProgramLabel: the labels customers are tagged with (names in both languages, a colour);
 * deleting one that customers carry asks first and takes it off them.
 */
export function CustomerLabelsPage() {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const labels = useCustomerLabels();
  const [editing, setEditing] = useState<CustomerLabelRow | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const save = useSaveCustomerLabel();
  const remove = useDeleteCustomerLabel();

  const openEditor = (row: CustomerLabelRow | 'new') => {
    setEditing(row);
    form.setFieldsValue(
      row === 'new'
        ? { nameZh: '', nameEn: '', colour: labelColours[6].hex }
        : { nameZh: row.nameZh, nameEn: row.nameEn, colour: row.colour },
    );
  };
  const submit = (v: Values) =>
    save.mutate(
      {
        id: editing && editing !== 'new' ? editing.id : undefined,
        nameZh: v.nameZh,
        nameEn: v.nameEn,
        colour: v.colour,
      },
      {
        onSuccess: () => {
          void message.success(t('customerLabels.saved'));
          setEditing(null);
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );
  const deleteLabel = (row: CustomerLabelRow, confirmed: boolean) =>
    remove.mutate(
      { id: row.id, confirmed },
      {
        onSuccess: () => void message.success(t('customerLabels.deleted')),
        onError: (error) => {
          // a label in use: the server says how many customers carry it; deleting takes it off them
          if (isRequestError(error) && error.code === IN_USE)
            Modal.confirm({
              title: t('customerLabels.inUseTitle'),
              content: error.message,
              okText: t('customerLabels.deleteAnyway'),
              okButtonProps: { danger: true },
              onOk: () => deleteLabel(row, true),
            });
          else void message.error(error.message);
        },
      },
    );

  return (
    <Flex vertical gap={16}>
      <Card size="small">
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openEditor('new')}>
            {t('customerLabels.add')}
          </Button>
        </Space>
        <Table<CustomerLabelRow>
          aria-label={t('screenTitles.customerProgramLabel')}
          size="small"
          rowKey="id"
          loading={labels.isFetching}
          dataSource={labels.data ?? []}
          pagination={false}
          columns={[
            {
              key: 'tag',
              title: t('customerLabels.colour'),
              render: (_v, r) => <CustomerLabelTag label={r} />,
            },
            { key: 'nameZh', title: t('customerLabels.nameZh'), render: (_v, r) => r.nameZh },
            { key: 'nameEn', title: t('customerLabels.nameEn'), render: (_v, r) => r.nameEn },
            {
              key: 'customers',
              title: t('customerLabels.customers'),
              align: 'right',
              render: (_v, r) => r.customers,
            },
            {
              key: 'updated',
              title: t('customerLabels.updated'),
              render: (_v, r) => formatTime(r.updatedAt),
            },
            {
              key: 'actions',
              title: '',
              render: (_v, r) => (
                <Space>
                  <Button size="small" onClick={() => openEditor(r)}>
                    {t('customerLabels.edit')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() =>
                      Modal.confirm({
                        title: t('customerLabels.deleteConfirm', { name: r.nameEn }),
                        okButtonProps: { danger: true },
                        onOk: () => deleteLabel(r, false),
                      })
                    }
                  >
                    {t('customerLabels.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <DraggableDialog
        title={editing === 'new' ? t('customerLabels.createTitle') : t('customerLabels.editTitle')}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        confirmLoading={save.isPending}
        width={420}
      >
        <Form form={form} name="customerLabel" layout="vertical" onFinish={submit}>
          <Form.Item
            name="nameZh"
            label={t('customerLabels.nameZh')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item
            name="nameEn"
            label={t('customerLabels.nameEn')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="colour" label={t('customerLabels.colour')}>
            <ColourSwatches aria-label={t('customerLabels.colour')} />
          </Form.Item>
        </Form>
      </DraggableDialog>
    </Flex>
  );
}
