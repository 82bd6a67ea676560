import { timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { systemDictionary } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { writeAudit } from '../audit/audit.repository.js';

/** The dictionary entry holding the code that reveals masked data. */
export const VIEW_PASSWORD_CODE = 'viewPassword';

const codesBody = z.object({
  // a list, or a comma-separated text as older clients send it
  dictCodes: z
    .union([z.array(z.string().max(100)).max(100), z.string().max(2000)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
});

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The system dictionary (csSystemDictionary). Secret entries are never returned. */
export function dictionaryRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.post(
    '/api/csSystemDictionary/getSystemDictionaryValueByPaths',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dictionary'],
        summary: 'Dictionary values by code (roleSpecialPermissionConfig, ...)',
        body: codesBody,
      },
    },
    async (request) => {
      const codes = request.body.dictCodes;
      const rows = codes.length
        ? await db
            .select()
            .from(systemDictionary)
            .where(and(inArray(systemDictionary.code, codes), eq(systemDictionary.secret, 0)))
        : [];
      return ok(Object.fromEntries(rows.map((row) => [row.code, row.value])));
    },
  );

  r.put(
    '/api/csSystemDictionary/:code',
    {
      config: { permission: 'dictionary.manage' },
      schema: {
        tags: ['dictionary'],
        summary: 'Set a dictionary value',
        params: z.object({ code: z.string().min(1).max(100) }),
        body: z.object({ value: z.unknown(), description: z.string().max(200).optional() }),
      },
    },
    async (request) => {
      const { code } = request.params;
      const auth = request.auth!;
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(systemDictionary).where(eq(systemDictionary.code, code));
        const value = request.body.value ?? null;
        await tx
          .insert(systemDictionary)
          .values({ code, value, description: request.body.description })
          .onConflictDoUpdate({
            target: systemDictionary.code,
            set: {
              value,
              description: request.body.description ?? before?.description,
              updatedAt: new Date(),
            },
          });
        await writeAudit(tx, {
          userId: auth.userId,
          username: auth.email,
          action: 'dictionary.set',
          method: 'PUT',
          path: request.routeOptions.url,
          recordType: 'dictionary',
          recordId: code,
          before: before?.secret ? '[secret]' : (before?.value ?? null),
          after: before?.secret ? '[secret]' : value,
          ip: request.ip,
        });
      });
      return ok(null);
    },
  );

  r.post(
    '/api/csSystemDictionary/verifyViewPassword',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dictionary'],
        summary: 'Check the code that reveals masked data',
        body: z.object({
          password: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(100),
        }),
      },
    },
    async (request) => {
      const [row] = await db
        .select()
        .from(systemDictionary)
        .where(eq(systemDictionary.code, VIEW_PASSWORD_CODE));
      const expected = typeof row?.value === 'string' ? row.value : null;
      const valid = expected !== null && sameText(expected, request.body.password);
      await writeAudit(db, {
        userId: request.auth!.userId,
        username: request.auth!.email,
        action: valid ? 'masked.reveal' : 'masked.reveal.refused',
        path: request.routeOptions.url,
        status: valid ? 200 : 422,
        ip: request.ip,
      });
      if (!valid)
        throw new AppError('VIEW_PASSWORD_INCORRECT', {}, [
          { field: 'password', name: 'VIEW_PASSWORD_INCORRECT' },
        ]);
      return ok({ valid: true });
    },
  );
}
