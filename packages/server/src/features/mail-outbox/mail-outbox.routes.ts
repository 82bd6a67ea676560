import {
  batchRowAnswer,
  envelopeOf,
  outboxPageSchema,
  outboxResendInputSchema,
  outboxResendResultSchema,
  outboxSearchInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { type MailOutboxService, OUTBOX_RESEND, OUTBOX_VIEW } from './mail-outbox.service.js';

/** The outbox (spec 3 §7 'Email work orders': getToBeSentAndFailedToSend, emailSendBoxController/batchResend). */
export function mailOutboxRoutes(app: FastifyInstance, deps: { outbox: MailOutboxService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { outbox } = deps;
  const tags = ['mail'];

  r.get(
    '/api/frontend/emailWorkOrder/getToBeSentAndFailedToSend',
    {
      config: { permission: OUTBOX_VIEW, quiet: true },
      schema: {
        tags,
        summary:
          "The outbox: mails to be sent, being sent, failed (with the server's error), not sent for want of a mail server and captured in demo mode (sent ones when asked by status), by mailbox, purpose and written time (the last 30 days by default, one month at most); the mails whose writer is in the caller's scope, recipients masked; newest first, pages of up to 100 by beforeId",
        querystring: outboxSearchInputSchema,
        response: { 200: envelopeOf(outboxPageSchema) },
      },
    },
    async (request) => ok(await outbox.search(callerOf(request).auth, request.query)),
  );

  r.post(
    '/api/frontend/emailSendBoxController/batchResend',
    {
      config: { permission: OUTBOX_RESEND },
      schema: {
        tags,
        summary:
          'Queues up to 100 mails again now, per mail: refused when sent already (5201), being sent (5202), still without a mail server (5203) or not reachable (5200); a failed mail starts its attempts over',
        body: outboxResendInputSchema,
        response: { 200: envelopeOf(outboxResendResultSchema) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const rows = await outbox.resend(callerOf(request), request.body.ids);
      return ok(rows.map((row) => batchRowAnswer(row, lang)));
    },
  );
}
