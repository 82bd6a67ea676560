import {
  headerOf,
  PP_WEBHOOK_HEADERS,
  type PpAccount,
  type PpProvider,
  type PpVerdict,
} from './pp-provider.js';

/**
 * PayPal's REST API with each account's own credentials (paypalSetting): an OAuth client-credentials token per
 * account, webhook events verified by PayPal itself (POST /v1/notifications/verify-webhook-signature with the
 * transmission headers, the account's webhook id and the event exactly as received), and messages to a case's
 * buyer (POST /v1/customer/disputes/{id}/send-message).
 */
export function createPaypalRestProvider(apiBase: string, fetchImpl: typeof fetch = fetch): PpProvider {
  const tokens = new Map<string, { value: string; expires: number }>();

  async function accessToken(account: PpAccount & { clientSecret: string }) {
    const held = tokens.get(account.clientId);
    if (held && held.expires > Date.now() + 60_000) return held.value;
    const res = await fetchImpl(`${apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${account.clientId}:${account.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(30_000),
    });
    if (!res.ok) throw new Error(`PayPal sign-in failed (${res.status})`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    tokens.set(account.clientId, { value: body.access_token, expires: Date.now() + body.expires_in * 1000 });
    return body.access_token;
  }

  const withSecret = (a: PpAccount): (PpAccount & { clientSecret: string }) | null =>
    a.clientSecret ? { ...a, clientSecret: a.clientSecret } : null;
  const failure = (error: unknown) => (error instanceof Error ? error.message : String(error));

  return {
    name: 'paypal',
    async verifyWebhook(account, { headers, rawBody }): Promise<PpVerdict> {
      const creds = withSecret(account);
      if (!account.webhookId || !creds)
        return {
          ok: false,
          problem: 'notConfigured',
          reason: 'The account has no webhook id or credentials',
        };
      const h = PP_WEBHOOK_HEADERS;
      const meta = {
        auth_algo: headerOf(headers, h.authAlgo),
        cert_url: headerOf(headers, h.certUrl),
        transmission_id: headerOf(headers, h.transmissionId),
        transmission_sig: headerOf(headers, h.transmissionSig),
        transmission_time: headerOf(headers, h.transmissionTime),
        webhook_id: account.webhookId,
      };
      if (Object.values(meta).some((v) => !v))
        return { ok: false, problem: 'unverified', reason: 'The signature headers are missing' };
      // the event goes as it arrived: PayPal's signature covers those bytes, not a re-serialised copy
      const body = `${JSON.stringify(meta).slice(0, -1)},"webhook_event":${rawBody}}`;
      try {
        const res = await fetchImpl(`${apiBase}/v1/notifications/verify-webhook-signature`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${await accessToken(creds)}`,
            'content-type': 'application/json',
          },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        const answer = (await res.json().catch(() => ({}))) as {
          verification_status?: string;
          message?: string;
        };
        if (!res.ok)
          return { ok: false, problem: 'providerError', reason: answer.message ?? `HTTP ${res.status}` };
        return answer.verification_status === 'SUCCESS'
          ? { ok: true }
          : {
              ok: false,
              problem: 'unverified',
              reason: `PayPal answered ${answer.verification_status ?? '?'}`,
            };
      } catch (error) {
        return { ok: false, problem: 'providerError', reason: failure(error) };
      }
    },
    async sendMessage(account, { disputeId, content }) {
      const creds = withSecret(account);
      if (!creds) return null;
      try {
        const res = await fetchImpl(
          `${apiBase}/v1/customer/disputes/${encodeURIComponent(disputeId)}/send-message`,
          {
            method: 'POST',
            headers: {
              authorization: `Bearer ${await accessToken(creds)}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ message: content }),
            signal: AbortSignal.timeout(30_000),
          },
        );
        const answer = (await res.json().catch(() => ({}))) as { message?: string; name?: string };
        if (!res.ok) return { ok: false, reason: answer.message ?? answer.name ?? `HTTP ${res.status}` };
        // PayPal answers the case's links, not a message id: its debug id names the accepted call
        return { ok: true, providerRef: res.headers.get('paypal-debug-id') ?? `${disputeId}@${Date.now()}` };
      } catch (error) {
        return { ok: false, reason: failure(error) };
      }
    },
  };
}
