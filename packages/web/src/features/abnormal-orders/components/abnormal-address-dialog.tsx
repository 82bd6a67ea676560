import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { useEditAbnormalAddress } from '../api/abnormal-details-api';
import type { AbnormalDetailRecord } from '../api/abnormal-orders-api';

type Values = {
  shipName: string;
  shipCountry: string;
  shipState?: string | null;
  shipCity: string;
  shipPostcode?: string | null;
  shipAddress1: string;
  shipAddress2?: string | null;
  shipPhone?: string;
};

const fields = [
  ['shipName', 100, true],
  ['shipCountry', 60, true],
  ['shipState', 100, false],
  ['shipCity', 100, true],
  ['shipPostcode', 20, false],
  ['shipAddress1', 200, true],
  ['shipAddress2', 200, false],
] as const;

/**
 * The order's shipping address edited from the abnormal work order (interception first while the warehouse works
 * on it). The phone is shown masked, so it is typed again only to change it.
 */
export function AbnormalAddressDialog({
  record,
  open,
  onClose,
}: {
  record: AbnormalDetailRecord;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const edit = useEditAbnormalAddress({
    onSuccess: () => {
      void message.success(t('common.operationSuccess'));
      onClose();
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  useEffect(() => {
    if (open) form.setFieldsValue({ ...record.address, shipPhone: undefined } as Values);
  }, [open, form, record.address]);
  const required = [{ required: true, whitespace: true, message: t('common.required') }];

  return (
    <DraggableDialog
      open={open}
      title={t('abnormalOrders.editAddress')}
      width={560}
      destroyOnHidden
      okText={t('common.save')}
      okButtonProps={{ loading: edit.isPending }}
      onCancel={onClose}
      onOk={async () => {
        const v = await form.validateFields();
        edit.mutate({ workOrderId: record.id, ...v, shipPhone: v.shipPhone?.trim() || undefined });
      }}
    >
      <Form form={form} layout="vertical" name="abnormalAddress">
        {fields.map(([name, max, needed]) => (
          <Form.Item
            key={name}
            name={name}
            label={t(`abnormalOrders.addressFields.${name}`)}
            rules={needed ? required : []}
          >
            <Input maxLength={max} />
          </Form.Item>
        ))}
        <Form.Item
          name="shipPhone"
          label={t('abnormalOrders.addressFields.shipPhone')}
          extra={t('abnormalOrders.phoneKept', { phone: record.address.shipPhone ?? '-' })}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
