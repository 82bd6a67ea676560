import { errorText } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { verifyViewPassword } from './api/verify-view-password';
import { DraggableDialog } from './draggable-dialog';
import { applyFieldErrors } from './forms/apply-field-errors';
import { usePreferences } from './preferences/preferences-store';

export type ViewPasswordDialogProps<T> = {
  open: boolean;
  onClose: () => void;
  onVerified: (answer: T) => void;
  reveal?: (password: string) => Promise<T>;
};

/**
 * The password dialog that reveals masked data (spec 1 §2.5). By default it checks the code; `reveal` instead
 * sends it with a call that answers the unmasked data (the server checks it there).
 */
export function ViewPasswordDialog<T = unknown>({
  open,
  onClose,
  onVerified,
  reveal,
}: ViewPasswordDialogProps<T>) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<{ password: string }>();
  const verify = useMutation<T, Error, string>({
    mutationFn: (password) => (reveal ? reveal(password) : (verifyViewPassword(password) as Promise<T>)),
  });

  const submit = ({ password }: { password: string }) => {
    verify.mutate(password, {
      onSuccess: (answer) => {
        form.resetFields();
        onVerified(answer);
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) form.setFields([{ name: 'password', errors: [error.message] }]);
      },
    });
  };

  return (
    <DraggableDialog
      title={t('mask.title')}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('mask.verify')}
      confirmLoading={verify.isPending}
      destroyOnHidden
      width={380}
    >
      <Form form={form} name="viewPassword" layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="password"
          label={t('mask.password')}
          rules={[{ required: true, whitespace: true, message: errorText('FIELD_REQUIRED', lang) }]}
        >
          <Input.Password autoFocus autoComplete="off" />
        </Form.Item>
      </Form>
    </DraggableDialog>
  );
}
