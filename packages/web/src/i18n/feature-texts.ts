import { featureTextChunks, moreFeatureTextChunks } from './feature-text-chunks';
import { addLanguagePart, addTexts } from './index';

/**
 * The texts of the shell and the order list (screens, lists, the order list's batch actions, resend and
 * export), for the signed-in app and the OA show page: loaded for the current language now and for another
 * before the interface switches to it. Resolves once loaded.
 */
export const featureTextsReady = addLanguagePart(async (lang) =>
  addTexts(lang, await featureTextChunks[lang]()),
);

let moreReady: Promise<void> | undefined;

/**
 * The other screens' texts (refunds, refills, returns, tickets, invoices, entry, uploads): loaded on the first
 * call, which the signed-in app makes right after its first draw; a screen other than the order list, the
 * order list's toolbar and the OA show page wait for it (issue 10). From then on a language switch loads
 * them too. Resolves once loaded.
 */
export function moreFeatureTextsReady(): Promise<void> {
  moreReady ??= addLanguagePart(async (lang) => addTexts(lang, await moreFeatureTextChunks[lang]())).then(
    () => {
      moreLoaded = true;
    },
  );
  return moreReady;
}

let moreLoaded = false;

/** Whether the other screens' texts are in: a screen then draws at once, without waiting (suspending) for them. */
export const moreFeatureTextsLoaded = () => moreLoaded;
