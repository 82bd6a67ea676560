import {
  aiCreateLogInputSchema,
  aiCreateLogSchema,
  aiGenerationSchema,
  aiOutcomeInputSchema,
  aiReplyInputSchema,
  envelopeOf,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { AiAssistService } from './ai-assist.service.js';

const VIEW = 'workOrder.view';

/**
 * AI assistance on a mail case (spec 3 §7 abstract/ai and reply/ai under /frontend/emailWorkOrder/, the create log
 * under /frontend/AiEmailWorkOrder/): drafts grounded on the case's facts, never sent by themselves.
 */
export function aiAssistRoutes(app: FastifyInstance, deps: { aiAssist: AiAssistService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { aiAssist } = deps;
  const tags = ['ai-assist'];

  for (const [kind, summary] of [
    [
      'reply',
      'A suggested reply to the case’s customer mail, in the customer’s language, written from the case’s facts (the order, parcels and tracking, payments, refunds, resends, returns, earlier cases; personal data masked) by the configured model or, without one, the template composer; each sentence cites its facts, figures found in no fact are flagged. Cached per work order: the same facts answer the cached draft and only refresh its time (refresh: true writes a new one)',
    ],
    [
      'abstract',
      'A summary of the case for the agent, in the agent’s language, from the same facts; cached like reply/ai',
    ],
  ] as const)
    r.post(
      `/api/frontend/emailWorkOrder/${kind}/ai`,
      {
        config: { permission: VIEW },
        schema: {
          tags,
          summary,
          body: aiReplyInputSchema,
          response: { 200: envelopeOf(aiGenerationSchema) },
        },
      },
      async (request) =>
        ok(await aiAssist.generate(callerOf(request), kind, request.body, requestLang(request))),
    );

  r.post(
    '/api/frontend/AiEmailWorkOrder/recordAiReplyOutcome',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'What the agent did with a suggested reply: sent (sentText decides: the same text is sentAsIs, else edited) or discarded; recorded once',
        body: aiOutcomeInputSchema,
        response: { 200: envelopeOf(aiGenerationSchema) },
      },
    },
    async (request) => ok(await aiAssist.recordOutcome(callerOf(request), request.body)),
  );

  r.get(
    '/api/frontend/AiEmailWorkOrder/getAiReplyCreateLog',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'Every suggested reply and summary written for the cases in the caller’s scope, newest first: who, when, template or model (provider, model, tokens, time), flagged figures and the outcome',
        querystring: aiCreateLogInputSchema,
        response: { 200: envelopeOf(aiCreateLogSchema) },
      },
    },
    async (request) => ok(await aiAssist.createLog(callerOf(request).auth, request.query)),
  );
}
