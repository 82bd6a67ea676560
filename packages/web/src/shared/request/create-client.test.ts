import type { Lang } from '@backdesk/domain';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { zh } from '../../i18n/zh';
import { createClient, isListLikeCall, isSuppressedToast, type RequestEnvironment } from './create-client';
import { RequestError } from './request-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json(200, { isSuccess: true, code: 200, data, error_info: null });
const fail = (status: number, code: number, msg: string, lang: Lang = 'en') =>
  json(status, { isSuccess: false, code, data: null, error_info: { code, msg, error_lang: lang } });

/** The error a call rejects with; fails the test when it resolves. */
const rejection = (promise: Promise<unknown>): Promise<RequestError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => {
      if (!(error instanceof RequestError)) throw error;
      return error;
    },
  );

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(
  handler: Handler,
  { lang = 'en', ...overrides }: Partial<Omit<RequestEnvironment, 'lang'>> & { lang?: Lang } = {},
  long = false,
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const toasts: { text: string; ms: number }[] = [];
  const sleeps: number[] = [];
  const scheduled: number[] = [];
  let token: string | null = 'token-1';
  const env: RequestEnvironment = {
    token: () => token,
    setToken: (t) => {
      token = t;
    },
    lang: () => lang,
    texts: (l) => (l === 'zh' ? zh.request : en.request),
    online: () => true,
    toast: (text, ms) => toasts.push({ text, ms }),
    confirmRetry: vi.fn(async () => false),
    logout: vi.fn(),
    passwordChangeRequired: vi.fn(),
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return handler(String(input), init ?? {});
    }) as typeof fetch,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    schedule: (fn, ms) => {
      scheduled.push(ms);
      fn();
    },
    ...overrides,
  };
  const client = createClient(env, { timeoutMs: 60_000, confirmRetryOnTimeout: long });
  return { client, env, calls, toasts, sleeps, scheduled, token: () => token };
}

describe('request layer: headers and success', () => {
  it('sends the bearer token, the lang header and credentials, and returns data', async () => {
    const t = setup(() => ok({ a: 1 }), { lang: 'zh' });
    await expect(t.client.get('/api/x', { query: { pageIndex: 1, keyword: '' } })).resolves.toEqual({ a: 1 });
    const { url, init } = t.calls[0]!;
    expect(url).toBe('/api/x?pageIndex=1');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-1');
    expect(headers.lang).toBe('zh');
    expect(init.credentials).toBe('include');
    expect(t.toasts).toEqual([]);
  });

  it('sends a JSON body on POST', async () => {
    const t = setup(() => ok(null));
    await t.client.post('/api/y', { b: 2 });
    expect(t.calls[0]!.init.body).toBe('{"b":2}');
    expect((t.calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('request layer: business failures', () => {
  it('toasts the message plus the path for 3 s and rejects', async () => {
    const t = setup(() => fail(422, 1012, 'Incorrect password!'));
    const error = await rejection(
      t.client.post('/api/csSystemDictionary/verifyViewPassword', { password: 'x' }),
    );
    expect(error).toBeInstanceOf(RequestError);
    expect(error.code).toBe(1012);
    expect(error.message).toBe('Incorrect password!');
    expect(t.toasts).toEqual([
      { text: 'Incorrect password! (/api/csSystemDictionary/verifyViewPassword)', ms: 3000 },
    ]);
  });

  it('uses the catalogue text of the code when the message is in another language', async () => {
    const t = setup(() => fail(403, 1007, 'Operation not allowed', 'en'), { lang: 'zh' });
    await expect(t.client.post('/api/users', {})).rejects.toThrow('无权限操作');
  });

  it('keeps quiet for list/get/search calls answering 1301', async () => {
    const t = setup(() => fail(500, 1301, 'The list could not be loaded'));
    await expect(t.client.post('/api/crm/searchOrders', {})).rejects.toBeInstanceOf(RequestError);
    await expect(t.client.get('/api/users')).rejects.toBeInstanceOf(RequestError);
    expect(t.toasts).toEqual([]);
  });

  it("keeps quiet when a list call says 'cannot get user info'", async () => {
    const t = setup(() => fail(400, 11006, 'cannot get user info'));
    await expect(t.client.get('/api/x/getSomething')).rejects.toBeInstanceOf(RequestError);
    expect(t.toasts).toEqual([]);
  });

  it('still toasts 1301 for a write call', async () => {
    const t = setup(() => fail(500, 1301, 'The list could not be loaded'));
    await expect(t.client.post('/api/users/1/disable', {})).rejects.toBeInstanceOf(RequestError);
    expect(t.toasts).toHaveLength(1);
  });

  it('a quiet call never toasts a business failure', async () => {
    const t = setup(() => fail(401, 1003, 'Incorrect username or password'));
    await expect(t.client.post('/api/authorize/login', {}, { quiet: true, auth: false })).rejects.toThrow(
      'Incorrect username or password',
    );
    expect(t.toasts).toEqual([]);
    expect(t.env.logout).not.toHaveBeenCalled();
  });

  it('carries field errors', async () => {
    const t = setup(() =>
      json(422, {
        isSuccess: false,
        code: 1008,
        data: null,
        error_info: {
          code: 1008,
          msg: 'x',
          error_lang: 'en',
          fieldErrors: [{ field: 'oldPassword', code: 1008, message: 'x' }],
        },
      }),
    );
    const error = await rejection(t.client.post('/api/CsCrmUser/changePasswd', {}));
    expect(error.fieldErrors).toEqual([{ field: 'oldPassword', code: 1008, message: 'x' }]);
  });
});

describe('request layer: session reactions', () => {
  it('code 1006 forces a logout after 1.5 s', async () => {
    const t = setup(() => fail(401, 1006, 'Your session has ended, please sign in again'));
    const error = await rejection(t.client.get('/api/system/time'));
    expect(error.kind).toBe('sessionEnded');
    expect(t.scheduled).toEqual([1500]);
    expect(t.env.logout).toHaveBeenCalledTimes(1);
    // no refresh attempt for an ended session
    expect(t.calls.map((c) => c.url)).toEqual(['/api/system/time']);
  });

  it('HTTP 401 refreshes the token, waits 1.5 s and retries once with the new token', async () => {
    let first = true;
    const t = setup((url) => {
      if (url === '/api/authorize/refresh') return ok({ access_token: 'token-2' });
      if (first) {
        first = false;
        return fail(401, 1002, 'Login timed out, please login again');
      }
      return ok('fine');
    });
    await expect(t.client.get('/api/CsCrmUser/preferences')).resolves.toBe('fine');
    expect(t.calls.map((c) => c.url)).toEqual([
      '/api/CsCrmUser/preferences',
      '/api/authorize/refresh',
      '/api/CsCrmUser/preferences',
    ]);
    expect(t.calls[1]!.init.method).toBe('POST');
    expect(t.calls[1]!.init.credentials).toBe('include');
    expect(t.sleeps).toEqual([1500]);
    expect((t.calls[2]!.init.headers as Record<string, string>).Authorization).toBe('Bearer token-2');
    expect(t.toasts).toEqual([]);
    expect(t.env.logout).not.toHaveBeenCalled();
  });

  it('a 401 on a call sent before a refresh replaced the token retries with the new token, no second refresh', async () => {
    let releaseOld: (() => void) | null = null;
    const t = setup(async (url, init) => {
      const auth = (init.headers as Record<string, string>).Authorization;
      if (url === '/api/authorize/refresh') return ok({ access_token: 'token-2' });
      if (url === '/api/first') return auth === 'Bearer token-1' ? fail(401, 1002, 'x') : ok('first');
      // the slow call was sent with the old token; it answers 401 only after the refresh retired that token
      if (auth === 'Bearer token-1') {
        await new Promise<void>((resolve) => {
          releaseOld = resolve;
        });
        return fail(401, 1002, 'x');
      }
      return ok('slow');
    });
    const slow = t.client.get('/api/slow');
    await expect(t.client.get('/api/first')).resolves.toBe('first');
    releaseOld!();
    await expect(slow).resolves.toBe('slow');
    expect(t.calls.filter((c) => c.url === '/api/authorize/refresh')).toHaveLength(1);
    expect(t.env.logout).not.toHaveBeenCalled();
  });

  it('when the refresh fails: toast "Verification failed" and logout', async () => {
    const t = setup((url) =>
      url === '/api/authorize/refresh' ? fail(401, 1001, 'no') : fail(401, 1002, 'Login timed out'),
    );
    const error = await rejection(t.client.get('/api/x'));
    expect(error.kind).toBe('unauthorized');
    expect(t.toasts.map((x) => x.text)).toEqual(['Verification failed, please sign in again']);
    expect(t.env.logout).toHaveBeenCalledTimes(1);
  });

  it('retries only once: a second 401 rejects and logs out', async () => {
    const t = setup((url) =>
      url === '/api/authorize/refresh' ? ok({ access_token: 't' }) : fail(401, 1002, 'x'),
    );
    await expect(t.client.get('/api/x')).rejects.toBeInstanceOf(RequestError);
    expect(t.calls.filter((c) => c.url === '/api/x')).toHaveLength(2);
    expect(t.calls.filter((c) => c.url === '/api/authorize/refresh')).toHaveLength(1);
    expect(t.env.logout).toHaveBeenCalledTimes(1);
  });

  it('the zh interface shows the Chinese verification text', async () => {
    const t = setup(
      (url) => (url === '/api/authorize/refresh' ? fail(401, 1001, 'no') : fail(401, 1001, 'x')),
      {
        lang: 'zh',
      },
    );
    await t.client.get('/api/x').catch(() => undefined);
    expect(t.toasts[0]!.text).toBe('验证失败，请重新登录');
  });

  it('auth: false calls take their 401 as the answer', async () => {
    const t = setup(() => fail(401, 1003, 'Incorrect username or password'));
    await expect(t.client.post('/api/authorize/login', {}, { auth: false })).rejects.toThrow();
    expect(t.calls).toHaveLength(1);
    expect(t.env.logout).not.toHaveBeenCalled();
  });

  it('403 code 1005 sends the user to change the initial password', async () => {
    const t = setup(() => fail(403, 1005, 'Please change your initial password before continuing'));
    const error = await rejection(t.client.get('/api/x'));
    expect(error.kind).toBe('passwordChangeRequired');
    expect(t.env.passwordChangeRequired).toHaveBeenCalledTimes(1);
  });
});

describe('request layer: transport failures', () => {
  const hang: Handler = (_url, init) =>
    new Promise((_resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('a timeout toasts "Request Timeout" with the path and rejects', async () => {
    const t = setup(hang);
    const error = await rejection(t.client.get('/api/slow', { timeoutMs: 10 }));
    expect(error.kind).toBe('timeout');
    expect(t.toasts).toEqual([{ text: 'Request Timeout (/api/slow)', ms: 3000 }]);
  });

  it('the zh timeout text', async () => {
    const t = setup(hang, { lang: 'zh' });
    await t.client.get('/api/slow', { timeoutMs: 10 }).catch(() => undefined);
    expect(t.toasts[0]!.text).toBe('请求超时 (/api/slow)');
  });

  it('the 120 s client asks "network failure": OK retries the same request', async () => {
    let n = 0;
    const t = setup(
      (url, init) => {
        n += 1;
        return n === 1 ? hang(url, init) : ok('second time');
      },
      { confirmRetry: vi.fn(async () => true) },
      true,
    );
    await expect(t.client.get('/api/slow', { timeoutMs: 10 })).resolves.toBe('second time');
    expect(t.env.confirmRetry).toHaveBeenCalledWith(en.request);
    expect(t.calls).toHaveLength(2);
  });

  it('the 120 s client: cancel rejects', async () => {
    const t = setup(hang, {}, true);
    await expect(t.client.get('/api/slow', { timeoutMs: 10 })).rejects.toBeInstanceOf(RequestError);
    expect(t.env.confirmRetry).toHaveBeenCalledTimes(1);
    expect(t.calls).toHaveLength(1);
  });

  it('offline: "network abnormal" for 1.5 s', async () => {
    const t = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { online: () => false },
    );
    const error = await rejection(t.client.get('/api/x'));
    expect(error.kind).toBe('offline');
    expect(t.toasts).toEqual([{ text: 'Network abnormal', ms: 1500 }]);
  });

  it('HTTP 500 without an envelope: the generic server error', async () => {
    const t = setup(() => new Response('<html>bad gateway</html>', { status: 500 }));
    const error = await rejection(t.client.post('/api/x', {}));
    expect(error.kind).toBe('server');
    expect(t.toasts).toEqual([{ text: 'Server error, please try again later (/api/x)', ms: 3000 }]);
  });

  it('HTTP 500 with the envelope shows its message', async () => {
    const t = setup(() => fail(500, 11006, 'System error, please try again later'));
    await t.client.post('/api/x', {}).catch(() => undefined);
    expect(t.toasts[0]!.text).toBe('System error, please try again later (/api/x)');
  });
});

describe('which calls are list-like', () => {
  it.each([
    ['GET', '/api/users', true],
    ['POST', '/api/csRefund/getRefundList', true],
    ['POST', '/api/crm/searchOrders', true],
    ['POST', '/api/order/listPackages', true],
    ['POST', '/api/users/1/disable', false],
    ['PUT', '/api/CsCrmUser/quickRoutes', false],
  ])('%s %s → %s', (method, path, expected) => {
    expect(isListLikeCall(method, path)).toBe(expected);
  });

  it('suppression needs 1301 or the user-info text', () => {
    expect(isSuppressedToast('GET', '/api/users', 1301, 'x')).toBe(true);
    expect(isSuppressedToast('GET', '/api/users', 1007, 'x')).toBe(false);
    expect(isSuppressedToast('GET', '/api/users', 11006, 'Cannot get user info')).toBe(true);
  });
});
