import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { DraggableDialog } from '../../shared/draggable-dialog';

/** The user menu's 'change password' dialog. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DraggableDialog
      title={t('password.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      width={420}
    >
      <ChangePasswordForm onDone={onClose} />
    </DraggableDialog>
  );
}
