import type { Lang } from '@backdesk/domain';

/**
 * The chunks of the signed-in screens' texts, per language, in two parts (issue 10): `lists`, what the shell
 * and the order list draw with, which the app root downloads beside the signed-in app's chunk (the app renders
 * once it is in), and `more`, the other screens' texts, loaded right after the signed-in app's first draw.
 * feature-texts.ts adds them to i18n.
 */
export const featureTextChunks: Record<Lang, () => Promise<object>> = {
  en: () => import('./areas/en/lists').then((m) => m.enListAreas),
  zh: () => import('./areas/zh/lists').then((m) => m.zhListAreas),
};

export const moreFeatureTextChunks: Record<Lang, () => Promise<object>> = {
  en: () => import('./areas/en/more').then((m) => m.enMoreAreas),
  zh: () => import('./areas/zh/more').then((m) => m.zhMoreAreas),
};
