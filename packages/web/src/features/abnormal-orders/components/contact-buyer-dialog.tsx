import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { useContactBuyer } from '../api/abnormal-details-api';

type Values = { subject: string; content: string };

/**
 * A mail to the buyer of the work order's order through the outbox. The answer says what became of it: sent only
 * once the mail server took it, else queued, not sent (no mail server) or captured (demo).
 */
export function ContactBuyerDialog({
  workOrderId,
  open,
  onClose,
}: {
  workOrderId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const send = useContactBuyer({
    onSuccess: (mail) => {
      const text = t('abnormalOrders.mailWritten', { status: t(`mailOutbox.statuses.${mail.status}`) });
      void (mail.status === 'sent' ? message.success(text) : message.info(text));
      onClose();
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const required = [{ required: true, whitespace: true, message: t('common.required') }];

  return (
    <DraggableDialog
      open={open}
      title={t('abnormalOrders.contactBuyer')}
      width={560}
      destroyOnHidden
      okText={t('abnormalOrders.sendMail')}
      okButtonProps={{ loading: send.isPending }}
      onCancel={onClose}
      onOk={async () => send.mutate({ workOrderId, ...(await form.validateFields()) })}
    >
      <Form form={form} layout="vertical" name="abnormalContactBuyer">
        <Form.Item name="subject" label={t('abnormalOrders.mailSubject')} rules={required}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="content" label={t('abnormalOrders.mailContent')} rules={required}>
          <Input.TextArea rows={5} maxLength={10_000} />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
