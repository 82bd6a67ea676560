import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { tableVars } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';

const query = z.object({
  tableName: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(100),
  columnName: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(100),
});

/** Server-side enumerations keyed by table and column (csTableVar). */
export function tableVarRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routes = [
    ['/api/csTableVar/getEmunMenuList', asc(tableVars.sort)],
    ['/api/csTableVar/getEmunMenuListOrderByEnName', asc(tableVars.en)],
  ] as const;
  for (const [path, order] of routes) {
    r.get(
      path,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags: ['enumerations'],
          summary: 'Enumeration values of a table column',
          querystring: query,
        },
      },
      async (request) => {
        const lang = requestLang(request);
        const rows = await deps.db
          .select()
          .from(tableVars)
          .where(
            and(
              eq(tableVars.tableName, request.query.tableName),
              eq(tableVars.columnName, request.query.columnName),
            ),
          )
          .orderBy(order, asc(tableVars.value));
        return ok(
          rows.map((v) => ({
            value: v.value,
            key: v.key,
            zh: v.zh,
            en: v.en,
            name: lang === 'zh' ? v.zh : v.en,
          })),
        );
      },
    );
  }
}
