import { timingSafeEqual } from 'node:crypto';
import { VIEW_CODE_LIMITS, viewCodeWait, waitParams } from '@backdesk/domain';
import type { Db } from '../db/client.js';
import { readTogether } from '../db/helpers.js';
import { AppError } from '../http/app-error.js';
import { auditedBy, type Caller } from '../http/caller.js';
import { clearFailures, failureTimes, recordFailure } from '../records/auth.repository.js';
import { findEntry } from '../records/dictionary.repository.js';
import { writeAudit } from '../shared/audit.js';

/** The dictionary entry holding the code that reveals masked data. */
export const VIEW_PASSWORD_CODE = 'viewPassword';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Refuses another try while the caller or its address has had too many wrong codes lately. */
async function throttleViewCode(db: Db, caller: Caller, username: string) {
  const now = Date.now();
  const since = new Date(now - VIEW_CODE_LIMITS.windowMs);
  const [user, address] = await readTogether(
    db,
    () => failureTimes(db, 'view-code', { username }, since, VIEW_CODE_LIMITS.maxPerUser),
    () => failureTimes(db, 'view-code', { ip: caller.ip }, since, VIEW_CODE_LIMITS.maxPerAddress),
  );
  const waitMs = viewCodeWait({ user, address }, now);
  if (waitMs <= 0) return;
  await writeAudit(db, { ...auditedBy(caller), action: 'masked.reveal.throttled', status: 429 });
  throw new AppError('VIEW_CODE_RATE_LIMITED', waitParams(waitMs));
}

/** Checks the view password (constant-time, throttled per user and address) and audits the attempt. */
export async function verifyViewCode(db: Db, caller: Caller, password: string) {
  const username = caller.auth.email.toLowerCase();
  await throttleViewCode(db, caller, username);
  const row = await findEntry(db, VIEW_PASSWORD_CODE);
  const expected = typeof row?.value === 'string' ? row.value : null;
  const valid = expected !== null && sameText(expected, password);
  await db.transaction(async (tx) => {
    if (valid) await clearFailures(tx, 'view-code', username);
    else await recordFailure(tx, username, caller.ip, 'view-code');
    await writeAudit(tx, {
      ...auditedBy(caller),
      action: valid ? 'masked.reveal' : 'masked.reveal.refused',
      status: valid ? 200 : 422,
    });
  });
  if (!valid)
    throw new AppError('VIEW_PASSWORD_INCORRECT', {}, [
      { field: 'password', name: 'VIEW_PASSWORD_INCORRECT' },
    ]);
  return { valid: true };
}
