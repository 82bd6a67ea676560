import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs the mail token (a JWT, HS256) for the embedded mail pages. The key is derived from MAIL_SECRET_KEY with
 * its own label, so it is never the key that seals the mailbox passwords.
 */
export function createMailTokenSigner(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'backdesk', 'mail-token v1', 32));
  return {
    sign(claims: Record<string, unknown>) {
      const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
      return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
    },
    /** The claims of a token this server signed, or null (altered, another key, expired). */
    verify(token: string, nowSeconds = Math.floor(Date.now() / 1000)) {
      const [h, p, sig] = token.split('.');
      if (!h || !p || !sig) return null;
      const good = createHmac('sha256', key).update(`${h}.${p}`).digest('base64url');
      if (good.length !== sig.length || !timingSafeEqual(Buffer.from(good), Buffer.from(sig))) return null;
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as { exp?: number };
      return typeof claims.exp === 'number' && claims.exp > nowSeconds ? claims : null;
    },
  };
}
