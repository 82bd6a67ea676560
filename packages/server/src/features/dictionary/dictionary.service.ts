import { timingSafeEqual } from 'node:crypto';
import { VIEW_CODE_LIMITS, viewCodeWait, waitParams } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../audit/audit.repository.js';
import { clearFailures, failureTimes, recordFailure } from '../auth/auth.repository.js';
import * as repo from './dictionary.repository.js';

/** The dictionary entry holding the code that reveals masked data. */
export const VIEW_PASSWORD_CODE = 'viewPassword';

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function createDictionaryService(db: Db) {
  /** Values by code; secret entries are never returned. */
  async function valuesByCodes(codes: string[]) {
    const rows = await repo.findPublicValues(db, codes);
    return Object.fromEntries(rows.map((row) => [row.code, row.value]));
  }

  async function setValue(caller: Caller, code: string, value: unknown, description?: string) {
    await db.transaction(async (tx) => {
      const before = await repo.findEntry(tx, code);
      await repo.upsertEntry(tx, code, value ?? null, description);
      const secret = before?.secret === 1;
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'dictionary.set',
        recordType: 'dictionary',
        recordId: code,
        before: secret ? '[secret]' : (before?.value ?? null),
        after: secret ? '[secret]' : (value ?? null),
      });
    });
  }

  /** Refuses another try while the caller or its address has had too many wrong codes lately. */
  async function throttleViewCode(caller: Caller, username: string) {
    const now = Date.now();
    const since = new Date(now - VIEW_CODE_LIMITS.windowMs);
    const [user, address] = await Promise.all([
      failureTimes(db, 'view-code', { username }, since, VIEW_CODE_LIMITS.maxPerUser),
      failureTimes(db, 'view-code', { ip: caller.ip }, since, VIEW_CODE_LIMITS.maxPerAddress),
    ]);
    const waitMs = viewCodeWait({ user, address }, now);
    if (waitMs <= 0) return;
    await writeAudit(db, { ...auditedBy(caller), action: 'masked.reveal.throttled', status: 429 });
    throw new AppError('VIEW_CODE_RATE_LIMITED', waitParams(waitMs));
  }

  /** Checks the view password (constant-time, throttled per user and address) and audits the attempt. */
  async function verifyViewPassword(caller: Caller, password: string) {
    const username = caller.auth.email.toLowerCase();
    await throttleViewCode(caller, username);
    const row = await repo.findEntry(db, VIEW_PASSWORD_CODE);
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

  return { valuesByCodes, setValue, verifyViewPassword };
}
