import type { HeldPermission } from './catalogue.js';
import { type DepartmentParents, isInDepartmentTree, type ScopeActor } from './scope.js';
import type { ScopedUser } from './user-scope.js';

/**
 * Whose records the caller may reach under a permission code (spec 1 §6), resolved once per call so that a list
 * (as a SQL filter) and a single record (as `isOwnerInScope`) apply the same rule. A record belongs to the users
 * that own it (its creator; a channel problem also its assignee); a user record belongs to the user itself.
 * `all` is tag 4; otherwise a user is inside when it is one of `userIds` (tag 1 self: the caller), a member of one
 * of `teamIds` (tag 1 team: the permission's team), or in one of `departmentIds` (tag 2: the caller's department or
 * its teams' departments; tag 3 the same with every sub-department).
 */
export type RecordScope =
  | { all: true }
  | { all: false; userIds: number[]; teamIds: number[]; departmentIds: number[] };

/** The scope nothing passes: the code is not held (or only with tag 0). */
export const NO_RECORD_SCOPE: RecordScope = { all: false, userIds: [], teamIds: [], departmentIds: [] };

/** Every department at or below one of the roots, read from the child -> parent map. */
function departmentsUnder(roots: readonly number[], parents: DepartmentParents): number[] {
  const all = new Set<number>([...parents.keys(), ...roots]);
  return [...all].filter((d) => roots.some((root) => isInDepartmentTree(d, root, parents)));
}

/** The scope of every entry the actor holds for any of the codes (roles and codes add up). */
export function recordScopeOf(
  actor: ScopeActor,
  btns: readonly HeldPermission[],
  codes: string | readonly string[],
  parents: DepartmentParents = new Map(),
): RecordScope {
  const wanted = typeof codes === 'string' ? [codes] : codes;
  const userIds = new Set<number>();
  const teamIds = new Set<number>();
  const departmentIds = new Set<number>();
  for (const perm of btns) {
    if (!wanted.includes(perm.code) || perm.tag === 0) continue;
    if (perm.tag === 4) return { all: true };
    if (perm.tag === 1) {
      if (perm.permType === 'self') userIds.add(actor.id);
      else if (perm.crmTeamId !== null) teamIds.add(perm.crmTeamId);
      continue;
    }
    const roots = (
      perm.permType === 'self'
        ? [actor.departmentId]
        : actor.teams
            .filter((t) => perm.crmTeamId === null || t.id === perm.crmTeamId)
            .map((t) => t.departmentId)
    ).filter((d): d is number => d !== null);
    const reached = perm.tag === 2 ? roots : departmentsUnder(roots, parents);
    for (const d of reached) departmentIds.add(d);
  }
  return {
    all: false,
    userIds: [...userIds].sort((a, b) => a - b),
    teamIds: [...teamIds].sort((a, b) => a - b),
    departmentIds: [...departmentIds].sort((a, b) => a - b),
  };
}

/** Is one user (a record's owner, or a user record itself) inside the scope? */
export function isUserInRecordScope(scope: RecordScope, user: ScopedUser): boolean {
  if (scope.all) return true;
  return (
    scope.userIds.includes(user.id) ||
    user.teamIds.some((t) => scope.teamIds.includes(t)) ||
    (user.departmentId !== null && scope.departmentIds.includes(user.departmentId))
  );
}

/** Is a record with these owners inside the scope? It is when any of its owners is. */
export function isOwnerInScope(scope: RecordScope, owners: readonly ScopedUser[]): boolean {
  return scope.all || owners.some((o) => isUserInRecordScope(scope, o));
}

/** A team as the scope sees it: its department and who belongs to it (members and leader). */
export type ScopedTeam = { id: number; departmentId: number | null; memberIds: readonly number[] };

/** Is the team inside the scope: its department reached, the permission's team, or one the caller belongs to? */
export function isTeamInRecordScope(scope: RecordScope, team: ScopedTeam): boolean {
  if (scope.all) return true;
  return (
    scope.teamIds.includes(team.id) ||
    (team.departmentId !== null && scope.departmentIds.includes(team.departmentId)) ||
    team.memberIds.some((m) => scope.userIds.includes(m))
  );
}

/** Is a department inside the scope (tag 2/3 reach it; tag 1 reaches no department)? */
export function isDepartmentInRecordScope(scope: RecordScope, departmentId: number): boolean {
  return scope.all || scope.departmentIds.includes(departmentId);
}

/** The codes that make a user an administrator: they can grant any permission to anyone. */
export const ADMINISTRATOR_CODES = ['role.manage', 'user.manage'] as const;

/** An administrator holds user or role management with tag 4 (all); only someone with full scope reaches one. */
export function isAdministrator(btns: readonly Pick<HeldPermission, 'code' | 'tag'>[]): boolean {
  return btns.some((b) => b.tag === 4 && (ADMINISTRATOR_CODES as readonly string[]).includes(b.code));
}

/**
 * May the caller, with this scope, reach this user record? Inside the scope, and an administrator only with full
 * scope (a department-scoped leader in the administrator's department does not open it).
 */
export function canReachUser(
  scope: RecordScope,
  user: ScopedUser & { btns: readonly Pick<HeldPermission, 'code' | 'tag'>[] },
): boolean {
  if (scope.all) return true;
  return !isAdministrator(user.btns) && isUserInRecordScope(scope, user);
}
