import type { ErrorName, ErrorParams, Lang } from '@backdesk/domain';

/**
 * The error catalogue (codes and texts in both languages) loads when first needed: a failed call, a form
 * rule that refuses a value. It stays out of the pages' first load (issue 10).
 */
export const loadErrorTexts = () => import('./error-catalogue');

/** An error's text in a language, once the catalogue is there. */
export async function errorTextOf(name: ErrorName, lang: Lang, params?: ErrorParams): Promise<string> {
  return (await loadErrorTexts()).errorText(name, lang, params);
}
