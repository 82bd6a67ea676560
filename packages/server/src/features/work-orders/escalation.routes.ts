import {
  collaborationViewSchema,
  envelopeOf,
  escalationInputSchema,
  workOrderIdInputSchema,
  workOrderListSchema,
  workOrderRecordSchema,
  workOrderSearchInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { EscalationService } from './escalation.service.js';

/** Escalation tickets: raised from a work order (upgradeWorkOrder), listed and read under /collaboration. */
export function escalationRoutes(app: FastifyInstance, deps: { escalations: EscalationService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { escalations } = deps;
  const tags = ['work-orders'];

  r.post(
    '/api/crmAfterSalesWorkOrder/upgradeWorkOrder',
    {
      config: { permission: 'workOrder.manage' },
      schema: {
        tags,
        summary:
          'Raises an escalation ticket from an open work order the caller may act on, to a team or person; one open escalation per work order',
        body: escalationInputSchema,
        response: { 200: envelopeOf(workOrderRecordSchema) },
      },
    },
    async (request) => ok(await escalations.escalate(callerOf(request), request.body)),
  );

  r.post(
    '/api/collaboration/search',
    {
      config: { permission: 'workOrder.view', quiet: true },
      schema: {
        tags,
        summary:
          'Escalation tickets inside the caller’s scope (handled=mine: theirs and their teams’), by the list’s filters',
        body: workOrderSearchInputSchema,
        response: { 200: envelopeOf(workOrderListSchema) },
      },
    },
    async (request) => ok(await escalations.search(callerOf(request).auth, request.body)),
  );

  r.post(
    '/api/collaboration/view',
    {
      config: { permission: 'workOrder.view' },
      schema: {
        tags,
        summary:
          'An escalation ticket with its log, the work order it came from and the tickets raised from it',
        body: workOrderIdInputSchema,
        response: { 200: envelopeOf(collaborationViewSchema) },
      },
    },
    async (request) => ok(await escalations.view(callerOf(request).auth, request.body.id)),
  );
}
