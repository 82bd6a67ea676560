import type { Preferences, PreferencesInput } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { Preferences } from '@backdesk/domain';

/** PUT /api/CsCrmUser/preferences: language and time zone of the caller. */
export function updatePreferences(input: PreferencesInput) {
  return http.put<Preferences>('/api/CsCrmUser/preferences', input);
}

export function useUpdatePreferences() {
  return useMutation({ mutationFn: updatePreferences });
}
