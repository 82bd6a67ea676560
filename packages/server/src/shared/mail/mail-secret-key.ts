import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import { createSecretBox, type SecretBox } from './secret-box.js';

/** The file demo mode keeps its generated mailbox key in, inside DATA_DIR. */
export const MAIL_SECRET_FILE = 'mail-secret.key';

/** The warning the server logs at start without a key (outside demo mode). */
export const NO_MAIL_SECRET_KEY =
  'MAIL_SECRET_KEY is not set: shop mailboxes cannot be saved (their passwords are encrypted with it)';

/**
 * Demo mode's key: made once (32 random bytes) and kept in DATA_DIR with mode 0600, so the demo mailboxes' sealed
 * passwords still open after a restart. Outside demo mode nothing is made: the administrator sets MAIL_SECRET_KEY.
 */
export function withMailSecretKey(config: Config): Config {
  if (config.mailSecretKey || !config.demo) return config;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, MAIL_SECRET_FILE);
  if (!fs.existsSync(file)) {
    // 'wx': never overwrite a key a second process wrote meanwhile
    try {
      fs.writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return { ...config, mailSecretKey: fs.readFileSync(file, 'utf8').trim() };
}

/** The box that opens mailbox passwords, or null when no key is configured (a mailbox's SMTP then fails). */
export function mailSecretBoxOf(config: Pick<Config, 'mailSecretKey'>): SecretBox | null {
  return config.mailSecretKey ? createSecretBox(config.mailSecretKey) : null;
}
