import { hasPermission } from '@backdesk/domain';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { platforms, rolePlatforms, roles, userRoles } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';

/** The platforms a user may work on: all when a role says so, else the union of the roles' platforms. */
export async function platformsOfUser(db: Db, userId: number) {
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
  return db
    .select()
    .from(platforms)
    .where(or(inArray(platforms.id, allowed)))
    .orderBy(asc(platforms.id));
}

/** Sales platforms filtered by permission (csConnectionSite). */
export function platformRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const shape = (lang: 'zh' | 'en') => (p: typeof platforms.$inferSelect) => ({
    id: p.id,
    code: p.code,
    kind: p.kind,
    name: lang === 'zh' ? p.name : p.enName,
    zh: p.name,
    en: p.enName,
  });

  r.get(
    '/api/csConnectionSite/getAllPlatformByPermission',
    {
      config: { permission: 'authenticated' },
      schema: { tags: ['platforms'], summary: "The caller's platforms" },
    },
    async (request) =>
      ok((await platformsOfUser(deps.db, request.auth!.userId)).map(shape(requestLang(request)))),
  );

  r.get(
    '/api/csConnectionSite/getPermissionPlatformByUseId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['platforms'],
        summary: "A user's platforms (another user's needs user.view)",
        querystring: z.object({ userId: z.coerce.number().int().positive().optional() }),
      },
    },
    async (request) => {
      const auth = request.auth!;
      const userId = request.query.userId ?? auth.userId;
      if (userId !== auth.userId && !hasPermission(auth.btns, 'user.view'))
        throw new AppError('NO_PERMISSION');
      return ok((await platformsOfUser(deps.db, userId)).map(shape(requestLang(request))));
    },
  );
}
