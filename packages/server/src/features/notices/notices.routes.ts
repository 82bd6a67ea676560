import {
  envelopeOf,
  noticeAddedSchema,
  noticeAddInputSchema,
  noticeCountInputSchema,
  noticeCountsSchema,
  noticeListSchema,
  noticeMarkedSchema,
  noticeMarkReadInputSchema,
  noticeSearchInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { NoticesService } from './notices.service.js';

/** Notices (spec 1 §7 and spec 3 §7 /crmNotice): everyone reads and marks their own; the order page sends one. */
export function noticesRoutes(app: FastifyInstance, deps: { notices: NoticesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { notices } = deps;
  const tags = ['notices'];
  const base = '/api/crmNotice';

  r.get(
    `${base}/countUnReadByDirectorId`,
    {
      config: { permission: 'authenticated', quiet: true },
      schema: {
        tags,
        summary:
          'The caller’s unread notices: the total and one entry per kind (count, latest record and time, the view it opens); another user’s directorId is refused',
        querystring: noticeCountInputSchema,
        response: { 200: envelopeOf(noticeCountsSchema) },
      },
    },
    async (request) => ok(await notices.counts(callerOf(request).auth, request.query.directorId)),
  );

  r.post(
    `${base}/updateReadByDirectorId`,
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'Marks the caller’s unread notices read: of the kinds named, or all; answers how many; another user’s directorId is refused',
        body: noticeMarkReadInputSchema,
        response: { 200: envelopeOf(noticeMarkedSchema) },
      },
    },
    async (request) => ok(await notices.markRead(callerOf(request), request.body)),
  );

  r.get(
    `${base}/search`,
    {
      config: { permission: 'authenticated', quiet: true },
      schema: {
        tags,
        summary:
          'The task list: the caller’s notices newest first, read and unread, by kinds (repeat `kinds`) or only unread; pages of at most 50, up to page 100',
        querystring: noticeSearchInputSchema,
        response: { 200: envelopeOf(noticeListSchema) },
      },
    },
    async (request) => ok(await notices.search(callerOf(request).auth, request.query)),
  );

  r.post(
    `${base}/add`,
    {
      config: { permission: 'order.view' },
      schema: {
        tags,
        summary:
          'Tells a colleague about an order the caller may open, with a note of at most 500 characters: the colleague must be inside the caller’s scope and able to open the order',
        body: noticeAddInputSchema,
        response: { 200: envelopeOf(noticeAddedSchema) },
      },
    },
    async (request) => ok(await notices.add(callerOf(request), request.body)),
  );
}
