import { createHash, randomBytes } from 'node:crypto';
import { passwordCandidates } from '@backdesk/domain';
import { hash, verify } from '@node-rs/argon2';

/** An opaque token of 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');
/** Tokens are stored only as their SHA-256. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Argon2id with the library's defaults (OWASP: m=19 MiB, t=2, p=1). */
export const hashPassword = (password: string) => hash(password);

// Verified against when the account does not exist, so both paths take the same time.
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no-such-account-password-1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

/** A typed password (sign-in, current password) against the stored hash: see `passwordCandidates`. */
export async function verifyTypedPassword(passwordHash: string | null, typed: string): Promise<boolean> {
  for (const candidate of passwordCandidates(typed)) {
    if (await verifyPassword(passwordHash, candidate)) return true;
  }
  return false;
}
