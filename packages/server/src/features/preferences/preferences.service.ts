import {
  type PreferencesInput,
  type QuickRoute,
  type SavedFiltersInput,
  visibleScreens,
} from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { AuthContext } from '../../http/auth-context.js';
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

  /** Filters are saved for a screen the caller may open (its route name), so nobody fills the row with others. */
  function checkScreen(auth: AuthContext, screen: string) {
    if (!visibleScreens(auth.btns).has(screen)) throw new AppError('NO_PERMISSION');
  }

  /** The caller's saved filters of one screen, in the order they keep them. */
  async function savedFilters(auth: AuthContext, screen: string) {
    checkScreen(auth, screen);
    return repo.findSavedFilters(db, auth.userId, screen);
  }

  /** Replaces the caller's saved filters of one screen (the domain schema checked the count and the names). */
  async function setSavedFilters(caller: Caller, input: SavedFiltersInput) {
    checkScreen(caller.auth, input.screen);
    await db.transaction(async (tx) => {
      const before = await repo.findSavedFilters(tx, caller.auth.userId, input.screen);
      await repo.replaceSavedFilters(tx, caller.auth.userId, input.screen, input.filters);
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: 'savedFilters.update',
        recordType: 'user',
        recordId: caller.auth.userId,
        before: { screen: input.screen, filters: before },
        after: { screen: input.screen, filters: input.filters },
      });
    });
    return repo.findSavedFilters(db, caller.auth.userId, input.screen);
  }

  return { get, update, setQuickRoutes, savedFilters, setSavedFilters };
}
