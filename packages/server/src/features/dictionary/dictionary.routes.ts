import { dictionaryValuesSchema, envelopeOf, viewPasswordAnswerSchema } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { createDictionaryService } from './dictionary.service.js';

const codesBody = z.object({
  // a list, or a comma-separated text as older clients send it
  dictCodes: z
    .union([z.array(z.string().max(100)).max(100), z.string().max(2000)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)),
});

/** The system dictionary (csSystemDictionary). */
export function dictionaryRoutes(app: FastifyInstance, deps: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createDictionaryService(deps.db);

  r.post(
    '/api/csSystemDictionary/getSystemDictionaryValueByPaths',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['dictionary'],
        summary: 'Dictionary values by code (roleSpecialPermissionConfig, ...)',
        body: codesBody,
        response: { 200: envelopeOf(dictionaryValuesSchema) },
      },
    },
    async (request) => ok(await service.valuesByCodes(request.body.dictCodes)),
  );

  r.put(
    '/api/csSystemDictionary/:code',
    {
      config: { permission: 'dictionary.manage' },
      schema: {
        tags: ['dictionary'],
        summary: 'Set a dictionary value',
        params: z.object({ code: z.string().min(1).max(100) }),
        body: z.object({
          // the column holds JSON and is never empty: null or no value is refused, not a 500
          value: z.unknown().refine((v) => v !== null && v !== undefined, { error: 'FIELD_REQUIRED' }),
          description: z.string().max(200).optional(),
        }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await service.setValue(
        callerOf(request),
        request.params.code,
        request.body.value,
        request.body.description,
      );
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
        response: { 200: envelopeOf(viewPasswordAnswerSchema) },
      },
    },
    async (request) => ok(await service.verifyViewPassword(callerOf(request), request.body.password)),
  );
}
