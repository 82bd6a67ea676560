import { useEffect } from 'react';
import { feedback } from '../shared/feedback';
import { navigateTo } from '../shared/navigation';
import { installRequestReactions } from '../shared/request';
import { useSession } from '../shared/session/session-store';
import { signOut } from '../shared/session/sign-out';

/** Hands antd's message and modal (with the current theme and locale) to the request layer. */
export function FeedbackBridge() {
  useEffect(() => {
    installRequestReactions({
      toast: (text, ms) => {
        void feedback().message.error({ content: text, duration: ms / 1000, key: text });
      },
      confirmRetry: (texts) =>
        new Promise<boolean>((resolve) => {
          feedback().modal.confirm({
            title: texts.networkFailureTitle,
            content: texts.networkFailureRetry,
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
      logout: () => {
        void signOut();
      },
      passwordChangeRequired: () => {
        const { user, setUser } = useSession.getState();
        if (user && !user.defaultPassword) setUser({ ...user, defaultPassword: true });
        navigateTo('/modifyPWD', { replace: true });
      },
    });
  }, []);
  return null;
}
