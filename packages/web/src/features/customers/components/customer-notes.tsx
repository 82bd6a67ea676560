import { Button, Empty, Form, Input, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useFormatTime } from '../../../shared/time/format-time';
import { useAddCustomerNote } from '../api/add-customer-note';
import type { CustomerView } from '../api/get-customer';

/** The notes agents wrote about the customer, and (with customer.edit) a form to add one. */
export function CustomerNotes({
  customerId,
  notes,
  canEdit,
}: {
  customerId: number;
  notes: CustomerView['notes'];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const formatTime = useFormatTime();
  const { message } = useFeedback();
  const [form] = Form.useForm<{ content: string }>();
  const add = useAddCustomerNote();
  return (
    <>
      {canEdit ? (
        <Form
          form={form}
          layout="vertical"
          onFinish={({ content }) =>
            add.mutate(
              { customerId, content },
              {
                onSuccess: () => {
                  form.resetFields();
                  void message.success(t('customers.noteAdded'));
                },
                onError: (error) => {
                  if (!applyFieldErrors(form, error)) void message.error(error.message);
                },
              },
            )
          }
        >
          <Form.Item
            name="content"
            label={t('customers.sections.notes')}
            rules={[{ required: true, whitespace: true, message: t('common.required') }]}
          >
            <Input.TextArea rows={2} maxLength={1000} placeholder={t('customers.notePlaceholder')} />
          </Form.Item>
          <Button htmlType="submit" loading={add.isPending}>
            {t('customers.addNote')}
          </Button>
        </Form>
      ) : null}
      {notes.length ? (
        <List
          size="small"
          dataSource={notes}
          renderItem={(n) => (
            <List.Item key={n.id}>
              <List.Item.Meta
                title={`${(lang === 'en' ? n.authorEnName : null) ?? n.authorName ?? ''} · ${formatTime(n.createdAt)}`}
                description={<span style={{ whiteSpace: 'pre-wrap' }}>{n.content}</span>}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.empty')} />
      )}
    </>
  );
}
