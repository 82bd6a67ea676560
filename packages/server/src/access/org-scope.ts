import {
  ADMINISTRATOR_CODES,
  canReachUser,
  type HeldPermission,
  isAdministrator,
  isTeamInRecordScope,
  type RecordScope,
} from '@backdesk/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { rolePermissions, teamMembers, teams, userRoles } from '../db/schema/index.js';
import { scopedUsers } from './record-scope.js';

type Held = Pick<HeldPermission, 'code' | 'tag'>;

/** The administrator codes each role holds, by role id. */
async function adminCodesByRole(db: Tx, roleIds?: readonly number[]) {
  const conds = [inArray(rolePermissions.code, [...ADMINISTRATOR_CODES]), eq(rolePermissions.tag, 4)];
  if (roleIds) conds.push(inArray(rolePermissions.roleId, roleIds.length ? [...roleIds] : [-1]));
  const rows = await db
    .select({ roleId: rolePermissions.roleId, code: rolePermissions.code, tag: rolePermissions.tag })
    .from(rolePermissions)
    .where(and(...conds));
  const byRole = new Map<number, Held[]>();
  for (const r of rows)
    byRole.set(r.roleId, [...(byRole.get(r.roleId) ?? []), { code: r.code, tag: r.tag as Held['tag'] }]);
  return byRole;
}

/** The roles that make their holders administrators (domain `isAdministrator`). */
export async function administratorRoleIds(db: Tx, among?: readonly number[]): Promise<number[]> {
  const byRole = await adminCodesByRole(db, among);
  return [...byRole].filter(([, held]) => isAdministrator(held)).map(([id]) => id);
}

/** The administrators: users holding an administrator role. */
export async function administratorIds(db: Tx): Promise<number[]> {
  const roles = await administratorRoleIds(db);
  if (!roles.length) return [];
  const rows = await db
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roles));
  return rows.map((r) => r.userId);
}

/** May the caller, with this scope, reach the user (in scope, and an administrator only with full scope)? */
export async function userReachable(db: Tx, scope: RecordScope, userId: number) {
  if (scope.all) return true;
  const [user] = await scopedUsers(db, [userId]);
  if (!user) return false;
  const held = await db
    .select({ code: rolePermissions.code, tag: rolePermissions.tag })
    .from(rolePermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, rolePermissions.roleId))
    .where(and(eq(userRoles.userId, userId), inArray(rolePermissions.code, [...ADMINISTRATOR_CODES])));
  return canReachUser(scope, {
    ...user,
    btns: held.map((h) => ({ code: h.code, tag: h.tag as Held['tag'] })),
  });
}

/** The SQL condition "this team is inside the scope" (the list side of domain `isTeamInRecordScope`). */
export function teamInScope(scope: RecordScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.teamIds.length) parts.push(inArray(teams.id, scope.teamIds));
  if (scope.departmentIds.length) parts.push(inArray(teams.departmentId, scope.departmentIds));
  if (scope.userIds.length) {
    parts.push(inArray(teams.leaderId, scope.userIds));
    parts.push(
      sql`${teams.id} IN (SELECT ${teamMembers.teamId} FROM ${teamMembers} WHERE ${inArray(teamMembers.userId, scope.userIds)})`,
    );
  }
  return parts.length ? or(...parts) : sql`false`;
}

/** Is the team (its department, leader and members) inside the scope? */
export function teamReachable(
  scope: RecordScope,
  team: { id: number; departmentId: number | null; leaderId: number | null; memberIds: readonly number[] },
) {
  const memberIds = team.leaderId === null ? team.memberIds : [...team.memberIds, team.leaderId];
  return isTeamInRecordScope(scope, { id: team.id, departmentId: team.departmentId, memberIds });
}
