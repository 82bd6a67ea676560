import {
  batchInterceptionInputSchema,
  envelopeOf,
  interceptionResultSchema,
  problemLabelNodeSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { InterceptionService } from './interception.service.js';

/** Batch interception of packages and the question labels it offers (spec 3 §2, §3, §5). */
export function interceptionRoutes(app: FastifyInstance, deps: { interception: InterceptionService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { interception } = deps;
  const tags = ['interception'];

  // getRefundLabel (spec 2 §7, 'default type 1'): the refund form's question labels are these
  for (const url of ['/api/csOrderProblemLabel/list', '/api/csOrderProblemLabel/getRefundLabel'])
    r.get(
      url,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary:
            'The question labels (problem tags): groups with their childList; type 1 (refund), the default',
          querystring: z.object({
            type: z.coerce
              .number()
              .int()
              .refine((t) => t === 1, { error: 'VALIDATION_FAILED' })
              .optional(),
          }),
          response: { 200: envelopeOf(z.array(problemLabelNodeSchema)) },
        },
      },
      async (request) => ok(await interception.problemLabels(requestLang(request))),
    );

  r.post(
    '/api/OAPackage/batchIntercept',
    {
      config: { permission: 'package.intercept' },
      schema: {
        tags,
        summary:
          'Intercepts at most 20 packages, one transaction each: [{ package_no, is_success, response_message }]',
        body: batchInterceptionInputSchema,
        response: { 200: envelopeOf(z.array(interceptionResultSchema)) },
      },
    },
    async (request) =>
      ok(await interception.batchIntercept(callerOf(request), request.body, requestLang(request))),
  );
}
