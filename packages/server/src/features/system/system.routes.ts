import { envelopeOf, healthSchema, loginConfigSchema, serverTimeSchema } from '@backdesk/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { findPublicValues } from '../../records/dictionary.repository.js';

/** Dictionary entries the sign-in page reads before anyone is signed in. */
export const LOGIN_CONFIG_CODES = { ssoUrl: 'loginSsoUrl', oaUrl: 'loginOaUrl' } as const;

export function systemRoutes(app: FastifyInstance, deps: { database: Database; demo: boolean }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/system/time',
    {
      config: { permission: 'authenticated', allowDefaultPassword: true },
      schema: {
        tags: ['system'],
        summary: 'Heartbeat and time sync: the server time',
        response: { 200: envelopeOf(serverTimeSchema) },
      },
    },
    async () => {
      const now = new Date();
      return ok({ now, epochMs: now.getTime() });
    },
  );

  r.get(
    '/api/system/health',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: envelopeOf(healthSchema) },
      },
    },
    async () => {
      await deps.database.db.execute(sql`select 1`);
      return ok({ status: 'ok' as const, database: deps.database.kind, demo: deps.demo });
    },
  );

  r.get(
    '/api/system/loginConfig',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Settings of the sign-in page: single-sign-on and OA entry links',
        response: { 200: envelopeOf(loginConfigSchema) },
      },
    },
    async () => {
      const rows = await findPublicValues(deps.database.db, Object.values(LOGIN_CONFIG_CODES));
      const value = (code: string) => {
        const v = rows.find((r) => r.code === code)?.value;
        return typeof v === 'string' && v ? v : null;
      };
      return ok({ ssoUrl: value(LOGIN_CONFIG_CODES.ssoUrl), oaUrl: value(LOGIN_CONFIG_CODES.oaUrl) });
    },
  );
}
