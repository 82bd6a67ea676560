import { dashboardIndicatorsSchema, envelopeOf, indicatorQuerySchema } from '@backdesk/domain';
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
}
