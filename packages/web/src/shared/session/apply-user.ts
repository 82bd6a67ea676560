import { LOCAL_TIME_ZONE } from '@backdesk/domain';
import { usePreferences } from '../preferences/preferences-store';
import { type UserState, useSession } from './session-store';

/** Stores the user state and applies the preferences saved on the server. */
export function applyUserState(user: UserState) {
  useSession.getState().setUser(user);
  const prefs = usePreferences.getState();
  if (user.language && user.language !== prefs.lang) prefs.setLang(user.language);
  prefs.setTimeZone(user.timeZone ?? LOCAL_TIME_ZONE);
}
