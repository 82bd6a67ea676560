import { type ErrorName, errorText, newPasswordProblem, passwordChangeProblem } from '@backdesk/domain';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/feedback';
import { applyFieldErrors } from '../../../shared/forms/apply-field-errors';
import { usePreferences } from '../../../shared/preferences/preferences-store';
import { useChangePassword } from '../api/change-password';

type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

/** Current password, new password twice; the domain's rules, the server's field errors. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const mutation = useChangePassword();
  const text = (name: ErrorName) => errorText(name, lang);

  const submit = (values: Values) => {
    const input = { oldPassword: values.oldPassword, newPassword: values.newPassword };
    mutation.mutate(input, {
      onSuccess: () => {
        void message.success(t('password.changed'));
        form.resetFields();
        onDone();
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) void message.error(error.message);
      },
    });
  };

  return (
    <Form
      form={form}
      name="changePassword"
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      autoComplete="off"
    >
      <Form.Item
        name="oldPassword"
        label={t('password.oldPassword')}
        rules={[{ required: true, message: text('FIELD_REQUIRED') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('password.newPassword')}
        extra={t('password.rule')}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: text('FIELD_REQUIRED') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              if (!value) return Promise.resolve();
              const problem =
                newPasswordProblem(value) ??
                passwordChangeProblem({
                  oldPassword: getFieldValue('oldPassword') ?? '',
                  newPassword: value,
                });
              return problem ? Promise.reject(new Error(text(problem))) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('password.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: text('FIELD_REQUIRED') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending}>
        {t('password.submit')}
      </Button>
    </Form>
  );
}
