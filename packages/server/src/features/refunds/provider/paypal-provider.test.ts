import { describe, expect, it } from 'vitest';
import { createFakePaymentProvider } from './fake-provider.js';
import { createPaypalProvider } from './paypal-provider.js';

/** A PayPal stand-in: answers the token and the refund, and keeps each refund body. */
function fakeFetch() {
  const bodies: { amount: { value: string; currency_code: string } }[] = [];
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    if (String(url).endsWith('/v1/oauth2/token'))
      return new Response(JSON.stringify({ access_token: 'token', expires_in: 3600 }), { status: 200 });
    bodies.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ id: `RF-${bodies.length}` }), { status: 201 });
  }) as typeof fetch;
  return { bodies, fetchImpl };
}

describe('PayPal provider: the refund amount in the currency minor unit, half-up, never through a float', () => {
  it.each([
    ['1.0050', 'USD', '1.01'],
    ['8.345', 'eur', '8.35'],
    ['110.0000', 'USD', '110.00'],
    ['1234.5000', 'JPY', '1235'],
  ])('%s %s is sent as %s', async (amount, currency, value) => {
    const { bodies, fetchImpl } = fakeFetch();
    const provider = createPaypalProvider(
      { clientId: 'id', clientSecret: 'secret', apiBase: 'https://paypal.test' },
      fetchImpl,
    );
    const result = await provider.refund({ paymentRef: 'CAP-1', amount, currency, idempotencyKey: 'k' });
    expect(result).toEqual({ ok: true, providerRefundId: 'RF-1' });
    expect(bodies[0]!.amount).toEqual({ value, currency_code: currency.toUpperCase() });
  });
});

describe('PayPal provider: webhook events verified by PayPal with the webhook id, the event sent as it came', () => {
  const signed = {
    'paypal-auth-algo': 'SHA256withRSA',
    'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-360caa42',
    'paypal-transmission-id': '103e3700-8b0c-11e6-8695-6b62a8a99ac4',
    'paypal-transmission-sig': 't8ZqW1Ewx3HS5YZ0tBGhVn4==',
    'paypal-transmission-time': '2026-11-28T09:00:06Z',
  };
  // numbers and spacing a re-serialisation would change
  const rawBody = '{"id":"WH-1", "event_type":"CUSTOMER.DISPUTE.CREATED","resource":{"x":1.50}}';

  function verifier(status: string | null, httpStatus = 200) {
    const sent: string[] = [];
    const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
      if (String(url).endsWith('/v1/oauth2/token'))
        return new Response(JSON.stringify({ access_token: 'token', expires_in: 3600 }), { status: 200 });
      sent.push(String(init?.body));
      return new Response(JSON.stringify(status ? { verification_status: status } : { name: 'INTERNAL' }), {
        status: httpStatus,
      });
    }) as typeof fetch;
    return { sent, fetchImpl };
  }
  const provider = (fetchImpl: typeof fetch, webhookId: string | null = 'WH-ID-1') =>
    createPaypalProvider(
      {
        clientId: 'id',
        clientSecret: 'secret',
        apiBase: 'https://paypal.test',
        webhookId: webhookId ?? undefined,
      },
      fetchImpl,
    );

  it.each([
    ['SUCCESS', 200, { ok: true }],
    ['FAILURE', 200, { ok: false, problem: 'unverified', reason: 'PayPal answered FAILURE' }],
    [null, 500, { ok: false, problem: 'providerError', reason: 'INTERNAL' }],
  ] as const)('PayPal answers %s (HTTP %i)', async (status, httpStatus, verdict) => {
    const { sent, fetchImpl } = verifier(status, httpStatus);
    expect(await provider(fetchImpl).verifyWebhook({ headers: signed, rawBody })).toEqual(verdict);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`"webhook_event":${rawBody}}`);
    expect(JSON.parse(sent[0]!)).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: '103e3700-8b0c-11e6-8695-6b62a8a99ac4',
      webhook_id: 'WH-ID-1',
      webhook_event: { id: 'WH-1' },
    });
  });

  it('refuses without asking PayPal when a signature header is missing or no webhook id is set', async () => {
    const { sent, fetchImpl } = verifier('SUCCESS');
    const { 'paypal-transmission-sig': _sig, ...unsigned } = signed;
    expect(await provider(fetchImpl).verifyWebhook({ headers: unsigned, rawBody })).toMatchObject({
      ok: false,
      problem: 'unverified',
    });
    expect(await provider(fetchImpl, null).verifyWebhook({ headers: signed, rawBody })).toMatchObject({
      ok: false,
      problem: 'notConfigured',
    });
    expect(sent).toHaveLength(0);
  });
});

describe('the local stand-in: verifies only the events it signed', () => {
  it('a signed body passes; a changed body, a changed signature and no signature do not', async () => {
    const fake = createFakePaymentProvider();
    const body = '{"id":"WH-LOCAL-1","event_type":"CUSTOMER.DISPUTE.CREATED","resource":{}}';
    const headers = fake.signWebhook(body);
    expect(await createFakePaymentProvider().verifyWebhook({ headers, rawBody: body })).toEqual({ ok: true });
    expect(await fake.verifyWebhook({ headers, rawBody: body.replace('LOCAL-1', 'LOCAL-2') })).toMatchObject({
      ok: false,
      problem: 'unverified',
    });
    const forged = { ...headers, 'paypal-transmission-sig': Buffer.from('x'.repeat(32)).toString('base64') };
    expect(await fake.verifyWebhook({ headers: forged, rawBody: body })).toMatchObject({ ok: false });
    expect(await fake.verifyWebhook({ headers: {}, rawBody: body })).toMatchObject({ ok: false });
  });
});
