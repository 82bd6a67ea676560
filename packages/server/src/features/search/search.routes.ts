import { envelopeOf, searchInputSchema, searchResultSchema } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { SearchService } from './search.service.js';

/** The global search of the shell (spec 1 §2.4). */
export function searchRoutes(app: FastifyInstance, deps: { search: SearchService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/search',
    {
      // order rows, customers and SKUs need order.view, parcels package.view: checked by the service
      config: { permission: 'authenticated', quiet: true },
      schema: {
        tags: ['search'],
        summary:
          'Global search: orders, parcels, customers or SKUs whose field (searchType) matches the text (exact or prefix; phone numbers by their last digits)',
        body: searchInputSchema,
        response: { 200: envelopeOf(searchResultSchema) },
      },
    },
    async (request) => ok(await deps.search.search(callerOf(request).auth, request.body)),
  );
}
