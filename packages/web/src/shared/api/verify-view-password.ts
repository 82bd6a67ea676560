import type { ViewPasswordAnswer } from '@backdesk/domain';
import { http } from '../request';

/** POST /api/csSystemDictionary/verifyViewPassword: a wrong code answers 422, code 1012 'Incorrect password!'. */
export function verifyViewPassword(password: string) {
  return http.post<ViewPasswordAnswer>(
    '/api/csSystemDictionary/verifyViewPassword',
    { password },
    { quiet: true },
  );
}
