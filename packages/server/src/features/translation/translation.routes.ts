import { translateInputSchema, translateResponseSchema } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { TranslationService } from './translation.service.js';

/** Translation of Chinese cells and mail bodies (spec 1 §7, spec 3 §7): any signed-in person. */
export function translationRoutes(app: FastifyInstance, deps: { translation: TranslationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/user/translate',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['translation'],
        summary:
          'Translates a text (zh to en by default) through the configured model; needCache answers from the cache. Failures (5350, timeout 5351, no model 5352) carry the spec message; 5353 past 30 calls a minute',
        body: translateInputSchema,
        response: { 200: translateResponseSchema },
      },
    },
    async (request) => ok(await deps.translation.translate(callerOf(request), request.body)),
  );
}
