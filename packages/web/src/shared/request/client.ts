import { currentLang, loadedTexts } from '../../i18n';
import { useSession } from '../session/session-store';
import { createClient, type RequestEnvironment, type RequestTexts } from './create-client';

type Reactions = Pick<RequestEnvironment, 'toast' | 'confirmRetry' | 'logout' | 'passwordChangeRequired'>;

// The app installs antd feedback and navigation here once it has rendered.
let reactions: Reactions = {
  toast: (text) => console.warn(text),
  confirmRetry: async () => false,
  logout: () => {
    useSession.getState().clear();
    window.location.assign('/login');
  },
  passwordChangeRequired: () => window.location.assign('/modifyPWD'),
};

export function installRequestReactions(next: Partial<Reactions>) {
  reactions = { ...reactions, ...next };
}

const environment: RequestEnvironment = {
  token: () => useSession.getState().token,
  setToken: (token) => useSession.getState().setToken(token),
  lang: currentLang,
  // the current language's texts are always loaded (a call's language is the current one)
  texts: (lang): RequestTexts => (loadedTexts(lang) ?? loadedTexts(currentLang()))!.request,
  online: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
  toast: (text, ms) => reactions.toast(text, ms),
  confirmRetry: (texts) => reactions.confirmRetry(texts),
  logout: () => reactions.logout(),
  passwordChangeRequired: () => reactions.passwordChangeRequired(),
};

/** The shared client: 60 s per call unless a call says otherwise. */
export const http = createClient(environment, { timeoutMs: 60_000 });
/** The 120 s client: a timeout asks 'network failure' with OK = retry. */
export const httpLong = createClient(environment, { timeoutMs: 120_000, confirmRetryOnTimeout: true });
