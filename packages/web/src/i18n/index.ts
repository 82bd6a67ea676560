import { type Lang, langFrom } from '@backdesk/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './en';

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

/** Adds texts to a language's resources (deep, keeping what is there). */
export function addTexts(lang: Lang, texts: object) {
  i18n.addResourceBundle(lang, 'translation', texts, true, true);
}

/** A loader that runs once per language (again after a failure). */
export function oncePerLanguage<T>(load: (lang: Lang) => Promise<T>): (lang: Lang) => Promise<T> {
  const started = new Map<Lang, Promise<T>>();
  return (lang) => {
    let loading = started.get(lang);
    if (!loading) {
      loading = load(lang);
      started.set(lang, loading);
      loading.catch(() => started.delete(lang));
    }
    return loading;
  };
}

// Each language is its own chunk, loaded when it is the start language or chosen (issue 10).
const coreTexts: Record<Lang, () => Promise<Messages>> = {
  en: () => import('./en').then((m) => m.en),
  zh: () => import('./zh').then((m) => m.zh),
};
const loadCoreTexts = oncePerLanguage(async (lang) => addTexts(lang, await coreTexts[lang]()));

let markStarted: () => void = () => undefined;
/** Resolves once i18n has its start language (setupI18n). */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * What a language needs besides its core texts, added by the parts of the app that need it when they load
 * (antd's locale, the feature areas' texts, dayjs's locale ...). Each runs once per language.
 */
const languageParts: ((lang: Lang) => Promise<unknown>)[] = [];

/**
 * Adds a part every language needs from now on, and loads it for the current language (the promise says
 * when it is there). A language is switched to only once all its parts are loaded.
 */
export function addLanguagePart(load: (lang: Lang) => Promise<unknown>): Promise<void> {
  const once = oncePerLanguage(load);
  languageParts.push(once);
  return started.then(() => once(currentLang())).then(() => undefined);
}

/** Loads everything a language needs so far: its core texts and the parts added (also those added meanwhile). */
export async function loadLanguage(lang: Lang): Promise<void> {
  let parts: number;
  do {
    parts = languageParts.length;
    await Promise.all([loadCoreTexts(lang), ...languageParts.map((load) => load(lang))]);
  } while (parts !== languageParts.length);
}

/** Starts i18n in the start language, once its texts (and the parts added so far) are loaded. */
export async function setupI18n() {
  const lng = initialLanguage(
    readCookie(LANGUAGE_COOKIE),
    typeof navigator === 'undefined' ? undefined : navigator.language,
  );
  void coreTexts[lng](); // the download starts now, beside the initialisation
  await i18n.use(initReactI18next).init({
    resources: {},
    lng,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markStarted();
  await loadLanguage(lng);
  document.documentElement.lang = lng === 'zh' ? 'zh-CN' : 'en';
  return i18n;
}

export function currentLang(): Lang {
  return langFrom(i18n.language);
}

/** A language's core texts, once loaded (the current language's always are). */
export function loadedTexts(lang: Lang): Messages | undefined {
  return i18n.getResourceBundle(lang, 'translation') as Messages | undefined;
}
