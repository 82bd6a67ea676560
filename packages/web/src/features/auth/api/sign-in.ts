import type { LoginInput, TokenAnswer } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/request';

export type { TokenAnswer as SignInAnswer } from '@backdesk/domain';

/** POST /api/authorize/login: its failures are shown on the sign-in screen, not as toasts. */
export function signIn(input: LoginInput) {
  return http.post<TokenAnswer>('/api/authorize/login', input, {
    auth: false,
    quiet: true,
    timeoutMs: 120_000,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
