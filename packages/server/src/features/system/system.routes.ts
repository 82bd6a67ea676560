import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../http/envelope.js';

export function systemRoutes(app: FastifyInstance, deps: { database: Database; demo: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/system/time',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: { tags: ['system'], summary: 'Heartbeat and time sync: the server time' },
    },
    async () => {
      const now = new Date();
      return ok({ now: now.toISOString(), epochMs: now.getTime() });
    },
  );

  r.get(
    '/api/system/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['system'], summary: 'Liveness and database check' },
    },
    async () => {
      await deps.database.db.execute(sql`select 1`);
      return ok({ status: 'ok', database: deps.database.kind, demo: deps.demo });
    },
  );
}
