import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { headerOf, PP_WEBHOOK_HEADERS, type PpProvider, type WebhookHeaders } from './pp-provider.js';

/**
 * The LOCAL STAND-IN for PayPal (demo mode and tests): it is not PayPal and reaches no network. Its signing key is
 * made new by each process, so only events this running server signed itself (the demo's generated disputes, the
 * tests) pass its verification; nobody outside can sign one.
 */
const LOCAL_KEY = randomBytes(32);
/** What the stand-in writes as the certificate address: never PayPal's. */
export const LOCAL_CERT_URL = 'local-stand-in';

const signatureOf = (accountId: number, transmissionId: string, time: string, rawBody: string) =>
  createHmac('sha256', LOCAL_KEY)
    .update(`${accountId}|${transmissionId}|${time}|${createHash('sha256').update(rawBody).digest('hex')}`)
    .digest('base64');

export type LocalSentMessage = { accountId: number; disputeId: string; content: string };

/**
 * The local provider: verifies an HMAC of its own over the account, the transmission id and time and the body's
 * bytes; takes messages without sending them anywhere (recorded in `sent`), refusing one that starts with
 * 'FAIL' so the failure path can be shown.
 */
export function createLocalPpProvider(): PpProvider & {
  sent: LocalSentMessage[];
  signWebhook(accountId: number, rawBody: string, at?: Date): Record<string, string>;
} {
  const sent: LocalSentMessage[] = [];
  return {
    name: 'local',
    sent,
    signWebhook(accountId, rawBody, at = new Date()) {
      const transmissionId = randomUUID();
      const time = at.toISOString();
      return {
        [PP_WEBHOOK_HEADERS.authAlgo]: 'HMAC-SHA256',
        [PP_WEBHOOK_HEADERS.certUrl]: LOCAL_CERT_URL,
        [PP_WEBHOOK_HEADERS.transmissionId]: transmissionId,
        [PP_WEBHOOK_HEADERS.transmissionTime]: time,
        [PP_WEBHOOK_HEADERS.transmissionSig]: signatureOf(accountId, transmissionId, time, rawBody),
      };
    },
    async verifyWebhook(account, { headers, rawBody }: { headers: WebhookHeaders; rawBody: string }) {
      const id = headerOf(headers, PP_WEBHOOK_HEADERS.transmissionId);
      const time = headerOf(headers, PP_WEBHOOK_HEADERS.transmissionTime);
      const sig = headerOf(headers, PP_WEBHOOK_HEADERS.transmissionSig);
      if (!id || !time || !sig)
        return { ok: false, problem: 'unverified', reason: 'The signature headers are missing' };
      const expected = Buffer.from(signatureOf(account.id, id, time, rawBody));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, problem: 'unverified', reason: 'The signature does not match' };
      return { ok: true };
    },
    async sendMessage(account, { disputeId, content }) {
      if (content.startsWith('FAIL')) return { ok: false, reason: 'The local stand-in refused the message' };
      sent.push({ accountId: account.id, disputeId, content });
      return { ok: true, providerRef: `LOCAL-${randomUUID()}` };
    },
  };
}
