import { providerAmount } from '@backdesk/domain';
import {
  headerOf,
  PAYPAL_WEBHOOK_HEADERS,
  type PaymentProvider,
  type ProviderRefundResult,
  type WebhookVerdict,
} from './payment-provider.js';

type PaypalConfig = {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  /** The id PayPal gave the webhook of this server (PAYPAL_WEBHOOK_ID); events are verified against it. */
  webhookId?: string;
};

/**
 * PayPal REST (v2 payments): an OAuth client-credentials token, then POST /v2/payments/captures/{id}/refund
 * with the PayPal-Request-Id header as the idempotency key, so PayPal itself answers a retry with the first
 * refund. Webhook events are verified by PayPal itself: POST /v1/notifications/verify-webhook-signature with the
 * transmission headers, the configured webhook id and the event exactly as received. Configured by
 * PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE and PAYPAL_WEBHOOK_ID.
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

  async function verifyWebhook({
    headers,
    rawBody,
  }: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
  }): Promise<WebhookVerdict> {
    if (!config.webhookId)
      return { ok: false, problem: 'notConfigured', reason: 'PAYPAL_WEBHOOK_ID is not set' };
    const h = PAYPAL_WEBHOOK_HEADERS;
    const meta = {
      auth_algo: headerOf(headers, h.authAlgo),
      cert_url: headerOf(headers, h.certUrl),
      transmission_id: headerOf(headers, h.transmissionId),
      transmission_sig: headerOf(headers, h.transmissionSig),
      transmission_time: headerOf(headers, h.transmissionTime),
      webhook_id: config.webhookId,
    };
    if (Object.values(meta).some((v) => !v))
      return { ok: false, problem: 'unverified', reason: 'The signature headers are missing' };
    // the event goes as it arrived: PayPal's signature covers those bytes, not a re-serialised copy
    const body = `${JSON.stringify(meta).slice(0, -1)},"webhook_event":${rawBody}}`;
    try {
      const res = await fetchImpl(`${config.apiBase}/v1/notifications/verify-webhook-signature`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const answer = (await res.json().catch(() => ({}))) as {
        verification_status?: string;
        message?: string;
        name?: string;
      };
      if (!res.ok)
        return {
          ok: false,
          problem: 'providerError',
          reason: answer.message ?? answer.name ?? `HTTP ${res.status}`,
        };
      return answer.verification_status === 'SUCCESS'
        ? { ok: true }
        : {
            ok: false,
            problem: 'unverified',
            reason: `PayPal answered ${answer.verification_status ?? '?'}`,
          };
    } catch (error) {
      return {
        ok: false,
        problem: 'providerError',
        reason: error instanceof Error ? error.message : String(error),
      };
    }
  }

  return {
    name: 'paypal',
    verifyWebhook,
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
