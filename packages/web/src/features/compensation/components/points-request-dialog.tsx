import { errorText, POINTS_MAX, POINTS_MIN, pointsProblem } from '@backdesk/domain';
import { DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useRequestPoints } from '../api/compensation-api';
import { showRequestRefusal } from './request-refusal';

type Values = {
  orderNo?: string;
  customerId?: number | null;
  points?: number | null;
  reason?: string;
  releaseAt?: Dayjs | null;
};

/** Asks for points for a customer or an order's customer; a repeat within 72 hours asks to confirm. */
export function PointsRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();
  const request = useRequestPoints();

  const send = (values: Values, confirmRepeat: boolean) =>
    request.mutate(
      {
        orderNo: values.orderNo?.trim() || null,
        customerId: values.customerId ?? null,
        points: values.points ?? 0,
        reason: values.reason?.trim() ?? '',
        releaseAt: values.releaseAt?.toISOString() ?? null,
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
      title={t('compensation.requestPointsTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={request.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} name="pointsRequest" layout="vertical" onFinish={(v) => send(v, false)}>
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
          name="points"
          label={t('compensation.points')}
          extra={t('compensation.pointsHint')}
          rules={[
            {
              validator: (_r, value: number | null | undefined) => {
                const problem = pointsProblem(value ?? 0);
                return problem ? Promise.reject(new Error(errorText(problem.name, lang))) : Promise.resolve();
              },
            },
          ]}
        >
          <InputNumber min={POINTS_MIN} max={POINTS_MAX} precision={0} style={{ width: '100%' }} />
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
        <Form.Item
          name="releaseAt"
          label={t('compensation.releaseAt')}
          extra={t('compensation.releaseAtHint')}
        >
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
