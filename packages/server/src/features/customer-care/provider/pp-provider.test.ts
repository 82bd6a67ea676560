import { describe, expect, it } from 'vitest';
import { createLocalPpProvider } from './local-provider.js';
import { createPaypalRestProvider } from './paypal-rest.js';
import type { PpAccount } from './pp-provider.js';

const account: PpAccount = { id: 7, clientId: 'AX-1', clientSecret: 'EL-secret', webhookId: 'WH-ID-7' };
const signed = {
  'paypal-auth-algo': 'SHA256withRSA',
  'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-1',
  'paypal-transmission-id': '103e3700-8b0c-11e6-8695-6b62a8a99ac4',
  'paypal-transmission-sig': 't8ZqW1Ewx3HS5YZ0tBGhVn4==',
  'paypal-transmission-time': '2026-11-28T10:00:00Z',
};
// the event's own bytes (spacing and a number PayPal's signature covers as written)
const rawBody = '{"id":"WH-1","event_type":"CUSTOMER.DISPUTE.CREATED","resource":{"value":1.10}}';

/** A PayPal stand-in answering the token and one call; it keeps what it was sent. */
function paypal(answer: { status: number; body: unknown; headers?: Record<string, string> } | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (String(url).endsWith('/v1/oauth2/token'))
      return new Response(JSON.stringify({ access_token: 'token-1', expires_in: 3600 }), { status: 200 });
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: answer.headers });
  }) as typeof fetch;
  return { calls, provider: createPaypalRestProvider('https://paypal.test', fetchImpl) };
}

describe('PayPal REST adapter: webhook events verified by PayPal with the account’s webhook id', () => {
  it('sends the transmission headers, the account’s webhook id and the event as it came; SUCCESS is verified', async () => {
    const { calls, provider } = paypal({ status: 200, body: { verification_status: 'SUCCESS' } });
    expect(await provider.verifyWebhook(account, { headers: signed, rawBody })).toEqual({ ok: true });
    const verify = calls.find((c) => c.url.endsWith('/v1/notifications/verify-webhook-signature'))!;
    expect(String(verify.init.body)).toContain(`"webhook_id":"WH-ID-7","webhook_event":${rawBody}}`);
    expect((verify.init.headers as Record<string, string>).authorization).toBe('Bearer token-1');
    const token = calls.find((c) => c.url.endsWith('/v1/oauth2/token'))!;
    expect((token.init.headers as Record<string, string>).authorization).toBe(
      `Basic ${Buffer.from('AX-1:EL-secret').toString('base64')}`,
    );
  });

  it.each([
    ['PayPal answers FAILURE', { status: 200, body: { verification_status: 'FAILURE' } }, 'unverified'],
    ['PayPal answers an error', { status: 500, body: { message: 'Internal error' } }, 'providerError'],
    ['PayPal cannot be reached', new Error('connect ECONNREFUSED'), 'providerError'],
  ] as const)('%s: %s', async (_what, answer, problem) => {
    const { provider } = paypal(answer);
    expect(await provider.verifyWebhook(account, { headers: signed, rawBody })).toMatchObject({
      ok: false,
      problem,
    });
  });

  it('an account without webhook id or secret is not configured; a call without signature headers unverified', async () => {
    const { calls, provider } = paypal({ status: 200, body: { verification_status: 'SUCCESS' } });
    expect(
      await provider.verifyWebhook({ ...account, webhookId: null }, { headers: signed, rawBody }),
    ).toMatchObject({
      problem: 'notConfigured',
    });
    expect(
      await provider.verifyWebhook({ ...account, clientSecret: null }, { headers: signed, rawBody }),
    ).toMatchObject({ problem: 'notConfigured' });
    expect(await provider.verifyWebhook(account, { headers: {}, rawBody })).toMatchObject({
      problem: 'unverified',
    });
    expect(calls).toHaveLength(0);
  });
});

describe('PayPal REST adapter: a message to the buyer of a case', () => {
  it('posts it to the dispute’s send-message call and answers PayPal’s debug id', async () => {
    const { calls, provider } = paypal({
      status: 200,
      body: { links: [] },
      headers: { 'paypal-debug-id': 'dbg-1' },
    });
    expect(await provider.sendMessage(account, { disputeId: 'PP-D-1', content: 'Shipped today' })).toEqual({
      ok: true,
      providerRef: 'dbg-1',
    });
    const sent = calls.find((c) => c.url.endsWith('/v1/customer/disputes/PP-D-1/send-message'))!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ message: 'Shipped today' });
  });

  it('a refusal is not sent, with PayPal’s reason; no secret is no provider answer', async () => {
    const { provider } = paypal({ status: 422, body: { message: 'The dispute is closed' } });
    expect(await provider.sendMessage(account, { disputeId: 'PP-D-1', content: 'x' })).toEqual({
      ok: false,
      reason: 'The dispute is closed',
    });
    expect(
      await provider.sendMessage({ ...account, clientSecret: null }, { disputeId: 'PP-D-1', content: 'x' }),
    ).toBe(null);
  });
});

describe('the local stand-in: an HMAC of its own, per account', () => {
  it('verifies what it signed for the account, and nothing altered or signed for another', async () => {
    const local = createLocalPpProvider();
    const headers = local.signWebhook(7, rawBody);
    expect(await local.verifyWebhook(account, { headers, rawBody })).toEqual({ ok: true });
    expect(
      await local.verifyWebhook(account, { headers, rawBody: rawBody.replace('1.10', '1.1') }),
    ).toMatchObject({
      problem: 'unverified',
    });
    expect(await local.verifyWebhook({ ...account, id: 8 }, { headers, rawBody })).toMatchObject({
      problem: 'unverified',
    });
  });
});
