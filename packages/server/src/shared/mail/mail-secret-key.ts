import { createSecretBox, type SecretBox } from './secret-box.js';

/**
 * The key that opens the mailbox passwords: config `mailSecretKey` once the mailboxes part adds it, else
 * MAIL_SECRET_KEY from the environment. One accessor, so the lead rewires one line at merge.
 */
export function mailSecretKeyOf(config: object): string | undefined {
  const fromConfig = (config as { mailSecretKey?: string }).mailSecretKey;
  return fromConfig || process.env.MAIL_SECRET_KEY || undefined;
}

/** The box that opens mailbox passwords, or null when no key is configured (a mailbox's SMTP then fails). */
export function mailSecretBoxOf(config: object): SecretBox | null {
  const key = mailSecretKeyOf(config);
  return key ? createSecretBox(key) : null;
}
