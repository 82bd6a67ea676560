import {
  customerContactSchema,
  customerLabelLinkInputSchema,
  customerLabelLinkSchema,
  customerListSchema,
  customerMergeInputSchema,
  customerMergeSchema,
  customerNoteInputSchema,
  customerNoteSchema,
  customerRevealInputSchema,
  customerSearchInputSchema,
  customerUndoMergeInputSchema,
  customerViewSchema,
  customerVipInputSchema,
  customerVipSchema,
  envelopeOf,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { CustomerLabelsService } from './customer-labels.service.js';
import type { CustomerMergeService } from './customer-merge.service.js';
import type { CustomersService } from './customers.service.js';

const VIEW = 'customer.view';
const EDIT = 'customer.edit';
const MERGE = 'customer.merge';

/** The customer centre's customers (spec 3 §2 /customerCenter/customer and customerDetails). */
export function customersRoutes(
  app: FastifyInstance,
  deps: { customers: CustomersService; labels: CustomerLabelsService; merges: CustomerMergeService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { customers, labels, merges } = deps;
  const tags = ['customers'];

  r.post(
    '/api/customer/search',
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          "Customers of the caller's platforms, newest first (merged-away duplicates left out): a name or e-mail prefix or the phone's last digits (searchType), platforms, country, VIP levels, labels; contact masked; total counted up to 10,000",
        body: customerSearchInputSchema,
        response: { 200: envelopeOf(customerListSchema) },
      },
    },
    async (request) => ok(await customers.search(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/customer/view',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'One customer on one page: identity, addresses, lifetime value, orders, parcels, refunds, resends, returns, work orders, mail cases, notes, labels, duplicates and merges, and a timeline of everything (each section 200 rows at most, the timeline 100); contact masked; a customer of another platform is 404/5600',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(customerViewSchema) },
      },
    },
    async (request) => ok(await customers.view(callerOf(request).auth, request.query.id)),
  );

  r.post(
    '/api/customer/revealContact',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: "The customer's e-mail and phone unmasked, with the view code (audited)",
        body: customerRevealInputSchema,
        response: { 200: envelopeOf(customerContactSchema) },
      },
    },
    async (request) =>
      ok(await customers.revealContact(callerOf(request), request.body.id, request.body.password)),
  );

  r.post(
    '/api/customer/setVip',
    {
      config: { permission: EDIT },
      schema: {
        tags,
        summary: "Sets a customer's VIP level (1 to 5, 400/5601 otherwise) or clears it (null); audited",
        body: customerVipInputSchema,
        response: { 200: envelopeOf(customerVipSchema) },
      },
    },
    async (request) => ok(await customers.setVip(callerOf(request), request.body)),
  );

  r.post(
    '/api/customer/addNote',
    {
      config: { permission: EDIT },
      schema: {
        tags,
        summary: "Adds a note to a customer's page; audited",
        body: customerNoteInputSchema,
        response: { 200: envelopeOf(customerNoteSchema) },
      },
    },
    async (request) => ok(await customers.addNote(callerOf(request), request.body)),
  );

  r.post(
    '/api/customer/addLabel',
    {
      config: { permission: EDIT },
      schema: {
        tags,
        summary: 'Tags a customer with a customer program label (again: nothing changes); audited',
        body: customerLabelLinkInputSchema,
        response: { 200: envelopeOf(customerLabelLinkSchema) },
      },
    },
    async (request) => ok(await labels.link(callerOf(request), request.body, true)),
  );

  r.post(
    '/api/customer/removeLabel',
    {
      config: { permission: EDIT },
      schema: {
        tags,
        summary: 'Takes a label off a customer; audited',
        body: customerLabelLinkInputSchema,
        response: { 200: envelopeOf(customerLabelLinkSchema) },
      },
    },
    async (request) => ok(await labels.link(callerOf(request), request.body, false)),
  );

  r.post(
    '/api/customer/merge',
    {
      config: { permission: MERGE },
      schema: {
        tags,
        summary:
          "Merges a duplicate customer (the same e-mail) into the one that stays: its orders, notes, mail cases and labels move, and what moved is recorded for undo; both on the caller's platforms (404/5600); itself 422/5605, no e-mail 422/5606, another e-mail 422/5607, merged already 409/5608; audited",
        body: customerMergeInputSchema,
        response: { 200: envelopeOf(customerMergeSchema) },
      },
    },
    async (request) => ok(await merges.merge(callerOf(request), request.body)),
  );

  r.post(
    '/api/customer/undoMerge',
    {
      config: { permission: MERGE },
      schema: {
        tags,
        summary:
          'Undoes a merge: exactly what it moved goes back to the duplicate; unknown 404/5609, undone already 409/5610, the survivor merged on since 409/5611; audited',
        body: customerUndoMergeInputSchema,
        response: { 200: envelopeOf(customerMergeSchema) },
      },
    },
    async (request) => ok(await merges.undo(callerOf(request), request.body.mergeId)),
  );
}
