import { providerAmount } from '@backdesk/domain';
import type { PaymentProvider, ProviderRefundResult } from './payment-provider.js';

type PaypalConfig = { clientId: string; clientSecret: string; apiBase: string };

/**
 * PayPal REST (v2 payments): an OAuth client-credentials token, then POST /v2/payments/captures/{id}/refund
 * with the PayPal-Request-Id header as the idempotency key, so PayPal itself answers a retry with the first
 * refund. Configured by PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_API_BASE.
 */
export function createPaypalProvider(config: PaypalConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  let token: { value: string; expires: number } | null = null;

  async function accessToken() {
    if (token && token.expires > Date.now() + 60_000) return token.value;
    const res = await fetchImpl(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`PayPal sign-in failed (${res.status})`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, expires: Date.now() + body.expires_in * 1000 };
    return token.value;
  }

  return {
    name: 'paypal',
    async refund(input): Promise<ProviderRefundResult> {
      try {
        const res = await fetchImpl(
          `${config.apiBase}/v2/payments/captures/${encodeURIComponent(input.paymentRef)}/refund`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await accessToken()}`,
              'content-type': 'application/json',
              'paypal-request-id': input.idempotencyKey,
              prefer: 'return=minimal',
            },
            body: JSON.stringify({
              amount: {
                value: providerAmount(input.amount, input.currency),
                currency_code: input.currency.toUpperCase(),
              },
            }),
            signal: AbortSignal.timeout(30_000),
          },
        );
        const body = (await res.json().catch(() => ({}))) as { id?: string; message?: string; name?: string };
        if (!res.ok || !body.id)
          return { ok: false, reason: body.message ?? body.name ?? `HTTP ${res.status}` };
        return { ok: true, providerRefundId: body.id };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
