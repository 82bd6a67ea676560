import {
  batchRowAnswer,
  envelopeOf,
  errorText,
  onlineRefundReasonsSchema,
  recordIdSchema,
  refundTicketAuditInputSchema,
  refundTicketCloseInputSchema,
  refundTicketCreateInputSchema,
  refundTicketEditInputSchema,
  refundTicketListSchema,
  refundTicketLogsSchema,
  refundTicketRecordSchema,
  refundTicketSearchInputSchema,
  refundTicketsSchema,
  refundTicketTransferInputSchema,
  ticketAddInfoSchema,
  ticketBatchResultsSchema,
  ticketDetailSchema,
  ticketEbayCaseInfoSchema,
  ticketPackageChecksSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { RefundTicketsService } from './refund-tickets.service.js';

const number = z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(50, { error: 'TEXT_TOO_LONG' });
/** An order named by id, number or one of its packages. */
const orderRef = z.object({
  orderId: recordIdSchema.optional(),
  orderNo: number.optional(),
  packageNo: number.optional(),
});

/** Refund request tickets (spec 2 §7 'Refund request tickets (/crmRefundWorkOrder)'). */
export function refundTicketsRoutes(app: FastifyInstance, deps: { refundTickets: RefundTicketsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { refundTickets: tickets } = deps;
  const tags = ['refund-tickets'];
  const base = '/api/crmRefundWorkOrder';

  r.get(
    `${base}/refund-add-info`,
    {
      config: { permission: 'refundTicket.manage' },
      schema: {
        tags,
        summary:
          "What a new ticket starts from: the refund form's order data, and whether the order may get a ticket now",
        querystring: orderRef,
        response: { 200: envelopeOf(ticketAddInfoSchema) },
      },
    },
    async (request) => {
      const info = await tickets.addInfo(callerOf(request).auth, request.query);
      return ok({ ...info, limitText: info.limit ? errorText(info.limit, requestLang(request)) : null });
    },
  );

  r.get(
    `${base}/getPackageCheckRefundList`,
    {
      config: { permission: 'refundTicket.view' },
      schema: {
        tags,
        summary: "The order's packages and whether each can still be refunded",
        querystring: orderRef,
        response: { 200: envelopeOf(ticketPackageChecksSchema) },
      },
    },
    async (request) => ok(await tickets.packageCheckRefundList(callerOf(request).auth, request.query)),
  );

  r.get(
    `${base}/detail`,
    {
      config: { permission: 'refundTicket.view' },
      schema: {
        tags,
        summary: 'A ticket with the refund it requests, the refunds its audit created and the actions open',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(ticketDetailSchema) },
      },
    },
    async (request) => ok(await tickets.detail(callerOf(request).auth, request.query.id)),
  );

  r.get(
    `${base}/view`,
    {
      config: { permission: 'refundTicket.view' },
      schema: {
        tags,
        summary: 'A ticket by its number',
        querystring: z.object({ workOrderNo: number }),
        response: { 200: envelopeOf(ticketDetailSchema) },
      },
    },
    async (request) => ok(await tickets.view(callerOf(request).auth, request.query.workOrderNo)),
  );

  r.post(
    `${base}/createRefundTicket`,
    {
      config: { permission: 'refundTicket.manage' },
      schema: {
        tags,
        summary: 'Opens a ticket for an order with the refund it requests; one unfinished ticket per order',
        body: refundTicketCreateInputSchema,
        response: { 200: envelopeOf(refundTicketRecordSchema) },
      },
    },
    async (request) => ok(await tickets.create(callerOf(request), request.body)),
  );

  r.post(
    `${base}/search`,
    {
      config: { permission: 'refundTicket.view', quiet: true },
      schema: {
        tags,
        summary:
          'Tickets by number, order, statuses, handler and created time (one month at most), newest first or by a sort field',
        body: refundTicketSearchInputSchema,
        response: { 200: envelopeOf(refundTicketListSchema) },
      },
    },
    async (request) => ok(await tickets.search(callerOf(request).auth, request.body)),
  );

  r.post(
    `${base}/audit`,
    {
      config: { permission: 'refundTicket.audit' },
      schema: {
        tags,
        summary: 'Audits a request pending review: passed creates its refund, not passed keeps the reason',
        body: refundTicketAuditInputSchema,
        response: { 200: envelopeOf(ticketDetailSchema) },
      },
    },
    async (request) => ok(await tickets.audit(callerOf(request), request.body)),
  );

  r.post(
    `${base}/reAudit`,
    {
      config: { permission: 'refundTicket.audit' },
      schema: {
        tags,
        summary: 'Audits again a request that did not pass audit or was modified after it',
        body: refundTicketAuditInputSchema,
        response: { 200: envelopeOf(ticketDetailSchema) },
      },
    },
    async (request) => ok(await tickets.reAudit(callerOf(request), request.body)),
  );

  r.post(
    `${base}/edit`,
    {
      config: { permission: 'refundTicket.manage' },
      schema: {
        tags,
        summary: 'The creator changes the requested refund before it passes audit',
        body: refundTicketEditInputSchema,
        response: { 200: envelopeOf(ticketDetailSchema) },
      },
    },
    async (request) => ok(await tickets.edit(callerOf(request), request.body)),
  );

  r.post(
    `${base}/setFinish`,
    {
      config: { permission: 'refundTicket.manage' },
      schema: {
        tags,
        summary: 'Marks a ticket solved',
        body: refundTicketCloseInputSchema,
        response: { 200: envelopeOf(ticketDetailSchema) },
      },
    },
    async (request) => ok(await tickets.setFinish(callerOf(request), request.body)),
  );

  r.post(
    `${base}/closeTicket`,
    {
      config: { permission: 'refundTicket.manage' },
      schema: {
        tags,
        summary: 'Closes a ticket',
        body: refundTicketCloseInputSchema,
        response: { 200: envelopeOf(ticketDetailSchema) },
      },
    },
    async (request) => ok(await tickets.close(callerOf(request), request.body)),
  );

  r.post(
    `${base}/transferTicket`,
    {
      config: { permission: 'refundTicket.manage' },
      schema: {
        tags,
        summary:
          'Gives at most 20 tickets a new handler and/or status, one transaction each, a result per ticket; closed and solved tickets are refused',
        body: refundTicketTransferInputSchema,
        response: { 200: envelopeOf(ticketBatchResultsSchema) },
      },
    },
    async (request) =>
      ok(
        (await tickets.transfer(callerOf(request), request.body)).map((row) =>
          batchRowAnswer(row, requestLang(request)),
        ),
      ),
  );

  r.post(
    `${base}/getLogByWorkOrderNo`,
    {
      config: { permission: 'refundTicket.view' },
      schema: {
        tags,
        summary: "A ticket's log, oldest first",
        body: z.object({ workOrderNo: number }),
        response: { 200: envelopeOf(refundTicketLogsSchema) },
      },
    },
    async (request) => ok(await tickets.logs(callerOf(request).auth, request.body.workOrderNo)),
  );

  r.post(
    `${base}/searchHistoryTicket`,
    {
      config: { permission: 'refundTicket.view' },
      schema: {
        tags,
        summary: "The order's tickets, newest first, without the one being viewed",
        body: orderRef.extend({ exceptId: recordIdSchema.optional() }),
        response: { 200: envelopeOf(refundTicketsSchema) },
      },
    },
    async (request) => ok(await tickets.history(callerOf(request).auth, request.body)),
  );

  r.post(
    `${base}/getOnLineRefundReason`,
    {
      config: { permission: 'refundTicket.view' },
      schema: {
        tags,
        summary: 'The online refund reasons of eBay and Walmart refunds',
        response: { 200: envelopeOf(onlineRefundReasonsSchema) },
      },
    },
    async () => ok(tickets.onlineReasons()),
  );

  r.post(
    `${base}/getEbayCaseInfo`,
    {
      config: { permission: 'refundTicket.view' },
      schema: {
        tags,
        summary:
          "The order's eBay data for a refund: eBay order id, amounts and the partial-refund threshold",
        body: orderRef,
        response: { 200: envelopeOf(ticketEbayCaseInfoSchema) },
      },
    },
    async (request) => ok(await tickets.ebayCaseInfo(callerOf(request).auth, request.body)),
  );
}
