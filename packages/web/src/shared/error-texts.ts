import type { ErrorName, ErrorParams, Lang } from '@backdesk/domain';
import { useEffect, useState } from 'react';

type ErrorCatalogue = typeof import('./error-catalogue');

/**
 * The error catalogue (codes and texts in both languages, about 12 KB gzipped) loads when first needed: a
 * failed call, a rule that refuses a value, a warning. It stays out of the pages' first load (issue 10).
 */
let loaded: ErrorCatalogue | null = null;
export const loadErrorTexts = (): Promise<ErrorCatalogue> =>
  loaded
    ? Promise.resolve(loaded)
    : import('./error-catalogue').then((catalogue) => {
        loaded = catalogue;
        return catalogue;
      });

/** An error's text in a language, once the catalogue is there. */
export async function errorTextOf(name: ErrorName, lang: Lang, params?: ErrorParams): Promise<string> {
  return (await loadErrorTexts()).errorText(name, lang, params);
}

/** An error's text to show (null while the catalogue loads, a moment the first time; null for no error). */
export function useErrorText(name: ErrorName | null, lang: Lang, params?: ErrorParams): string | null {
  const [catalogue, setCatalogue] = useState(loaded);
  useEffect(() => {
    if (name && !catalogue) void loadErrorTexts().then(setCatalogue);
  }, [name, catalogue]);
  return name && catalogue ? catalogue.errorText(name, lang, params) : null;
}
