import type { ChangePasswordInput } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/request';

/** POST /api/CsCrmUser/changePasswd; field errors go onto the form, so no toast. */
export function changePassword(input: ChangePasswordInput) {
  return http.post<null>('/api/CsCrmUser/changePasswd', input, { quiet: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
