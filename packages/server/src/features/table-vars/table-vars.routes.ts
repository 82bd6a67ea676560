import { envelopeOf, tableVarsSchema } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { findTableVars } from '../../records/table-vars.repository.js';

const query = z.object({
  tableName: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(100),
  columnName: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(100),
});

/** Server-side enumerations keyed by table and column (csTableVar). */
export function tableVarRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const routes = [
    ['/api/csTableVar/getEmunMenuList', 'sort'],
    ['/api/csTableVar/getEmunMenuListOrderByEnName', 'en'],
  ] as const;
  for (const [path, orderBy] of routes) {
    r.get(
      path,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags: ['enumerations'],
          summary: 'Enumeration values of a table column',
          querystring: query,
          response: { 200: envelopeOf(tableVarsSchema) },
        },
      },
      async (request) => {
        const lang = requestLang(request);
        const rows = await findTableVars(deps.db, request.query.tableName, request.query.columnName, orderBy);
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
