import { type Lang, LOCAL_TIME_ZONE, langFrom } from '@backdesk/domain';
import { create } from 'zustand';
import { i18n, loadLanguage, rememberLanguage } from '../../i18n';

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

// The language last asked for: when two switches overlap, the later one wins whichever loads first.
let wanted: Lang | null = null;

/** Language and time zone of the interface; stored on the server by the shell, mirrored here. */
export const usePreferences = create<PreferencesState>((set) => ({
  lang: langFrom(i18n.language),
  timeZone: LOCAL_TIME_ZONE,
  // The language's texts (and the other parts it needs, issue 10) are loaded first, then everything switches at once.
  setLang: (lang) => {
    wanted = lang;
    void loadLanguage(lang).then(
      () => {
        if (wanted !== lang) return;
        applyLang(lang);
        set({ lang });
      },
      (error: unknown) => console.error(`the ${lang} texts did not load`, error),
    );
  },
  setTimeZone: (timeZone) => set({ timeZone }),
}));

/** Syncs the store with the language i18n started with (dayjs follows it: dayjs-locale.ts). */
export function initPreferences() {
  const lang = langFrom(i18n.language);
  usePreferences.setState({ lang });
}
