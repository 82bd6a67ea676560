import { type Lang, langFrom } from '@backdesk/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zh } from './zh';

export const resources = { en, zh } as const;
export const LANGUAGE_COOKIE = 'language';

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** The start language (spec 1 §1): the language cookie, else the browser's prefix, else en. */
export function initialLanguage(cookie: string | null, browser: string | undefined): Lang {
  if (cookie === 'zh' || cookie === 'en') return cookie;
  if (browser && /^(zh|en)/i.test(browser)) return langFrom(browser);
  return 'en';
}

export function rememberLanguage(lang: Lang) {
  // readable by the server and by the next visit; one year
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret preference cookie
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export const i18n = i18next.createInstance();

export function setupI18n() {
  const lng = initialLanguage(
    readCookie(LANGUAGE_COOKIE),
    typeof navigator === 'undefined' ? undefined : navigator.language,
  );
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, zh: { translation: zh } },
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}

export function currentLang(): Lang {
  return langFrom(i18n.language);
}
