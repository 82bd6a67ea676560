import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { usePreferences } from './preferences-store';

const dayjsLocale = (lang: 'zh' | 'en') => (lang === 'zh' ? 'zh-cn' : 'en');

/**
 * dayjs (dates, pickers) follows the interface language. Imported by the screens that show dates (the
 * signed-in app, the OA show page), not by the sign-in page, which needs no dayjs (issue 10).
 */
export function followInterfaceLanguage() {
  dayjs.locale(dayjsLocale(usePreferences.getState().lang));
  return usePreferences.subscribe((state, previous) => {
    if (state.lang !== previous.lang) dayjs.locale(dayjsLocale(state.lang));
  });
}

followInterfaceLanguage();
