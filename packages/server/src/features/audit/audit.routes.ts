import { auditLogListSchema, envelopeOf, pageQuerySchema } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { listAudit } from '../../shared/audit.js';

const auditQuery = pageQuerySchema.extend({
  userId: z.coerce.number().int().positive().optional(),
  action: z.string().max(60).optional(),
  recordType: z.string().max(60).optional(),
  recordId: z.string().max(60).optional(),
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
});

export function auditRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/auditLogs',
    {
      config: { permission: 'audit.view', quiet: true },
      schema: {
        tags: ['audit'],
        summary: 'The audit log, newest first',
        querystring: auditQuery,
        response: { 200: envelopeOf(auditLogListSchema) },
      },
    },
    async (request) => ok(await listAudit(deps.db, request.query)),
  );
}
