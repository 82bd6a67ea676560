import type { Lang } from '@backdesk/domain';

/**
 * The chunks of the signed-in screens' texts, one per language. feature-texts.ts adds them to i18n; the app
 * root starts the download beside the signed-in app's chunk, so the two load together (issue 10).
 */
export const featureTextChunks: Record<Lang, () => Promise<object>> = {
  en: () => import('./areas/en').then((m) => m.enAreas),
  zh: () => import('./areas/zh').then((m) => m.zhAreas),
};
