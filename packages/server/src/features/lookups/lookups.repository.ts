import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { roles, tableVars, teams, userRoles, users } from '../../db/schema/index.js';

const userColumns = { id: users.id, name: users.name, enName: users.enName, email: users.email };

/** Active users who lead a team, with the team, by user and team. */
export async function activeTeamLeaders(db: Tx) {
  return db
    .select({ ...userColumns, teamId: teams.id, teamName: teams.name, teamEnName: teams.enName })
    .from(teams)
    .innerJoin(users, eq(users.id, teams.leaderId))
    .where(eq(users.status, 'active'))
    .orderBy(asc(users.id), asc(teams.id));
}

export async function allRoles(db: Tx) {
  return db.select({ id: roles.id, name: roles.name, enName: roles.enName }).from(roles);
}

/** Active users holding one of these roles, each once, by id. */
export async function activeUsersOfRoles(db: Tx, roleIds: number[]) {
  if (!roleIds.length) return [];
  return db
    .selectDistinct(userColumns)
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(inArray(userRoles.roleId, roleIds), eq(users.status, 'active')))
    .orderBy(asc(users.id));
}

/** Every table variable (the enumerations), by table, column and sort order. */
export async function allTableVars(db: Tx) {
  return db
    .select()
    .from(tableVars)
    .orderBy(asc(tableVars.tableName), asc(tableVars.columnName), asc(tableVars.sort), asc(tableVars.value));
}
