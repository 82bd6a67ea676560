import {
  type ErrorName,
  isOwnerInScope,
  NO_RECORD_SCOPE,
  type RecordScope,
  recordScopeOf,
  type ScopeActor,
  type ScopedUser,
} from '@backdesk/domain';
import { type Column, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { readTogether } from '../db/helpers.js';
import { departments, teamMembers, users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { AuthContext } from '../http/auth-context.js';

/** The caller as the scope rules see it. */
export const scopeActorOf = (auth: AuthContext): ScopeActor => ({
  id: auth.userId,
  departmentId: auth.departmentId,
  teams: auth.teams,
});

/**
 * Whose records the caller reaches under the code(s) a call needs (spec 1 §6, domain `recordScopeOf`): one place
 * for refunds, refills, returns, channel problems and the organisation screens. The department tree is read only
 * when a tag 3 entry needs it.
 */
export async function recordScope(db: Tx, auth: AuthContext, codes: string | readonly string[]) {
  const wanted = typeof codes === 'string' ? [codes] : codes;
  const held = auth.btns.filter((b) => wanted.includes(b.code) && b.tag !== 0);
  if (!held.length) return NO_RECORD_SCOPE;
  let parents = new Map<number, number | null>();
  if (held.some((b) => b.tag === 3)) {
    const rows = await db.select({ id: departments.id, parentId: departments.parentId }).from(departments);
    parents = new Map(rows.map((r) => [r.id, r.parentId]));
  }
  return recordScopeOf(scopeActorOf(auth), auth.btns, wanted, parents);
}

/**
 * The SQL condition "this user-id column is a user inside the scope" (the list side of `isUserInRecordScope`);
 * undefined when the scope is everything, `false` when it is nothing.
 */
export function userColumnInScope(scope: RecordScope, column: Column): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.userIds.length) parts.push(inArray(column, scope.userIds));
  if (scope.teamIds.length)
    parts.push(
      sql`${column} IN (SELECT ${teamMembers.userId} FROM ${teamMembers} WHERE ${inArray(teamMembers.teamId, scope.teamIds)})`,
    );
  if (scope.departmentIds.length)
    parts.push(
      sql`${column} IN (SELECT ${users.id} FROM ${users} WHERE ${inArray(users.departmentId, scope.departmentIds)})`,
    );
  return parts.length ? or(...parts) : sql`false`;
}

/** The users as the scope sees them: department and team memberships. */
export async function scopedUsers(db: Tx, ids: readonly number[]): Promise<ScopedUser[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const [rows, memberships] = await readTogether(
    db,
    () =>
      db
        .select({ id: users.id, departmentId: users.departmentId })
        .from(users)
        .where(inArray(users.id, unique)),
    () =>
      db
        .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(inArray(teamMembers.userId, unique)),
  );
  return rows.map((r) => ({
    ...r,
    teamIds: memberships.filter((m) => m.userId === r.id).map((m) => m.teamId),
  }));
}

/** Is a record owned by these users inside the scope? */
export async function ownersInScope(db: Tx, scope: RecordScope, ownerIds: readonly number[]) {
  if (scope.all) return true;
  return isOwnerInScope(scope, await scopedUsers(db, ownerIds));
}

/**
 * Refuses a record outside the caller's scope for the code(s) the call needs, with the record's own not-found
 * error: a record the caller may not reach does not exist for it (as one outside its platforms).
 */
export async function assertRecordInScope(
  db: Tx,
  auth: AuthContext,
  codes: string | readonly string[],
  ownerIds: readonly number[],
  notFound: ErrorName,
) {
  const scope = await recordScope(db, auth, codes);
  if (!(await ownersInScope(db, scope, ownerIds))) throw new AppError(notFound);
}
