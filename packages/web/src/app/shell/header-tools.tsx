import { ErrorLogButton } from './error-log-button';
import { MessageCenterIcon } from './message-center-icon';
import { UserMenu } from './user-menu';

/**
 * The tools at the right of the top bar after the network indicator: the error log, the message centre and
 * the user menu (time zone, language, password, sign out). Their code (antd's Badge and Avatar, the menu's
 * actions) loads right after the shell's first draw; HeaderToolsStandIn draws them until then (issue 10).
 */
export function HeaderTools() {
  return (
    <>
      <ErrorLogButton />
      <MessageCenterIcon />
      <UserMenu />
    </>
  );
}
