import {
  envelopeOf,
  orderBatchEditInputSchema,
  orderBatchResultSchema,
  orderHoldInputSchema,
  orderIdsInputSchema,
  orderLogisticsInputSchema,
  orderMarkInputSchema,
  orderMoveInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { OrderBatchService } from './order-batch.service.js';

/** orderIds=1&orderIds=2 or orderIds=1,2 in a query string. */
const orderIdsQuery = z.object({
  orderIds: z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : String(v).split(',').filter(Boolean)),
    orderIdsInputSchema.shape.orderIds,
  ),
});

/** Batch actions of the order list (spec 3 §2 'Order list with batch actions'): a result per order. */
export function orderBatchRoutes(app: FastifyInstance, deps: { orderBatch: OrderBatchService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orderBatch } = deps;
  const tags = ['order batch actions'];
  const config = { permission: 'order.batch' };
  const perOrder = 'At most 20 orders, one transaction each: [{ orderId, orderNo, isSuccess, message }]';

  r.post(
    '/api/csPackage/isHold',
    {
      config,
      schema: {
        tags,
        summary: `Sales or customer-service pending, set or cleared. ${perOrder}`,
        body: orderHoldInputSchema,
        response: { 200: envelopeOf(z.array(orderBatchResultSchema)) },
      },
    },
    async (request) => ok(await orderBatch.hold(callerOf(request), request.body, requestLang(request))),
  );

  r.post(
    '/api/csOrderParent/batchMark',
    {
      config,
      schema: {
        tags,
        summary: `Mark (1) or cancel the mark (0). ${perOrder}`,
        body: orderMarkInputSchema,
        response: { 200: envelopeOf(z.array(orderBatchResultSchema)) },
      },
    },
    async (request) => ok(await orderBatch.mark(callerOf(request), request.body, requestLang(request))),
  );

  r.post(
    '/api/csOrderParent/orderBatchTransfer',
    {
      config,
      schema: {
        tags,
        summary: `Move to wholesale to ship (26), out of stock (10) or cancel order (13). ${perOrder}`,
        body: orderMoveInputSchema,
        response: { 200: envelopeOf(z.array(orderBatchResultSchema)) },
      },
    },
    async (request) => ok(await orderBatch.move(callerOf(request), request.body, requestLang(request))),
  );

  r.post(
    '/api/csPackage/batchTransfer',
    {
      config,
      schema: {
        tags,
        summary: `Processing centre, and a logistic method with its transport level, for the orders' open packages. ${perOrder}`,
        body: orderLogisticsInputSchema,
        response: { 200: envelopeOf(z.array(orderBatchResultSchema)) },
      },
    },
    async (request) => ok(await orderBatch.logistics(callerOf(request), request.body, requestLang(request))),
  );

  r.get(
    '/api/OAPackage/confirmAddress',
    {
      config,
      schema: {
        tags,
        summary: `Confirms the address of orders with the error 'address detection is incorrect'. ${perOrder}`,
        querystring: orderIdsQuery,
        response: { 200: envelopeOf(z.array(orderBatchResultSchema)) },
      },
    },
    async (request) =>
      ok(await orderBatch.confirmAddress(callerOf(request), request.query, requestLang(request))),
  );

  r.post(
    '/api/csOrderParent/batchUpdate',
    {
      config,
      schema: {
        tags,
        summary: `Batch edit: language, confirmation type, a remark. ${perOrder}`,
        body: orderBatchEditInputSchema,
        response: { 200: envelopeOf(z.array(orderBatchResultSchema)) },
      },
    },
    async (request) => ok(await orderBatch.edit(callerOf(request), request.body, requestLang(request))),
  );

  // the order list's merge, and the abnormal work order page's (spec 3 §7 /crmAbnormalOrder)
  for (const url of ['/api/csPackage/mergerPackage', '/api/crmAbnormalOrder/mergerPackage'])
    r.post(
      url,
      {
        config,
        schema: {
          tags,
          summary:
            'Merges orders of one shop, buyer and address into the oldest, all or none: a result per order',
          body: orderIdsInputSchema,
          response: { 200: envelopeOf(z.array(orderBatchResultSchema)) },
        },
      },
      async (request) => ok(await orderBatch.merge(callerOf(request), request.body, requestLang(request))),
    );
}
