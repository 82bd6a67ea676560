import { NoticeBell } from '../../features/notices/components/notice-bell';
import { ErrorLogButton } from './error-log-button';
import { UserMenu } from './user-menu';

/**
 * The tools at the right of the top bar after the network indicator: the error log, the task notifications
 * (with the way to the message centre; they open the realtime connection) and the user menu (time zone, language,
 * password, sign out). Their code (antd's Badge and Avatar, the menu's actions, the realtime hub) loads right
 * after the shell's first draw; HeaderToolsStandIn draws them until then (issue 10).
 */
export function HeaderTools() {
  return (
    <>
      <ErrorLogButton />
      <NoticeBell />
      <UserMenu />
    </>
  );
}
