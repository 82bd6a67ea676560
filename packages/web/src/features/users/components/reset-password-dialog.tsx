import { passwordSchema } from '@backdesk/domain';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DraggableDialog } from '../../../shared/draggable-dialog';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { localName } from '../../../shared/local-name';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { closeAfterSave } from '../../../shared/save-delay';
import type { UserRow } from '../api/list-users';
import { useResetUserPassword } from '../api/reset-user-password';

/** A new initial password for a user; it must be changed at the next sign-in. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<{ password: string }>();
  const reset = useResetUserPassword({
    onSuccess: () => {
      void message.success(t('common.operationSuccess'));
      closeAfterSave(onClose);
    },
    onError: (error) => {
      if (!applyFieldErrors(form, error)) void message.error(error.message);
    },
  });

  return (
    <DraggableDialog
      title={t('users.resetPasswordTitle', { name: localName(user, lang) })}
      open={user !== null}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('common.save')}
      confirmLoading={reset.isPending}
      destroyOnHidden
      width={440}
    >
      <Alert type="info" showIcon title={t('users.resetPasswordHint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        name="resetPassword"
        layout="vertical"
        onFinish={({ password }) => user && reset.mutate({ id: user.id, password })}
      >
        <Form.Item
          name="password"
          label={t('users.initialPassword')}
          extra={t('password.rule')}
          rules={[zodRule(passwordSchema, lang)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
