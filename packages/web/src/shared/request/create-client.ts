import type { Lang, TokenAnswer } from '@backdesk/domain';
import { loadErrorTexts } from '../error-texts';
import { type FieldErrorInfo, RequestError } from './request-error';

/** The spec's envelope (style b). */
export type Envelope<T = unknown> = {
  isSuccess: boolean;
  code: number;
  data: T;
  error_info: { code: number; msg: string; error_lang?: string; fieldErrors?: FieldErrorInfo[] } | null;
};

/** Texts the request layer shows itself (spec 1 §8.1), in the interface language. */
export type RequestTexts = {
  timeout: string;
  networkAbnormal: string;
  networkFailureTitle: string;
  networkFailureRetry: string;
  networkError: string;
  serverError: string;
};

/** What the layer does to the world: toasts, a retry confirm, and the session reactions. */
export type RequestEnvironment = {
  token: () => string | null;
  setToken: (token: string) => void;
  lang: () => Lang;
  texts: (lang: Lang) => RequestTexts;
  online: () => boolean;
  toast: (text: string, durationMs: number) => void;
  /** The 120 s client's 'network failure' confirm: resolves true for OK (retry), false for cancel. */
  confirmRetry: (texts: RequestTexts) => Promise<boolean>;
  /** Forced local logout (clears the session and goes to /login). */
  logout: () => void;
  /** The server says the initial password must be changed first (403, code 1005). */
  passwordChangeRequired: () => void;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  schedule?: (fn: () => void, ms: number) => void;
};

export type ClientOptions = {
  /** Default timeout of a call. */
  timeoutMs: number;
  /** On a timeout, ask whether to retry (the 120 s client). */
  confirmRetryOnTimeout?: boolean;
};

export type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  /** A JSON body, or a FormData (multipart upload: the browser sets its content type). */
  body?: unknown;
  /** A form-encoded body. */
  form?: Record<string, string>;
  timeoutMs?: number;
  /** No error toast for business failures (the caller shows the message itself). */
  quiet?: boolean;
  /** false: a 401 is this call's own answer (sign-in, logout): no refresh, no forced logout. */
  auth?: boolean;
  signal?: AbortSignal;
};

export const TOAST_MS = 3000;
export const SHORT_TOAST_MS = 1500;
export const LOGOUT_DELAY_MS = 1500;
export const REFRESH_RETRY_DELAY_MS = 1500;
export const FALLBACK_CODE = 11006;
export const SESSION_ENDED_CODE = 1006;
export const PASSWORD_CHANGE_CODE = 1005;
export const QUIET_LIST_CODE = 1301;
export const REFRESH_PATH = '/api/authorize/refresh';

/** List, get and search calls keep quiet about code 1301 and 'cannot get user info' (spec 1 §8.1). */
export function isListLikeCall(method: string, path: string): boolean {
  if (method.toUpperCase() === 'GET') return true;
  const last = path.split('?')[0]!.split('/').filter(Boolean).pop() ?? '';
  return /^(list|get|search|query)/i.test(last);
}

export function isSuppressedToast(method: string, path: string, code: number, message: string): boolean {
  if (!isListLikeCall(method, path)) return false;
  return code === QUIET_LIST_CODE || message.toLowerCase().includes('cannot get user info');
}

/**
 * The message of a failed envelope: the text in our language, else msg, else the code's catalogue text (the
 * catalogue loads on the first failure that needs it).
 */
export async function envelopeMessage(envelope: Partial<Envelope>, lang: Lang): Promise<string> {
  const info = envelope.error_info;
  const code = info?.code ?? envelope.code ?? FALLBACK_CODE;
  if (info?.msg && (!info.error_lang || info.error_lang === lang)) return info.msg;
  const { errorNameOf, errorText } = await loadErrorTexts();
  const name = errorNameOf(code);
  if (name !== 'SYSTEM_ERROR' || code === FALLBACK_CODE) return errorText(name, lang);
  return info?.msg || errorText('SYSTEM_ERROR', lang);
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'isSuccess' in value;
}

function buildUrl(path: string, query: CallOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultSchedule = (fn: () => void, ms: number) => {
  setTimeout(fn, ms);
};

/**
 * One fetch-based client: bearer token, `lang` header, credentials, a per-call timeout, and the
 * spec's reactions to failures (1006 logout, 401 refresh and one retry, timeouts, offline, 500).
 */
export function createClient(env: RequestEnvironment, options: ClientOptions) {
  const doFetch = env.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const sleep = env.sleep ?? defaultSleep;
  const schedule = env.schedule ?? defaultSchedule;
  let refreshing: Promise<boolean> | null = null;
  let logoutPending = false;

  const headersFor = (withJson: boolean, withForm: boolean): Record<string, string> => {
    const headers: Record<string, string> = { lang: env.lang(), Accept: 'application/json' };
    const token = env.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (withJson) headers['Content-Type'] = 'application/json';
    if (withForm) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return headers;
  };

  const forceLogout = () => {
    if (logoutPending) return;
    logoutPending = true;
    schedule(() => {
      logoutPending = false;
      env.logout();
    }, LOGOUT_DELAY_MS);
  };

  /** One refresh at a time; concurrent 401s wait for the same answer. */
  const refreshToken = (): Promise<boolean> => {
    refreshing ??= (async () => {
      try {
        const res = await doFetch(REFRESH_PATH, {
          method: 'POST',
          headers: { lang: env.lang(), Accept: 'application/json' },
          credentials: 'include',
        });
        const body: unknown = await res.json().catch(() => null);
        if (!res.ok || !isEnvelope(body) || !body.isSuccess) return false;
        const data = body.data as TokenAnswer | null;
        if (data?.access_token) env.setToken(data.access_token);
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  async function attempt<T>(path: string, call: CallOptions, refreshed: boolean): Promise<T> {
    const method = call.method ?? (call.body !== undefined || call.form ? 'POST' : 'GET');
    const url = buildUrl(path, call.query);
    const lang = env.lang();
    const texts = env.texts(lang);
    const timeoutMs = call.timeoutMs ?? options.timeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    call.signal?.addEventListener('abort', onOuterAbort);

    let response: Response;
    let body: unknown;
    const multipart = typeof FormData !== 'undefined' && call.body instanceof FormData;
    const sentToken = env.token();
    try {
      response = await doFetch(url, {
        method,
        headers: headersFor(call.body !== undefined && !multipart, call.form !== undefined),
        credentials: 'include',
        body:
          call.body !== undefined
            ? multipart
              ? (call.body as FormData)
              : JSON.stringify(call.body)
            : call.form
              ? new URLSearchParams(call.form).toString()
              : undefined,
        signal: controller.signal,
      });
      body = await response.json().catch(() => undefined);
    } catch {
      if (timedOut) {
        env.toast(`${texts.timeout} (${path})`, TOAST_MS);
        if (options.confirmRetryOnTimeout && (await env.confirmRetry(texts))) {
          return attempt<T>(path, call, refreshed);
        }
        throw new RequestError({ kind: 'timeout', message: texts.timeout, path, status: 0 });
      }
      if (call.signal?.aborted) throw new RequestError({ kind: 'aborted', message: 'aborted', path });
      if (!env.online()) {
        env.toast(texts.networkAbnormal, SHORT_TOAST_MS);
        throw new RequestError({ kind: 'offline', message: texts.networkAbnormal, path });
      }
      env.toast(`${texts.networkError} (${path})`, TOAST_MS);
      throw new RequestError({ kind: 'network', message: texts.networkError, path });
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onOuterAbort);
    }

    const envelope = isEnvelope(body) ? body : null;
    const code = envelope ? (envelope.error_info?.code ?? envelope.code) : 0;
    const status = response.status;

    if (envelope?.isSuccess && response.ok) return envelope.data as T;

    // The session ended (revoked, idle too long, account disabled): forced logout.
    if (code === SESSION_ENDED_CODE && call.auth !== false) {
      const message = await envelopeMessage(envelope ?? {}, lang);
      env.toast(message, SHORT_TOAST_MS);
      forceLogout();
      throw new RequestError({ kind: 'sessionEnded', message, path, status, code });
    }

    if (status === 401 && call.auth !== false) {
      // sent with a token that a refresh has replaced since (the refresh retires the old one): retry with the new
      // one instead of refreshing again
      const current = refreshing ? ((await refreshing) ? env.token() : null) : env.token();
      if (!refreshed && current && current !== sentToken) return attempt<T>(path, call, true);
      if (!refreshed && (await refreshToken())) {
        await sleep(REFRESH_RETRY_DELAY_MS);
        return attempt<T>(path, call, true);
      }
      const message = (await loadErrorTexts()).errorText('NOT_SIGNED_IN', lang);
      env.toast(message, SHORT_TOAST_MS);
      forceLogout();
      throw new RequestError({ kind: 'unauthorized', message, path, status, code });
    }

    if (status === 403 && code === PASSWORD_CHANGE_CODE && call.auth !== false) {
      const message = await envelopeMessage(envelope ?? {}, lang);
      env.passwordChangeRequired();
      throw new RequestError({ kind: 'passwordChangeRequired', message, path, status, code });
    }

    if (envelope) {
      const message = await envelopeMessage(envelope, lang);
      const failedCode = code || FALLBACK_CODE;
      if (!call.quiet && !isSuppressedToast(method, path, failedCode, message)) {
        env.toast(`${message} (${path})`, TOAST_MS);
      }
      throw new RequestError({
        kind: status >= 500 ? 'server' : 'business',
        message,
        path,
        status,
        code: failedCode,
        fieldErrors: envelope.error_info?.fieldErrors ?? [],
      });
    }

    if (response.ok) return body as T;

    // No envelope: a proxy or gateway answered.
    if (status === 504) {
      env.toast(`${texts.timeout} (${path})`, TOAST_MS);
      throw new RequestError({ kind: 'timeout', message: texts.timeout, path, status });
    }
    const message =
      status >= 500 ? texts.serverError : (await loadErrorTexts()).errorText('SYSTEM_ERROR', lang);
    if (!call.quiet) env.toast(`${message} (${path})`, TOAST_MS);
    throw new RequestError({
      kind: status >= 500 ? 'server' : 'business',
      message,
      path,
      status,
      code: FALLBACK_CODE,
    });
  }

  return {
    request: <T>(path: string, call: CallOptions = {}) => attempt<T>(path, call, false),
    get: <T>(path: string, call: Omit<CallOptions, 'method'> = {}) =>
      attempt<T>(path, { ...call, method: 'GET' }, false),
    post: <T>(path: string, body?: unknown, call: Omit<CallOptions, 'method' | 'body'> = {}) =>
      attempt<T>(path, { ...call, method: 'POST', body: body ?? {} }, false),
    put: <T>(path: string, body?: unknown, call: Omit<CallOptions, 'method' | 'body'> = {}) =>
      attempt<T>(path, { ...call, method: 'PUT', body: body ?? {} }, false),
    del: <T>(path: string, call: Omit<CallOptions, 'method'> = {}) =>
      attempt<T>(path, { ...call, method: 'DELETE' }, false),
  };
}

export type Client = ReturnType<typeof createClient>;
