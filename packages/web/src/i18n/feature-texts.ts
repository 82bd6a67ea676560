import { enAreas, zhAreas } from './areas';
import { i18n } from './index';

/** Adds the feature areas' texts to the running i18n (once it is initialised). */
export function addFeatureTexts(instance = i18n) {
  const add = () => {
    instance.addResourceBundle('en', 'translation', enAreas, true, true);
    instance.addResourceBundle('zh', 'translation', zhAreas, true, true);
  };
  if (instance.isInitialized) add();
  else instance.on('initialized', add);
}

// Imported by the signed-in app and the OA show page: their screens use these texts (issue 10).
addFeatureTexts();
