import {
  dashboardIndicatorsSchema,
  dashboardMonitorSchema,
  envelopeOf,
  indicatorQuerySchema,
  monitorQuerySchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { DashboardService } from './dashboard.service.js';

/** The dashboard's indicators (spec 1 §3.7). */
export function dashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/dashboard/indicators',
    {
      config: { permission: 'order.view' },
      schema: {
        tags: ['dashboard'],
        summary:
          'Revenue per currency, order cancel %, refund %, refund amount and re-delivery % of the orders created in the range (default the last 30 days, at most three months) on the caller’s platforms',
        querystring: indicatorQuerySchema,
        response: { 200: envelopeOf(dashboardIndicatorsSchema) },
      },
    },
    async (request) => ok(await deps.dashboard.indicators(callerOf(request).auth, request.query)),
  );

  r.get(
    '/api/dashboard/monitor',
    {
      config: { permission: 'dashboard.view' },
      schema: {
        tags: ['dashboard'],
        summary:
          'The monitoring windows (spec 1 §9) of the groups the caller may see: pending work orders of 3 months by status, month-to-date closed, escalations due within 4 h / 2 h and overdue, cash-on-delivery orders to confirm (48–72 h, 9 h / 5 h left, overdue at 72 h), e-mail (unreplied over 24 h, 4 h / 2 h left, waiting 14 h / 16 h, replied this month in 24–48 h / after 48 h, the mail cases of the caller’s scope); each with the filtered list it opens. offsetMinutes: the viewer’s zone, for month-to-date',
        querystring: monitorQuerySchema,
        response: { 200: envelopeOf(dashboardMonitorSchema) },
      },
    },
    async (request) => ok(await deps.dashboard.monitor(callerOf(request).auth, request.query)),
  );
}
