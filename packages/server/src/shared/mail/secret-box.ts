import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the mailbox passwords at rest (AES-256-GCM). The key is derived (HKDF-SHA256) from MAIL_SECRET_KEY, so
 * any long random string serves; the stored text is `v1.<iv>.<tag>.<ciphertext>` in base64url. A text altered
 * or encrypted under another key fails to open instead of yielding garbage.
 */
export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

export function createSecretBox(secret: string): SecretBox {
  if (secret.length < 16) throw new Error('MAIL_SECRET_KEY must be at least 16 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, 'backdesk', 'mailbox-secrets v1', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined)
        throw new Error('not a sealed mailbox secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
