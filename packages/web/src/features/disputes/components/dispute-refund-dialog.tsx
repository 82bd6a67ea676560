import { disputeHandleSolutions, errorText } from '@backdesk/domain';
import { Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { type DisputeView, useDisputeWrite } from '../api/disputes-api';

type Values = { solution: number; amount?: number; reasonEn?: string; note?: string };

/**
 * proposeRefundSolutions: the refund offered to the buyer (at most the disputed amount); once recorded, the refund
 * form raised from the work order moves the money (`onProposed`).
 */
export function DisputeRefundDialog({
  dispute,
  open,
  onClose,
  onProposed,
}: {
  dispute: DisputeView;
  open: boolean;
  onClose: () => void;
  onProposed: () => void;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const propose = useDisputeWrite<object>('proposeRefundSolutions');
  return (
    <Modal
      open={open}
      title={t('disputes.proposeRefund')}
      onCancel={onClose}
      okButtonProps={{ loading: propose.isPending }}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        name="dispute-refund"
        layout="vertical"
        initialValues={{ solution: 1, reasonEn: 'shipped' }}
        onFinish={(v) =>
          propose.mutate(
            {
              id: dispute.id,
              solution: v.solution,
              amount: String(v.amount ?? ''),
              reasonEn: v.reasonEn ?? '',
              note: v.note,
            },
            {
              onSuccess: () => {
                void message.success(t('common.operationSuccess'));
                onClose();
                onProposed();
              },
              onError: (error) => void applyFieldErrors(form, error),
            },
          )
        }
      >
        <Form.Item name="solution" label={t('disputes.solutionType')}>
          <Select options={disputeHandleSolutions.map((s) => ({ value: s.value, label: s[lang] }))} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('disputes.refundAmount')}
          rules={[{ required: true, message: errorText('FIELD_REQUIRED', lang) }]}
          extra={dispute.amount ? `≤ ${dispute.amount} ${dispute.currency ?? ''}` : undefined}
        >
          <InputNumber
            min={0.01}
            step={0.01}
            precision={2}
            style={{ width: 200 }}
            addonAfter={dispute.currency}
          />
        </Form.Item>
        <Form.Item name="reasonEn" label={t('disputes.refundReasonEn')}>
          <Select
            options={['shipped', 'not shipped', 'special', 'quality', 'other'].map((r) => ({
              value: r,
              label: r,
            }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('disputes.note')}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Typography.Text type="secondary">{t('disputes.refundFormHint')}</Typography.Text>
      </Form>
    </Modal>
  );
}
