import type { PreferencesInput, QuickRoute } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../../shared/audit.js';
import * as repo from './preferences.repository.js';

export function createPreferencesService(db: Db) {
  async function get(userId: number) {
    const row = await repo.findPreferences(db, userId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Language and time zone, stored per user. */
  async function update(caller: Caller, input: PreferencesInput) {
    await db.transaction(async (tx) => {
      const before = await repo.findPreferences(tx, caller.auth.userId);
      const values = {
        ...(input.language ? { language: input.language } : {}),
        ...(input.timeZone ? { timeZone: input.timeZone } : {}),
      };
      await repo.updatePreferences(tx, caller.auth.userId, values);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'preferences.update',
        recordType: 'user',
        recordId: caller.auth.userId,
        before: { language: before?.language, timeZone: before?.timeZone },
        after: values,
      });
    });
    return get(caller.auth.userId);
  }

  /** Personal quick routes (already checked by the domain schema: at most 10, no duplicate titles). */
  async function setQuickRoutes(caller: Caller, routes: QuickRoute[]) {
    await db.transaction(async (tx) => {
      const before = await repo.findPreferences(tx, caller.auth.userId);
      await repo.updatePreferences(tx, caller.auth.userId, { quickRoutes: routes });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'quickRoutes.update',
        recordType: 'user',
        recordId: caller.auth.userId,
        before: before?.quickRoutes,
        after: routes,
      });
    });
    return routes;
  }

  return { get, update, setQuickRoutes };
}
