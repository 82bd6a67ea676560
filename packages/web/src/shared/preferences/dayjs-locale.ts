import dayjs from 'dayjs';
import { addLanguagePart } from '../../i18n';
import { usePreferences } from './preferences-store';

const dayjsLocale = (lang: 'zh' | 'en') => (lang === 'zh' ? 'zh-cn' : 'en');

/**
 * dayjs (dates, pickers) follows the interface language. Imported by the screens that show dates (the
 * signed-in app, the OA show page), not by the sign-in page, which needs no dayjs (issue 10). Its Chinese
 * locale loads with the Chinese texts; the interface switches once it is there.
 */
export const dayjsLocaleReady = addLanguagePart(async (lang) => {
  if (lang === 'zh') await import('dayjs/locale/zh-cn');
}).then(() => {
  dayjs.locale(dayjsLocale(usePreferences.getState().lang));
  usePreferences.subscribe((state, previous) => {
    if (state.lang !== previous.lang) dayjs.locale(dayjsLocale(state.lang));
  });
});
