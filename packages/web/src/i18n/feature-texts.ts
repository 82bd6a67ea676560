import type { Lang } from '@backdesk/domain';
import { addLanguagePart, addTexts } from './index';

// The feature areas' texts, one chunk per language (issue 10).
const areaTexts: Record<Lang, () => Promise<object>> = {
  en: () => import('./areas/en').then((m) => m.enAreas),
  zh: () => import('./areas/zh').then((m) => m.zhAreas),
};

/**
 * The feature areas' texts (refunds, resends, returns ...), for the signed-in app and the OA show page: loaded
 * for the current language now and for another before the interface switches to it. Resolves once loaded.
 */
export const featureTextsReady = addLanguagePart(async (lang) => addTexts(lang, await areaTexts[lang]()));
