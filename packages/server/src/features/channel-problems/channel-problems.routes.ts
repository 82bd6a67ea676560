import {
  batchRowAnswer,
  channelAssignerSchema,
  channelProblemBatchResultSchema,
  channelProblemInputSchema,
  channelProblemListSchema,
  channelProblemLogEntrySchema,
  channelProblemRecordSchema,
  channelProblemSaveAnswerSchema,
  channelProblemSearchInputSchema,
  channelRepostPostTypeSchema,
  channelSchemeInputSchema,
  envelopeOf,
  errorText,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { ChannelProblemsService } from './channel-problems.service.js';

/** Channel problem items (spec 3 §3, §4 'Channel problem saving', §5 'Channel problem', §7 /csCrmChannelReturnStep). */
export function channelProblemsRoutes(
  app: FastifyInstance,
  deps: { channelProblems: ChannelProblemsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { channelProblems } = deps;
  const tags = ['channel-problems'];

  r.post(
    '/api/csCrmChannelReturnStep/search',
    {
      config: { permission: 'channelProblem.view', quiet: true },
      schema: {
        tags,
        summary:
          'Channel problem items by package, tracking or order number and status, newest first or by a sort field',
        body: channelProblemSearchInputSchema,
        response: { 200: envelopeOf(channelProblemListSchema) },
      },
    },
    async (request) => ok(await channelProblems.search(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/csCrmChannelReturnStep/view',
    {
      config: { permission: 'channelProblem.view' },
      schema: {
        tags,
        summary: 'One channel problem item',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(channelProblemRecordSchema) },
      },
    },
    async (request) => ok(await channelProblems.view(callerOf(request).auth, request.query.id)),
  );

  r.post(
    '/api/csCrmChannelReturnStep/save',
    {
      config: { permission: 'channelProblem.manage' },
      schema: {
        tags,
        summary:
          'Saves a channel problem for a package: overwrites its unfinished item (and says so), else adds a new one',
        body: channelProblemInputSchema,
        response: { 200: envelopeOf(channelProblemSaveAnswerSchema) },
      },
    },
    async (request) => {
      const saved = await channelProblems.save(callerOf(request), request.body);
      const lang = requestLang(request);
      return ok({
        ...saved,
        notice: saved.outcome === 'overwrite' ? errorText('CHANNEL_UNRESOLVED_OVERWRITTEN', lang) : null,
      });
    },
  );

  r.post(
    '/api/csCrmChannelReturnStep/update',
    {
      config: { permission: 'channelProblem.manage' },
      schema: {
        tags,
        summary: 'Edits an unfinished channel problem item',
        body: channelProblemInputSchema.extend({ id: recordIdSchema }),
        response: { 200: envelopeOf(channelProblemRecordSchema) },
      },
    },
    async (request) => ok(await channelProblems.update(callerOf(request), request.body.id, request.body)),
  );

  r.post(
    '/api/csCrmChannelReturnStep/setProcessingScheme',
    {
      config: { permission: 'channelProblem.manage' },
      schema: {
        tags,
        summary:
          'Chooses the processing scheme of at most 20 items, refused per item after the deadline or once reissued or stocked',
        body: channelSchemeInputSchema,
        response: { 200: envelopeOf(z.array(channelProblemBatchResultSchema)) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const rows = await channelProblems.setScheme(callerOf(request), request.body.ids, request.body.scheme);
      return ok(rows.map((row) => batchRowAnswer(row, lang)));
    },
  );

  r.post(
    '/api/csCrmChannelReturnStep/queryChannelReturnStepOperateLog',
    {
      config: { permission: 'channelProblem.view' },
      schema: {
        tags,
        summary: 'The operation log of a channel problem item',
        body: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(z.array(channelProblemLogEntrySchema)) },
      },
    },
    async (request) => ok(await channelProblems.log(callerOf(request).auth, request.body.id)),
  );

  r.get(
    '/api/csCrmChannelReturnStep/queryRepostPostType',
    {
      config: { permission: 'channelProblem.view' },
      schema: {
        tags,
        summary: 'The logistic methods a reissue of a channel problem may use',
        response: { 200: envelopeOf(z.array(channelRepostPostTypeSchema)) },
      },
    },
    async () => ok(channelProblems.repostPostTypes()),
  );

  r.get(
    '/api/csCrmChannelReturnStep/assigners',
    {
      config: { permission: 'channelProblem.manage' },
      schema: {
        tags,
        summary: 'Active users an item may be assigned to, by the start of the name or e-mail (20 at most)',
        querystring: z.object({ keyword: z.string().trim().max(50).default('') }),
        response: { 200: envelopeOf(z.array(channelAssignerSchema)) },
      },
    },
    async (request) => ok(await channelProblems.assigners(request.query.keyword)),
  );

  r.post(
    '/api/csCrmChannelReturnStep/searchOnOrderDetailPage',
    {
      config: { permission: 'order.view' },
      schema: {
        tags,
        summary: 'The channel problem items of an order',
        body: z.object({ orderId: recordIdSchema }),
        response: { 200: envelopeOf(z.array(channelProblemRecordSchema)) },
      },
    },
    async (request) => ok(await channelProblems.ofOrder(callerOf(request).auth, request.body.orderId)),
  );
}
