import type { RecordScope, UserListQuery } from '@backdesk/domain';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { userColumnInScope } from '../../access/record-scope.js';
import type { Tx } from '../../db/client.js';
import { containsPattern, englishOr, readTogether, sortedBy } from '../../db/helpers.js';
import { departments, roles, teamMembers, teams, userRoles, users } from '../../db/schema/index.js';

/** The columns a user answer may show: never the password hash. */
const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  enName: users.enName,
  departmentId: users.departmentId,
  departmentName: departments.name,
  departmentEnName: departments.enName,
  status: users.status,
  oaUserId: users.oaUserId,
  hrId: users.hrId,
  upmsId: users.upmsId,
  receiveOrders: users.receiveOrders,
  receiveWorkOrders: users.receiveWorkOrders,
  defaultPassword: users.defaultPassword,
  createdAt: users.createdAt,
};
export type UserRow = {
  id: number;
  email: string;
  name: string;
  enName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  departmentEnName: string | null;
  status: 'active' | 'disabled';
  oaUserId: string | null;
  hrId: string | null;
  upmsId: string | null;
  receiveOrders: boolean;
  receiveWorkOrders: boolean;
  defaultPassword: boolean;
  createdAt: Date;
};

/** Whose users a list shows: the caller's scope, less the users it may not open (administrators). */
export type UserListScope = { scope: RecordScope; hidden: number[] };

export async function listUsers(db: Tx, q: UserListQuery, reach: UserListScope) {
  const conds: SQL[] = [];
  const inScope = userColumnInScope(reach.scope, users.id);
  if (inScope) conds.push(inScope);
  if (reach.hidden.length) conds.push(notInArray(users.id, reach.hidden));
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    conds.push(or(ilike(users.name, p), ilike(users.enName, p), ilike(users.email, p))!);
  }
  if (q.departmentId) conds.push(eq(users.departmentId, q.departmentId));
  if (q.status) conds.push(eq(users.status, q.status));
  if (q.teamId) {
    conds.push(
      inArray(
        users.id,
        db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, q.teamId)),
      ),
    );
  }
  if (q.roleId) {
    conds.push(
      inArray(
        users.id,
        db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, q.roleId)),
      ),
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [list, [total]] = await readTogether(
    db,
    () =>
      db
        .select(userColumns)
        .from(users)
        .leftJoin(departments, eq(departments.id, users.departmentId))
        .where(where)
        .orderBy(
          ...sortedBy(
            q,
            {
              name: users.name,
              enName: englishOr(users.enName, users.name),
              department: departments.name,
              departmentEn: englishOr(departments.enName, departments.name),
              status: users.status,
              createdAt: users.createdAt,
            },
            users.id,
          ),
        )
        .limit(q.pageSize)
        .offset((q.pageIndex - 1) * q.pageSize),
    () => db.select({ n: count() }).from(users).where(where),
  );
  return { list: list as UserRow[], total: total?.n ?? 0 };
}

export async function findUser(db: Tx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(eq(users.id, id));
  return row as UserRow | undefined;
}

/** Another user holding the e-mail, compared without case. */
export async function findEmailHolder(db: Tx, email: string, exceptId?: number) {
  const conds = [sql`lower(${users.email}) = ${email.toLowerCase()}`];
  if (exceptId) conds.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conds));
  return row;
}

/** Roles of each user, by user id. */
export async function rolesOfUsers(db: Tx, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name, enName: roles.enName })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
}

/** Teams of each user, by user id. */
export async function teamsOfUsers(db: Tx, userIds: number[]) {
  if (!userIds.length) return [];
  return db
    .select({
      userId: teamMembers.userId,
      id: teams.id,
      name: teams.name,
      enName: teams.enName,
      departmentId: teams.departmentId,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(inArray(teamMembers.userId, userIds))
    .orderBy(asc(teams.id));
}

/** Which of the ids exist in the table. */
export async function existingIds(db: Tx, table: 'roles' | 'teams' | 'departments' | 'users', ids: number[]) {
  if (!ids.length) return new Set<number>();
  const t = { roles, teams, departments, users }[table];
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertUser(db: Tx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

export async function updateUser(db: Tx, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function replaceUserRoles(db: Tx, userId: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  const unique = [...new Set(roleIds)];
  if (unique.length) await db.insert(userRoles).values(unique.map((roleId) => ({ userId, roleId })));
}

export async function replaceUserTeams(db: Tx, userId: number, teamIds: number[]) {
  await db.delete(teamMembers).where(eq(teamMembers.userId, userId));
  const unique = [...new Set(teamIds)];
  if (unique.length) await db.insert(teamMembers).values(unique.map((teamId) => ({ userId, teamId })));
}

export type ReceiveField = 'receiveOrders' | 'receiveWorkOrders';

/** Users for the receive switches: id, names, e-mail, department, both switches and the team ids. */
export async function receiveCandidates(db: Tx, filter: { ids?: number[]; activeOnly?: boolean }) {
  const conds: SQL[] = [];
  if (filter.ids) conds.push(inArray(users.id, filter.ids.length ? filter.ids : [-1]));
  if (filter.activeOnly) conds.push(eq(users.status, 'active'));
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      enName: users.enName,
      email: users.email,
      departmentId: users.departmentId,
      receiveOrders: users.receiveOrders,
      receiveWorkOrders: users.receiveWorkOrders,
    })
    .from(users)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(asc(users.id));
  const memberships = rows.length
    ? await db
        .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
        .from(teamMembers)
        .where(inArray(teamMembers.userId, filter.ids ?? rows.map((r) => r.id)))
    : [];
  return rows.map((r) => ({
    ...r,
    teamIds: memberships.filter((m) => m.userId === r.id).map((m) => m.teamId),
  }));
}

export async function setReceive(db: Tx, userIds: number[], field: ReceiveField, value: boolean) {
  if (!userIds.length) return;
  await db
    .update(users)
    .set({ [field]: value, updatedAt: new Date() })
    .where(inArray(users.id, userIds));
}

/** Role names of the users with this upmsId. */
export async function roleNamesByUpmsId(db: Tx, upmsId: string) {
  const rows = await db
    .selectDistinct({ id: roles.id, name: roles.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.upmsId, upmsId))
    .orderBy(asc(roles.id));
  return rows.map((r) => r.name);
}
