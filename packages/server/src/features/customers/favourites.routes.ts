import {
  envelopeOf,
  favouriteDeletedSchema,
  favouriteInputSchema,
  favouriteListSchema,
  favouriteSavedSchema,
  favouriteSearchInputSchema,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { FavouritesService } from './favourites.service.js';

/** /customerCenter/favouriteClue: the customers and orders an agent pinned for follow-up. */
export function favouritesRoutes(app: FastifyInstance, deps: { favourites: FavouritesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { favourites } = deps;
  const tags = ['customers'];

  r.post(
    '/api/favouriteClue/search',
    {
      config: { permission: 'customer.view', quiet: true },
      schema: {
        tags,
        summary: "The caller's own favourites, the soonest reminder first, then the newest",
        body: favouriteSearchInputSchema,
        response: { 200: envelopeOf(favouriteListSchema) },
      },
    },
    async (request) => ok(await favourites.search(callerOf(request).auth, request.body)),
  );

  r.post(
    '/api/favouriteClue/save',
    {
      config: { permission: 'customer.view' },
      schema: {
        tags,
        summary:
          "Pins a customer or an order of the caller's platforms (again: changes the note and reminder); a reminder time must be in the future (422/5614) and becomes a notice when due",
        body: favouriteInputSchema,
        response: { 200: envelopeOf(favouriteSavedSchema) },
      },
    },
    async (request) => ok(await favourites.save(callerOf(request), request.body)),
  );

  r.post(
    '/api/favouriteClue/delete',
    {
      config: { permission: 'customer.view' },
      schema: {
        tags,
        summary: "Unpins one of the caller's favourites (another's is 404/5613)",
        body: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(favouriteDeletedSchema) },
      },
    },
    async (request) => ok(await favourites.remove(callerOf(request), request.body.id)),
  );
}
