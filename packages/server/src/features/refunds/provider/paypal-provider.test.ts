import { describe, expect, it } from 'vitest';
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
