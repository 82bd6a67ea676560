import { featureTextChunks } from './feature-text-chunks';
import { addLanguagePart, addTexts } from './index';

/**
 * The signed-in screens' texts (shell, lists, refunds, resends, returns ...), for the signed-in app and the OA
 * show page: loaded for the current language now and for another before the interface switches to it.
 * Resolves once loaded.
 */
export const featureTextsReady = addLanguagePart(async (lang) =>
  addTexts(lang, await featureTextChunks[lang]()),
);
