import {
  customerLabelDeletedSchema,
  customerLabelDeleteInputSchema,
  customerLabelInputSchema,
  customerLabelListSchema,
  customerLabelSavedSchema,
  envelopeOf,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { CustomerLabelsService } from './customer-labels.service.js';

/** /manageCenter/customerProgramLabel: the labels customers are tagged with. */
export function customerLabelsRoutes(app: FastifyInstance, deps: { labels: CustomerLabelsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { labels } = deps;
  const tags = ['customers'];

  r.get(
    '/api/customerProgramLabel/list',
    {
      // the list filter and the customer page offer the labels to everyone who sees customers
      config: { permission: 'customer.view' },
      schema: {
        tags,
        summary: 'Every customer program label with how many customers carry it',
        response: { 200: envelopeOf(customerLabelListSchema) },
      },
    },
    async () => ok(await labels.list()),
  );

  r.post(
    '/api/customerProgramLabel/save',
    {
      config: { permission: 'customerLabel.manage' },
      schema: {
        tags,
        summary:
          'Creates a label (no id) or changes one: Chinese and English names (each unique, 409/5603), colour #rrggbb (400/5615); audited',
        body: customerLabelInputSchema,
        response: { 200: envelopeOf(customerLabelSavedSchema) },
      },
    },
    async (request) => ok(await labels.save(callerOf(request), request.body)),
  );

  r.post(
    '/api/customerProgramLabel/delete',
    {
      config: { permission: 'customerLabel.manage' },
      schema: {
        tags,
        summary:
          'Deletes a label; one that customers carry is refused 409/5604 with their count until confirmed, then taken off them; audited',
        body: customerLabelDeleteInputSchema,
        response: { 200: envelopeOf(customerLabelDeletedSchema) },
      },
    },
    async (request) => ok(await labels.remove(callerOf(request), request.body)),
  );
}
