import { verifyViewCode } from '../../access/view-code.js';
import type { Db } from '../../db/client.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import * as repo from '../../records/dictionary.repository.js';
import { writeAudit } from '../../shared/audit.js';

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

  /** Checks the view password (constant-time, throttled, audited): access/view-code.ts. */
  const verifyViewPassword = (caller: Caller, password: string) => verifyViewCode(db, caller, password);

  return { valuesByCodes, setValue, verifyViewPassword };
}
