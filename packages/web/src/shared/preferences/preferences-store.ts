import { type Lang, LOCAL_TIME_ZONE, langFrom } from '@backdesk/domain';
import { create } from 'zustand';
import { i18n, rememberLanguage } from '../../i18n';

type PreferencesState = {
  lang: Lang;
  /** An offset in hours as text ('-4.5') or 'localTimezone'. */
  timeZone: string;
  setLang: (lang: Lang) => void;
  setTimeZone: (timeZone: string) => void;
};

const applyLang = (lang: Lang) => {
  void i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    rememberLanguage(lang);
  }
};

/** Language and time zone of the interface; stored on the server by the shell, mirrored here. */
export const usePreferences = create<PreferencesState>((set) => ({
  lang: langFrom(i18n.language),
  timeZone: LOCAL_TIME_ZONE,
  setLang: (lang) => {
    applyLang(lang);
    set({ lang });
  },
  setTimeZone: (timeZone) => set({ timeZone }),
}));

/** Syncs the store with the language i18n started with (dayjs follows it: dayjs-locale.ts). */
export function initPreferences() {
  const lang = langFrom(i18n.language);
  usePreferences.setState({ lang });
}
