import type { HeldPermission, PermissionTag, RoleListQuery } from '@backdesk/domain';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { containsPattern, englishOr, readTogether, sortedBy } from '../../db/helpers.js';
import { platforms, rolePermissions, rolePlatforms, roles, teams, userRoles } from '../../db/schema/index.js';

export type RoleRow = typeof roles.$inferSelect;

export async function listRoles(db: Tx, q: RoleListQuery, hidden: readonly number[] = []) {
  const conds: SQL[] = [];
  if (hidden.length) conds.push(notInArray(roles.id, [...hidden]));
  if (q.keyword) {
    const p = containsPattern(q.keyword);
    conds.push(or(ilike(roles.name, p), ilike(roles.enName, p))!);
  }
  const where = conds.length ? and(...conds) : undefined;
  const [list, [total]] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(roles)
        .where(where)
        .orderBy(
          ...sortedBy(
            q,
            { name: roles.name, enName: englishOr(roles.enName, roles.name), createdAt: roles.createdAt },
            roles.id,
          ),
        )
        .limit(q.pageSize)
        .offset((q.pageIndex - 1) * q.pageSize),
    () => db.select({ n: count() }).from(roles).where(where),
  );
  return { list, total: total?.n ?? 0 };
}

export async function findRole(db: Tx, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

/** Permissions, platforms and user counts of the roles. */
export async function roleSets(db: Tx, roleIds: number[]) {
  if (!roleIds.length) return { permissions: [], platforms: [], userCounts: [] };
  const [permissionRows, platformRows, userCounts] = await readTogether(
    db,
    () =>
      db
        .select()
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, roleIds))
        .orderBy(asc(rolePermissions.code), asc(rolePermissions.tag)),
    () =>
      db
        .select()
        .from(rolePlatforms)
        .where(inArray(rolePlatforms.roleId, roleIds))
        .orderBy(asc(rolePlatforms.platformId)),
    () =>
      db
        .select({ roleId: userRoles.roleId, n: count() })
        .from(userRoles)
        .where(inArray(userRoles.roleId, roleIds))
        .groupBy(userRoles.roleId),
  );
  return {
    permissions: permissionRows.map((p) => ({ ...p, tag: p.tag as PermissionTag })),
    platforms: platformRows,
    userCounts: userCounts.map((u) => ({ roleId: u.roleId, n: Number(u.n) })),
  };
}

/** Another role with exactly this name. */
export async function findRoleByName(db: Tx, name: string, exceptId?: number) {
  const conds = [eq(roles.name, name)];
  if (exceptId) conds.push(ne(roles.id, exceptId));
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(...conds));
  return row;
}

export async function insertRole(db: Tx, values: typeof roles.$inferInsert) {
  const [row] = await db.insert(roles).values(values).returning({ id: roles.id });
  return row!.id;
}

export async function updateRole(db: Tx, id: number, values: Partial<typeof roles.$inferInsert>) {
  await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id));
}

export async function replaceRolePermissions(db: Tx, roleId: number, permissions: HeldPermission[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length) await db.insert(rolePermissions).values(permissions.map((p) => ({ ...p, roleId })));
}

export async function replaceRolePlatforms(db: Tx, roleId: number, platformIds: number[]) {
  await db.delete(rolePlatforms).where(eq(rolePlatforms.roleId, roleId));
  const unique = [...new Set(platformIds)];
  if (unique.length)
    await db.insert(rolePlatforms).values(unique.map((platformId) => ({ roleId, platformId })));
}

/** Which of the ids exist in the table. */
export async function existingIds(db: Tx, table: 'platforms' | 'teams', ids: number[]) {
  if (!ids.length) return new Set<number>();
  const t = table === 'platforms' ? platforms : teams;
  const rows = await db.select({ id: t.id }).from(t).where(inArray(t.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The users holding the role. */
export async function holdersOf(db: Tx, roleId: number) {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, roleId));
  return rows.map((r) => r.userId);
}
