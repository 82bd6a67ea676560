import { couponValueProblem, errorText } from '@backdesk/domain';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useCouponCurrencies, useRequestCoupon } from '../api/compensation-api';
import { showRequestRefusal } from './request-refusal';

type Values = {
  orderNo?: string;
  customerId?: number | null;
  value?: string;
  currency?: string;
  validityDate?: Dayjs | null;
  reason?: string;
};

/** Asks for a coupon (value, currency, validity date, reason); a repeat within 72 hours asks to confirm. */
export function CouponRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();
  const request = useRequestCoupon();
  const currencies = useCouponCurrencies();

  const send = (values: Values, confirmRepeat: boolean) =>
    request.mutate(
      {
        orderNo: values.orderNo?.trim() || null,
        customerId: values.customerId ?? null,
        value: values.value ?? '',
        currency: values.currency ?? '',
        validityDate: values.validityDate?.format('YYYY-MM-DD') ?? '',
        reason: values.reason?.trim() ?? '',
        confirmRepeat,
      },
      {
        onSuccess: () => {
          void feedback.message.success(t('common.submitted'));
          form.resetFields();
          onClose();
        },
        onError: (error) =>
          showRequestRefusal(error, { form, feedback, t, confirm: () => send(values, true) }),
      },
    );

  return (
    <Modal
      open={open}
      title={t('compensation.requestCouponTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="couponRequest"
        layout="vertical"
        initialValues={{ currency: 'USD' }}
        onFinish={(v) => send(v, false)}
      >
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
        <Form.Item
          name="value"
          label={t('compensation.value')}
          rules={[
            {
              validator: (_r, value: string | undefined) => {
                const problem = couponValueProblem(String(value ?? ''));
                return problem ? Promise.reject(new Error(errorText(problem.name, lang))) : Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber<string> stringMode min="0.01" max="9999" precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('compensation.currency')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Select showSearch options={(currencies.data ?? []).map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="validityDate"
          label={t('compensation.validityDate')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isBefore(dayjs(), 'day')} />
        </Form.Item>
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
