import {
  envelopeOf,
  ticketStatuses,
  workOrderListSchema,
  workOrderLogSchema,
  workOrderLogsSchema,
  workOrderProgressSchema,
  workOrderSearchInputSchema,
  workOrderStatusOneSchema,
  workOrderViewSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { AfterSalesExtra } from './after-sales-extra.service.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';
const workOrderNo = z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(50);

/** More after-sales calls of spec 3 §7: unreplied list, progress bar, solve, log by number, by e-mail, latest news. */
export function afterSalesExtraRoutes(app: FastifyInstance, deps: { extra: AfterSalesExtra }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { extra } = deps;
  const tags = ['work-orders'];
  const base = '/api/crmAfterSalesWorkOrder';

  r.post(
    `${base}/twentyFourHourUnreply`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          'Open after-sales work orders in the caller’s scope whose last reply (or creation, never replied) is 24 hours old or more, with the list’s filters',
        body: workOrderSearchInputSchema,
        response: { 200: envelopeOf(workOrderListSchema) },
      },
    },
    async (request) => ok(await extra.unreplied(callerOf(request).auth, request.body)),
  );

  r.post(
    `${base}/searchAfterSaleWorkOrderByCustomerEmail`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'A customer’s after-sales work orders by their e-mail, inside the caller’s scope',
        body: workOrderSearchInputSchema.extend({ customerEmail: z.string().trim().min(1).max(200) }),
        response: { 200: envelopeOf(workOrderListSchema) },
      },
    },
    async (request) => ok(await extra.byEmail(callerOf(request).auth, request.body)),
  );

  r.get(
    `${base}/getProgressBarByWorkOrderNo`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'The steps of a work order (created, first reply, proposed, carried out, finished) with their times',
        querystring: z.object({ workOrderNo }),
        response: { 200: envelopeOf(workOrderProgressSchema) },
      },
    },
    async (request) => ok(await extra.progress(callerOf(request).auth, request.query.workOrderNo)),
  );

  r.post(
    `${base}/resolveWorkOrderByCustomerService`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Customer service solves a work order, with a solve reason of their role type',
        body: workOrderStatusOneSchema.omit({ status: true }),
        response: { 200: envelopeOf(workOrderViewSchema) },
      },
    },
    async (request) => ok(await extra.resolve(callerOf(request), request.body)),
  );

  r.post(
    `${base}/insertOperLogByWorkOrderNo`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Adds an operation note (a call, a check) to a work order’s log, by its number',
        body: z.object({
          workOrderNo,
          content: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(2000),
        }),
        response: { 200: envelopeOf(workOrderLogsSchema) },
      },
    },
    async (request) => ok(await extra.logByNo(callerOf(request), request.body)),
  );

  r.get(
    `${base}/getLatestNewsByTicketStatus`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          'The newest log entries of the after-sales work orders in the caller’s queue, optionally of one ticket status',
        querystring: z.object({
          status: z.coerce
            .number()
            .int()
            .refine((s) => ticketStatuses.some((t) => t.value === s), { error: 'VALIDATION_FAILED' })
            .optional(),
        }),
        response: {
          200: envelopeOf(
            z.array(
              workOrderLogSchema.extend({ workOrderNo: z.string(), subject: z.string(), status: z.number() }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await extra.news(callerOf(request).auth, request.query.status)),
  );
}
