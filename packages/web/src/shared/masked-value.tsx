import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { errorText, maskValue } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { verifyViewPassword } from './api/verify-view-password';
import { DraggableDialog } from './draggable-dialog';
import { applyFieldErrors } from './forms/apply-field-errors';
import { usePreferences } from './preferences/preferences-store';

// After a correct code, values may be revealed for a while without asking again.
const UNLOCK_MS = 10 * 60_000;
const useViewUnlock = create<{ until: number; unlock: () => void }>((set) => ({
  until: 0,
  unlock: () => set({ until: Date.now() + UNLOCK_MS }),
}));

/**
 * The password dialog that reveals masked data (spec 1 §2.5). By default it checks the code; `reveal` instead
 * sends it with a call that answers the unmasked data (the server checks it there).
 */
export function ViewPasswordDialog<T = unknown>({
  open,
  onClose,
  onVerified,
  reveal,
}: {
  open: boolean;
  onClose: () => void;
  onVerified: (answer: T) => void;
  reveal?: (password: string) => Promise<T>;
}) {
  const { t } = useTranslation();
  const lang = usePreferences((s) => s.lang);
  const [form] = Form.useForm<{ password: string }>();
  const verify = useMutation<T, Error, string>({
    mutationFn: (password) => (reveal ? reveal(password) : (verifyViewPassword(password) as Promise<T>)),
  });

  const submit = ({ password }: { password: string }) => {
    verify.mutate(password, {
      onSuccess: (answer) => {
        useViewUnlock.getState().unlock();
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

/** A masked value (domain maskValue) with an eye that asks for the view password first. */
export function MaskedValue({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const [asking, setAsking] = useState(false);
  if (!value) return null;

  const toggle = () => {
    if (revealed) setRevealed(false);
    else if (useViewUnlock.getState().until > Date.now()) setRevealed(true);
    else setAsking(true);
  };

  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span>{revealed ? value : maskValue(value)}</span>
      <Tooltip title={t('mask.reveal')}>
        <Button
          type="text"
          size="small"
          aria-label={t('mask.reveal')}
          aria-pressed={revealed}
          icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={toggle}
        />
      </Tooltip>
      <ViewPasswordDialog
        open={asking}
        onClose={() => setAsking(false)}
        onVerified={() => {
          setAsking(false);
          setRevealed(true);
        }}
      />
    </span>
  );
}
