import {
  enteredOrderSchema,
  envelopeOf,
  orderEntryInputSchema,
  orderUpdateInputSchema,
  productOptionSchema,
  shopOptionSchema,
  updatedOrderSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { EntryService } from './entry.service.js';

/** Order entry (spec 3 §2 orderEntry, /NaddEntry, /EditEntry) and the shop list it picks from. */
export function entryRoutes(app: FastifyInstance, deps: { entry: EntryService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { entry } = deps;
  const tags = ['order entry'];

  r.get(
    '/api/csConnectionSite/getAllConnectionSites',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['platforms'],
        summary: "The shops (connection sites) of the caller's platforms",
        response: { 200: envelopeOf(z.array(shopOptionSchema)) },
      },
    },
    async (request) => ok(await entry.shops(callerOf(request).auth)),
  );

  r.get(
    '/api/csProduct/searchBySku',
    {
      config: { permission: 'order.entry' },
      schema: {
        tags,
        summary: 'Up to 20 products whose SKU starts with the text, for the order lines',
        querystring: z.object({
          sku: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(60),
        }),
        response: { 200: envelopeOf(z.array(productOptionSchema)) },
      },
    },
    async (request) => {
      callerOf(request);
      return ok(await entry.productsBySku(request.query.sku));
    },
  );

  r.post(
    '/api/csOrderParent/add',
    {
      config: { permission: 'order.entry' },
      schema: {
        tags,
        summary:
          'Enters a manual order: order, lines, package and payment in one transaction, with history and audit',
        body: orderEntryInputSchema,
        response: { 200: envelopeOf(enteredOrderSchema) },
      },
    },
    async (request) => ok(await entry.add(callerOf(request), request.body)),
  );

  r.post(
    '/api/csOrderParent/update',
    {
      config: { permission: 'order.entry' },
      schema: {
        tags,
        summary:
          'Edits an order entered by hand or in an editable status (interception first while the warehouse works on it)',
        body: orderUpdateInputSchema,
        response: { 200: envelopeOf(updatedOrderSchema) },
      },
    },
    async (request) => ok(await entry.update(callerOf(request), request.body)),
  );
}
