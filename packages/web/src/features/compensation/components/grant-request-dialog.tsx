import { errorText } from '@backdesk/domain';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { showRequestRefusal } from './request-refusal';

/** The customer a dialog opened from the customer page asks for: the order is one of theirs or none. */
export type GrantCustomer = { id: number; orderNos: string[] };

/** What a request dialog is given: open or not, how to close, and the customer when opened from their page. */
export type GrantRequestDialogProps = { open: boolean; onClose: () => void; customer?: GrantCustomer };

/** The fields every request has. */
export type GrantTarget = { orderNo?: string; customerId?: number | null; reason?: string };

/** Who a request is for and why, from the form: the customer page's customer, else what was typed. */
export function targetOf(values: GrantTarget, customer?: GrantCustomer) {
  return {
    orderNo: values.orderNo?.trim() || null,
    customerId: customer?.id ?? values.customerId ?? null,
    reason: values.reason?.trim() ?? '',
  };
}

/**
 * What the points and coupon request dialogs share: the modal, who the grant is for (an order number and a
 * customer id, or one of the customer's orders when opened from their page), sending with the 72-hour repeat
 * confirmation, and the refusal on the fields. A dialog adds its own fields and builds its input.
 */
export function GrantRequestDialog<Values extends GrantTarget, Input>({
  open,
  onClose,
  customer,
  name,
  title,
  initialValues,
  mutation,
  inputOf,
  children,
}: GrantRequestDialogProps & {
  name: string;
  title: string;
  initialValues?: Partial<Values>;
  /** The request call (its answer is not read: the lists refresh). */
  mutation: {
    mutate: (input: Input, on: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    isPending: boolean;
  };
  /** The call's input from the form's values (its target and reason from targetOf). */
  inputOf: (values: Values, confirmRepeat: boolean) => Input;
  /** The dialog's own fields, between the target and the reason. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();

  const send = (values: Values, confirmRepeat: boolean) =>
    mutation.mutate(inputOf(values, confirmRepeat), {
      onSuccess: () => {
        void feedback.message.success(t('common.submitted'));
        form.resetFields();
        onClose();
      },
      onError: (error) => showRequestRefusal(error, { form, feedback, t, confirm: () => send(values, true) }),
    });

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(v) => send(v, false)}
      >
        {customer ? (
          <Form.Item
            name="orderNo"
            label={t('compensation.orderNo')}
            extra={t('compensation.customerOrderHint')}
          >
            <Select
              allowClear
              showSearch
              placeholder={t('compensation.noOrder')}
              options={customer.orderNos.map((o) => ({ value: o, label: o }))}
            />
          </Form.Item>
        ) : (
          <>
            <Form.Item name="orderNo" label={t('compensation.orderNo')}>
              <Input allowClear maxLength={40} />
            </Form.Item>
            <Form.Item
              name="customerId"
              label={t('compensation.customerId')}
              extra={t('compensation.customerIdHint')}
            >
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        )}
        {children}
        <Form.Item
          name="reason"
          label={t('compensation.reason')}
          rules={[
            { required: true, whitespace: true, message: errorText('COMPENSATION_REASON_REQUIRED', lang) },
          ]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
