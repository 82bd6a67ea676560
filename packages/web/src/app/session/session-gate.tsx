import { useQuery } from '@tanstack/react-query';
import { Flex, Spin } from 'antd';
import { type ReactNode, useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { getUserState, userStateKey } from '../../features/auth/api/get-user-state';
import { useFeedback } from '../../shared/feedback';
import { isRequestError } from '../../shared/request';
import { applyUserState } from '../../shared/session/apply-user';
import { useSession } from '../../shared/session/session-store';
import { signOut } from '../../shared/session/sign-out';

export function FullPageLoading() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" style={{ height: '100vh' }}>
      <Spin size="large" description={t('session.loading')} />
    </Flex>
  );
}

/**
 * Before a screen shows: signed-out users go to /login; signed-in users without user info get it
 * fetched (their routes are then generated from it); a forced password change comes first.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.signedIn);
  // the app draws once the user is known, in a render React can pause (a deferred value renders as a transition):
  // the shell and the screen reach the browser in slices, not in one long task (issue 19)
  const user = useDeferredValue(useSession((s) => s.user));
  const location = useLocation();
  const { modal } = useFeedback();
  const { t } = useTranslation();
  const loginToken = new URLSearchParams(location.search).get('loginToken');

  const userState = useQuery({
    queryKey: userStateKey,
    queryFn: getUserState,
    enabled: signedIn && !user && !loginToken,
    gcTime: 0,
  });

  useEffect(() => {
    if (userState.data) applyUserState(userState.data);
  }, [userState.data]);

  const confirmedError = useRef<unknown>(null);
  useEffect(() => {
    const error = userState.error;
    if (!error || confirmedError.current === error) return;
    confirmedError.current = error;
    // 401 and 1006 are handled by the request layer (toast, then logout)
    if (isRequestError(error) && ['unauthorized', 'sessionEnded', 'aborted'].includes(error.kind)) return;
    modal.confirm({
      title: t('session.timeoutTitle'),
      content: t('session.timeoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('session.cancelAndRefresh'),
      onOk: () => signOut(),
      onCancel: () => window.location.reload(),
    });
  }, [userState.error, modal, t]);

  if (loginToken) return <Navigate to={`/login?loginToken=${encodeURIComponent(loginToken)}`} replace />;
  if (!signedIn) return <Navigate to="/login" replace />;
  if (!user) return <FullPageLoading />;
  if (user.defaultPassword && location.pathname !== '/modifyPWD') return <Navigate to="/modifyPWD" replace />;
  return children;
}
