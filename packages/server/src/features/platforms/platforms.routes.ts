import { envelopeOf, platformOptionsSchema } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { createPlatformsService } from './platforms.service.js';

/** Sales platforms filtered by permission (csConnectionSite). */
export function platformRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createPlatformsService(deps.db);

  r.get(
    '/api/csConnectionSite/getAllPlatformByPermission',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['platforms'],
        summary: "The caller's platforms",
        response: { 200: envelopeOf(platformOptionsSchema) },
      },
    },
    async (request) => {
      const { auth } = callerOf(request);
      return ok(await service.platformsFor(auth, auth.userId, requestLang(request)));
    },
  );

  r.get(
    '/api/csConnectionSite/getPermissionPlatformByUseId',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['platforms'],
        summary: "A user's platforms (another user's needs user.view)",
        querystring: z.object({ userId: z.coerce.number().int().positive().optional() }),
        response: { 200: envelopeOf(platformOptionsSchema) },
      },
    },
    async (request) => {
      const { auth } = callerOf(request);
      return ok(await service.platformsFor(auth, request.query.userId ?? auth.userId, requestLang(request)));
    },
  );
}
