import { StarOutlined } from '@ant-design/icons';
import type { FavouriteTargetType } from '@backdesk/domain';
import { Button, DatePicker, Form, Input, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { useSaveFavourite } from '../api/save-favourite';

type Values = { note?: string; remindAt?: Dayjs | null };

/** Pins a customer or an order as the caller's favourite, with a note and an optional reminder time. */
export function PinDialog({
  open,
  onClose,
  targetType,
  targetId,
}: {
  open: boolean;
  onClose: () => void;
  targetType: FavouriteTargetType;
  targetId: number;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const save = useSaveFavourite();
  const submit = (v: Values) =>
    save.mutate(
      {
        targetType,
        targetId,
        note: v.note?.trim() || undefined,
        remindAt: v.remindAt ? v.remindAt.toISOString() : null,
      },
      {
        onSuccess: () => {
          void message.success(t('customers.pinSaved'));
          onClose();
        },
        onError: (error) => {
          if (!applyFieldErrors(form, error)) void message.error(error.message);
        },
      },
    );
  return (
    <DraggableDialog
      title={t('customers.pinTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={420}
    >
      <Form form={form} name="pinFavourite" layout="vertical" onFinish={submit}>
        <Form.Item name="note" label={t('customers.pinNote')}>
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
        <Form.Item name="remindAt" label={t('customers.remindAt')}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}

/** A small star that pins one order (a row of the customer's orders) as a favourite. */
export function PinOrderButton({ orderId, orderNo }: { orderId: number; orderNo: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('customers.pinOrder', { orderNo })}>
        <Button
          type="text"
          size="small"
          aria-label={t('customers.pinOrder', { orderNo })}
          icon={<StarOutlined />}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <PinDialog open={open} onClose={() => setOpen(false)} targetType="order" targetId={orderId} />
    </>
  );
}
