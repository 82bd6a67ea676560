import { Button, Form, Input, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { Section } from '../../../shared/section';
import { useFormatTime } from '../../../shared/time/format-time';
import { useCorrespondence } from '../api/get-correspondence';
import { useSendCareMail } from '../api/send-care-mail';

const statusColors: Record<string, string> = {
  sent: 'success',
  pending: 'processing',
  failed: 'error',
  not_sent: 'warning',
  captured: 'default',
};

/** The mails about the complaint's order, and (for its handler) a mail to the customer through the outbox. */
export function CareMailSection({ workOrderId, canWrite }: { workOrderId: number; canWrite: boolean }) {
  const { t } = useTranslation();
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const mails = useCorrespondence(workOrderId);
  const [form] = Form.useForm<{ subject: string; content: string }>();
  const send = useSendCareMail({
    onSuccess: (mail) => {
      void message.success(
        t('customerCare.mailWritten', { status: t(`customerCare.mailStatuses.${mail.status}`) }),
      );
      form.resetFields();
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });
  const required = [{ required: true, whitespace: true, message: t('common.required') }];
  return (
    <Section title={t('customerCare.mails')}>
      <List
        loading={mails.isLoading}
        dataSource={mails.data ?? []}
        locale={{ emptyText: t('customerCare.noMails') }}
        renderItem={(m) => (
          <List.Item>
            <Space wrap>
              <Tag color={statusColors[m.status] ?? 'default'}>
                {t(`customerCare.mailStatuses.${m.status}`)}
              </Tag>
              <Typography.Text strong>{m.subject}</Typography.Text>
              <Typography.Text type="secondary">{m.to}</Typography.Text>
              <Typography.Text type="secondary">{formatTime(m.sentAt ?? m.createdAt)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {canWrite ? (
        <Form
          form={form}
          layout="vertical"
          style={{ marginTop: 16 }}
          onFinish={(v) => send.mutate({ workOrderId, ...v })}
        >
          <Form.Item name="subject" label={t('customerCare.mailSubject')} rules={required}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="content" label={t('customerCare.mailContent')} rules={required}>
            <Input.TextArea rows={4} maxLength={10_000} />
          </Form.Item>
          <Button htmlType="submit" loading={send.isPending}>
            {t('customerCare.sendMail')}
          </Button>
        </Form>
      ) : null}
    </Section>
  );
}
