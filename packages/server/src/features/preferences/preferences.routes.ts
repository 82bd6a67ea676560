import { preferencesInputSchema, quickRoutesSchema } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';

/** The caller's own preferences: language, time zone and quick routes, stored on the server. */
export function preferencesRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const load = async (userId: number) => {
    const [row] = await db
      .select({ language: users.language, timeZone: users.timeZone, quickRoutes: users.quickRoutes })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  r.get(
    '/api/CsCrmUser/preferences',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: { tags: ['preferences'], summary: "The caller's language, time zone and quick routes" },
    },
    async (request) => ok(await load(request.auth!.userId)),
  );

  r.put(
    '/api/CsCrmUser/preferences',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: {
        tags: ['preferences'],
        summary: "Set the caller's language and time zone",
        body: preferencesInputSchema,
      },
    },
    async (request) => {
      const { language, timeZone } = request.body;
      await db
        .update(users)
        .set({ ...(language ? { language } : {}), ...(timeZone ? { timeZone } : {}), updatedAt: new Date() })
        .where(eq(users.id, request.auth!.userId));
      return ok(await load(request.auth!.userId));
    },
  );

  r.put(
    '/api/CsCrmUser/quickRoutes',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['preferences'],
        summary: "Replace the caller's quick routes (at most 10, no duplicate titles)",
        body: quickRoutesSchema,
      },
    },
    async (request) => {
      await db
        .update(users)
        .set({ quickRoutes: request.body, updatedAt: new Date() })
        .where(eq(users.id, request.auth!.userId));
      return ok(request.body);
    },
  );
}
