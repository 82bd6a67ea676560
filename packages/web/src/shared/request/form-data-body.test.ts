import { describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { createClient, type RequestEnvironment } from './create-client';

describe('a FormData body (multipart upload)', () => {
  it('is sent as it is, without a JSON content type, with the token and language', async () => {
    const calls: RequestInit[] = [];
    const env: RequestEnvironment = {
      token: () => 'token-1',
      setToken: () => {},
      lang: () => 'en',
      texts: () => en.request,
      online: () => true,
      toast: vi.fn(),
      confirmRetry: async () => false,
      logout: vi.fn(),
      passwordChangeRequired: vi.fn(),
      fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
        calls.push(init ?? {});
        return new Response(
          JSON.stringify({ isSuccess: true, code: 200, data: { rows: 1 }, error_info: null }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        );
      }) as typeof fetch,
    };
    const client = createClient(env, { timeoutMs: 1000 });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'orders.xlsx');
    await expect(client.post('/api/orderImport/dryRun', form)).resolves.toEqual({ rows: 1 });
    const headers = calls[0]!.headers as Record<string, string>;
    expect(calls[0]!.body).toBe(form);
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers).toMatchObject({ Authorization: 'Bearer token-1', lang: 'en' });

    await client.post('/api/csOrderParent/search', { pageIndex: 1 });
    expect((calls[1]!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(calls[1]!.body).toBe('{"pageIndex":1}');
  });
});
