import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { closeAfterSave } from '../../../shared/save-delay';
import { type AiPolicyRow, useReviewAiPolicy } from '../api/ai-reply-policies-api';

/** Rejects a pending version with the reason its editor reads. */
export function RejectDialog({
  open,
  policy,
  onClose,
}: {
  open: boolean;
  policy: AiPolicyRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ remark: string }>();
  const review = useReviewAiPolicy();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = ({ remark }: { remark: string }) => {
    if (!policy) return;
    review.mutate(
      { id: policy.id, approve: false, remark },
      {
        onSuccess: () => {
          void message.success(t('aiPolicies.rejected'));
          closeAfterSave(onClose);
        },
        onError: (error) => void message.error(error.message),
      },
    );
  };

  return (
    <DraggableDialog
      open={open}
      title={t('aiPolicies.reject')}
      okText={t('aiPolicies.reject')}
      okButtonProps={{ danger: true }}
      confirmLoading={review.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="remark"
          label={t('aiPolicies.reviewRemark')}
          rules={[{ required: true, whitespace: true }]}
        >
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
