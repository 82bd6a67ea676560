import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { platforms, rolePlatforms, roles, userRoles } from '../db/schema/index.js';

/** The platforms a user may work on: all when a role says so, else the union of the roles' platforms. */
export async function platformsOfUser(db: Tx, userId: number) {
  const userRoleRows = await db
    .select({ roleId: roles.id, allPlatforms: roles.allPlatforms })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  if (userRoleRows.some((r) => r.allPlatforms)) return db.select().from(platforms).orderBy(asc(platforms.id));
  const roleIds = userRoleRows.map((r) => r.roleId);
  if (!roleIds.length) return [];
  const allowed = db
    .select({ id: rolePlatforms.platformId })
    .from(rolePlatforms)
    .where(inArray(rolePlatforms.roleId, roleIds));
  return db.select().from(platforms).where(inArray(platforms.id, allowed)).orderBy(asc(platforms.id));
}
