import type { TranslateInput, translateResultSchema, Wire } from '@backdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../request';

export type TranslateResult = Wire<typeof translateResultSchema>;

/**
 * POST /api/user/translate: a text through the configured model, from the cache when it holds it. Quiet: the
 * caller shows the failure (the spec's message) where the translation would be.
 */
export function useTranslateText() {
  return useMutation({
    mutationFn: (input: Partial<TranslateInput> & { translateContent: string }) =>
      http.post<TranslateResult>('/api/user/translate', { needCache: true, ...input }, { quiet: true }),
  });
}
