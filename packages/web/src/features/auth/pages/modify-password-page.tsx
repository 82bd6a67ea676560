import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useDocumentTitleKey } from '../../../shared/document-title';
import { applyUserState } from '../../../shared/session/apply-user';
import { useSession } from '../../../shared/session/session-store';
import { signOut } from '../../../shared/session/sign-out';
import { getUserState } from '../api/get-user-state';
import { ChangePasswordForm } from '../components/change-password-form';

/**
 * /modifyPWD: the forced change of the initial password (or right after sign-in); reached from
 * anywhere else it goes back to the dashboard.
 */
export function ModifyPasswordPage({ allowVoluntary }: { allowVoluntary: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  useDocumentTitleKey('routes.modifyPWD');

  if (!user) return null;
  const forced = user.defaultPassword;
  if (!forced && !allowVoluntary) return <Navigate to="/dashboard" replace />;

  const done = async () => {
    try {
      applyUserState(await getUserState());
    } catch {
      // the request layer has reacted; the dashboard's gate refetches if needed
    }
    navigate('/dashboard', { replace: true });
  };

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh', background: '#f5f7fa', padding: 24 }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('password.title')}
        </Typography.Title>
        {forced ? (
          <Alert type="warning" showIcon title={t('password.forcedHint')} style={{ marginBottom: 16 }} />
        ) : null}
        <ChangePasswordForm onDone={() => void done()} />
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button type="link" onClick={() => void signOut()}>
            {t('password.backToLogin')}
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
