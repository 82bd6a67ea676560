import {
  envelopeOf,
  neighbourOrderSchema,
  orderHistorySchema,
  orderLinesPageSchema,
  orderListInputSchema,
  orderListSchema,
  orderViewSchema,
  pageInputSchema,
  recordIdSchema,
  revealedContactSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { OrdersService } from './orders.service.js';

/** The order centre's order calls (spec 3 §7 'Order parent and detail'). */
export function ordersRoutes(app: FastifyInstance, deps: { orders: OrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders } = deps;
  const tags = ['orders'];

  r.post(
    '/api/csOrderParent/search',
    {
      config: { permission: 'order.view', quiet: true },
      schema: {
        tags,
        summary:
          'Orders of the platforms the caller may see, newest (or oldest) first; time ranges at most one month (default: created in the last 30 days); codConfirmation: the cash-on-delivery orders to confirm of a dashboard window',
        body: orderListInputSchema,
        response: { 200: envelopeOf(orderListSchema) },
      },
    },
    async (request) => ok(await orders.search(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/csOrderParent/view',
    {
      config: { permission: 'order.view' },
      schema: {
        tags,
        summary:
          'One order with lines, packages, amounts, payments, history, remarks and labels (contact masked)',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(orderViewSchema) },
      },
    },
    async (request) => ok(await orders.view(callerOf(request).auth, request.query.id)),
  );

  r.post(
    '/api/csOrderParent/revealContact',
    {
      config: { permission: 'order.view' },
      schema: {
        tags,
        summary:
          "The customer's e-mail and phone and the shipping phone unmasked, with the view code (audited)",
        body: z.object({
          id: recordIdSchema,
          password: z.string({ error: 'FIELD_REQUIRED' }).min(1, { error: 'FIELD_REQUIRED' }).max(100),
        }),
        response: { 200: envelopeOf(revealedContactSchema) },
      },
    },
    async (request) =>
      ok(await orders.revealContact(callerOf(request), request.body.id, request.body.password)),
  );

  r.get(
    '/api/csOrderParent/getNextOrder',
    {
      config: { permission: 'order.view' },
      schema: {
        tags,
        summary: 'The next (older) or previous order after this one in the list order; null at the end',
        querystring: z.object({ id: recordIdSchema, direction: z.enum(['next', 'prev']).default('next') }),
        response: { 200: envelopeOf(neighbourOrderSchema) },
      },
    },
    async (request) =>
      ok(await orders.nextOrder(callerOf(request).auth, request.query.id, request.query.direction)),
  );

  r.post(
    '/api/csOrderDetail/search',
    {
      config: { permission: 'order.view', quiet: true },
      schema: {
        tags,
        summary: 'Lines of an order with their product codes',
        body: z.object({
          orderId: recordIdSchema,
          ...pageInputSchema({ maxPage: null, size: { max: 100, default: 100 } }).shape,
        }),
        response: { 200: envelopeOf(orderLinesPageSchema) },
      },
    },
    async (request) => ok(await orders.lines(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/csOrder/getOperationHistoryByOrder',
    {
      config: { permission: 'order.view' },
      schema: {
        tags,
        summary: 'Operation history of an order, newest first',
        querystring: z.object({ orderId: recordIdSchema }),
        response: { 200: envelopeOf(orderHistorySchema) },
      },
    },
    async (request) => ok(await orders.history(callerOf(request).auth, request.query.orderId)),
  );
}
