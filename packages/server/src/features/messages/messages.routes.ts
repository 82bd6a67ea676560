import { Readable } from 'node:stream';
import {
  envelopeOf,
  paypalMessageCountSchema,
  paypalMessageListSchema,
  paypalMessageRecordSchema,
  paypalMessageSearchInputSchema,
  paypalMessageTypeRecordSchema,
  paypalWebhookAnswerSchema,
  paypalWebhookEventSchema,
  paypalWorkOrderNoticeSchema,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { MessagesService } from './messages.service.js';

const VIEW = 'paypalMessage.view';
const base = '/api/crmPaypalMessage';

/** The webhook's body exactly as it arrived: the provider's signature covers these bytes. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** The message centre (spec 1 §2.2 and §7, spec 3 §7 'Messages'): payment-provider messages. */
export function messagesRoutes(app: FastifyInstance, deps: { messages: MessagesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { messages } = deps;
  const tags = ['messages'];

  r.post(
    `${base}/webhook`,
    {
      // the provider calls without a session: the event is verified through the provider instead
      config: { permission: 'public' },
      // keep the bytes before the JSON parser reads them (PayPal verifies the event as it was sent)
      preParsing: async (request, _reply, payload) => {
        const chunks: Buffer[] = [];
        for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        const raw = Buffer.concat(chunks);
        rawBodies.set(request, raw.toString('utf8'));
        const again = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
        again.receivedEncodedLength = raw.length;
        return again;
      },
      schema: {
        tags,
        summary:
          "PayPal's webhook (PayPal calls it, no session): the event is verified through PayPal (verify-webhook-signature with PAYPAL_WEBHOOK_ID; the local stand-in of demo mode verifies its own signature) before it is kept; unverified 401, not configured 503, PayPal unreachable 502, nothing stored; the same event twice is kept once. Disputes, buyer messages, escalations, chargebacks, refunds and reversals become messages; other event types are acknowledged and dropped",
        security: [],
        body: paypalWebhookEventSchema,
        response: { 200: envelopeOf(paypalWebhookAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await messages.receiveWebhook({
          headers: request.headers,
          rawBody: rawBodies.get(request) ?? JSON.stringify(request.body),
          event: request.body,
        }),
      ),
  );

  r.post(
    `${base}/search`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          "The payment-provider messages the caller may see (a message about an order of another platform is not listed), newest first: by type, read or unread (the caller's own read state), the event's time (one month at most, the last 30 days by default) and a transaction, dispute or provider refund id or an order number, exact",
        body: paypalMessageSearchInputSchema,
        response: { 200: envelopeOf(paypalMessageListSchema) },
      },
    },
    async (request) => ok(await messages.search(callerOf(request).auth, request.body)),
  );

  r.get(
    `${base}/initNoticeCount`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: "The caller's unread messages of the last 30 days",
        response: { 200: envelopeOf(paypalMessageCountSchema) },
      },
    },
    async (request) => ok(await messages.unreadCount(callerOf(request).auth)),
  );

  r.get(
    `${base}/readMessage`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'A message, marked read for the caller (read state is per person); unknown or not visible 404',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(paypalMessageRecordSchema) },
      },
    },
    async (request) => ok(await messages.read(callerOf(request).auth, request.query.id)),
  );

  r.get(
    `${base}/initWorkOrderNotice`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          "The caller's unread messages (last 30 days) about orders that have an open work order: their count and the newest 20 with those work orders",
        response: { 200: envelopeOf(paypalWorkOrderNoticeSchema) },
      },
    },
    async (request) => ok(await messages.workOrderNotice(callerOf(request).auth)),
  );

  r.get(
    '/api/crmPaypalMessageType/getAllType',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The message types with their Chinese (name) and English (enName) names',
        response: { 200: envelopeOf(z.array(paypalMessageTypeRecordSchema)) },
      },
    },
    async () => ok(await messages.types()),
  );
}
