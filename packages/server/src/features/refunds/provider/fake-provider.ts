import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  headerOf,
  PAYPAL_WEBHOOK_HEADERS,
  type PaymentProvider,
  type ProviderRefundResult,
  type WebhookHeaders,
} from './payment-provider.js';

export type FakeProviderCall = {
  paymentRef: string;
  amount: string;
  currency: string;
  idempotencyKey: string;
};

/**
 * The local stand-in's signing key: new for every process, so only events this running server signed itself
 * (the demo's generated messages, the tests) pass its verification; nobody outside can sign one.
 */
const LOCAL_WEBHOOK_KEY = randomBytes(32);
/** What the stand-in writes as the certificate address and algorithm: never PayPal's. */
export const LOCAL_CERT_URL = 'local-stand-in';
const LOCAL_ALGO = 'HMAC-SHA256';

const signatureOf = (transmissionId: string, time: string, rawBody: string) =>
  createHmac('sha256', LOCAL_WEBHOOK_KEY)
    .update(`${transmissionId}|${time}|${createHash('sha256').update(rawBody).digest('hex')}`)
    .digest('base64');

/**
 * The local payment provider of demo mode and tests: no network, deterministic ids (a hash of the idempotency
 * key), the same answer for a repeated key, and a record of every call. A payment reference starting with
 * 'DECLINE' is refused, so the failure path can be shown. It signs webhook events the way PayPal's headers carry
 * a signature (an HMAC with this process's key) and verifies only those it signed.
 */
export function createFakePaymentProvider(): PaymentProvider & {
  calls: FakeProviderCall[];
  refunds: Map<string, string>;
  signWebhook(rawBody: string, at?: Date): Record<string, string>;
} {
  const calls: FakeProviderCall[] = [];
  const refunds = new Map<string, string>();
  return {
    name: 'fake',
    calls,
    refunds,
    async refund(input): Promise<ProviderRefundResult> {
      calls.push({ ...input });
      const known = refunds.get(input.idempotencyKey);
      if (known) return { ok: true, providerRefundId: known };
      if (input.paymentRef.startsWith('DECLINE'))
        return { ok: false, reason: 'The payment cannot be refunded' };
      const id = `FAKE-${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 17).toUpperCase()}`;
      refunds.set(input.idempotencyKey, id);
      return { ok: true, providerRefundId: id };
    },
    signWebhook(rawBody, at = new Date()) {
      const transmissionId = randomUUID();
      const time = at.toISOString();
      return {
        [PAYPAL_WEBHOOK_HEADERS.authAlgo]: LOCAL_ALGO,
        [PAYPAL_WEBHOOK_HEADERS.certUrl]: LOCAL_CERT_URL,
        [PAYPAL_WEBHOOK_HEADERS.transmissionId]: transmissionId,
        [PAYPAL_WEBHOOK_HEADERS.transmissionTime]: time,
        [PAYPAL_WEBHOOK_HEADERS.transmissionSig]: signatureOf(transmissionId, time, rawBody),
      };
    },
    async verifyWebhook({ headers, rawBody }: { headers: WebhookHeaders; rawBody: string }) {
      const id = headerOf(headers, PAYPAL_WEBHOOK_HEADERS.transmissionId);
      const time = headerOf(headers, PAYPAL_WEBHOOK_HEADERS.transmissionTime);
      const sig = headerOf(headers, PAYPAL_WEBHOOK_HEADERS.transmissionSig);
      if (!id || !time || !sig)
        return { ok: false, problem: 'unverified', reason: 'The signature headers are missing' };
      const expected = Buffer.from(signatureOf(id, time, rawBody));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, problem: 'unverified', reason: 'The signature does not match' };
      return { ok: true };
    },
  };
}
