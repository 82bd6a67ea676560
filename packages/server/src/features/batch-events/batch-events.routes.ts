import {
  batchEventCreateInputSchema,
  batchEventIdInputSchema,
  batchEventSchema,
  envelopeOf,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { BatchEventsService } from './batch-events.service.js';

const base = '/api/batchEvent';

/** Batch events over orders (spec 3 §2 /orderCenter/batchEventManage, §3 'Batch event options'). */
export function batchEventsRoutes(app: FastifyInstance, deps: { batchEvents: BatchEventsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { batchEvents } = deps;
  const tags = ['batch-events'];

  r.post(
    `${base}/create`,
    {
      config: { permission: 'batchEvent.manage' },
      schema: {
        tags,
        summary:
          "Queues a batch event over at most 200 orders: points (as requests to review), a mail through the outbox, a refund request, the parcels' transport level, a target order status and an order remark, each row all or nothing",
        body: batchEventCreateInputSchema,
        response: { 200: envelopeOf(batchEventSchema) },
      },
    },
    async (request) => ok(await batchEvents.create(callerOf(request), request.body, requestLang(request))),
  );

  r.get(
    `${base}/detail`,
    {
      config: { permission: 'batchEvent.manage', quiet: true },
      schema: {
        tags,
        summary: "A batch event's progress and a result per order",
        querystring: batchEventIdInputSchema,
        response: { 200: envelopeOf(batchEventSchema) },
      },
    },
    async (request) =>
      ok(await batchEvents.detail(callerOf(request).auth, request.query.id, requestLang(request))),
  );

  r.get(
    `${base}/list`,
    {
      config: { permission: 'batchEvent.manage', quiet: true },
      schema: {
        tags,
        summary: "The caller's 20 latest batch events (without their rows)",
        response: { 200: envelopeOf(z.array(batchEventSchema)) },
      },
    },
    async (request) => ok(await batchEvents.mine(callerOf(request).auth, requestLang(request))),
  );
}
