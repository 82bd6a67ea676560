import {
  batchRowAnswer,
  envelopeOf,
  fileResponseOf,
  mailBatchResultSchema,
  mailBatchTransferInputSchema,
  mailCaseExportInputSchema,
  mailCaseIdQuerySchema,
  mailCaseListSchema,
  mailCaseLogSchema,
  mailCaseSearchInputSchema,
  mailCaseViewSchema,
  mailCloseCheckSchema,
  mailCloseInputSchema,
  mailCustomerCasesSchema,
  mailNoteIdQuerySchema,
  mailNoteInputSchema,
  mailOrderCheckSchema,
  mailOrderInputSchema,
  mailOrderPromptSchema,
  mailPendingCountsSchema,
  mailPendingInputSchema,
  mailPendingSchema,
  mailReplyInfoInputSchema,
  mailReplyInfoSchema,
  mailSendInputSchema,
  mailSendResultSchema,
  mailThreadSchema,
  mailUnansweredSchema,
  orderViewSchema,
  refundsSchema,
  resendRecordSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import type { MailCaseExport } from './mail-case-export.js';
import type { MailCasesService } from './mail-cases.service.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';

const orderInformationSchema = z.object({
  order: orderViewSchema.nullable(),
  refunds: refundsSchema,
  resends: z.array(resendRecordSchema),
});

const unlinkedOrPendingInputSchema = z.object({
  type: z.enum(['noOrder', 'pending']).default('noOrder'),
  after: z.coerce.number().int().positive().optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** E-mail work orders (spec 3 §7 'Email work orders (under /frontend/emailWorkOrder/)') and ticket pending. */
export function mailCasesRoutes(
  app: FastifyInstance,
  deps: { mailCases: MailCasesService; exporter: MailCaseExport },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { mailCases } = deps;
  const tags = ['mail-cases'];
  const base = '/api/frontend/emailWorkOrder';

  r.post(
    `${base}/search`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          'Mail cases in the caller’s scope by the inbox’s filters, newest first, a keyset page (after: the last id), with counts per status. A non-unreplied search needs one extra filter; the interval is at most 7 days, or 31 with a handler or recipient',
        body: mailCaseSearchInputSchema,
        response: { 200: envelopeOf(mailCaseListSchema) },
      },
    },
    async (request) => ok(await mailCases.search(callerOf(request).auth, request.body)),
  );

  r.post(
    `${base}/exportExcel`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'The inbox’s filters (and their window rules) in the caller’s scope as an .xlsx file, streamed, customers masked; 2001 when the caller operates no mailbox, 5150 past 50,000 cases; refusals are the JSON envelope',
        body: mailCaseExportInputSchema,
        response: { 200: fileResponseOf([XLSX_TYPE], 'The mail cases as an .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const file = await deps.exporter.exportFile(callerOf(request), request.body, requestLang(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-total-count', String(file.rows))
        .send(file.stream);
    },
  );

  r.post(
    `${base}/getCsEmailWorkReplyInfor`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'Reply statistics of the cases in the caller’s scope over at most 31 days: replies, cases answered, average reply time, replies within 12/16/18/24/48 h and late ones, for everyone and per agent with their replies per day (in the viewer’s zone)',
        body: mailReplyInfoInputSchema,
        response: { 200: envelopeOf(mailReplyInfoSchema) },
      },
    },
    async (request) => ok(await mailCases.replyInfo(callerOf(request).auth, request.body)),
  );

  r.post(
    `${base}/getFailedToObtainOrPendingWorkOrders`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'Open mail cases linked to no order (type noOrder) or pending ones (type pending), keyset page',
        body: unlinkedOrPendingInputSchema,
        response: { 200: envelopeOf(mailCaseListSchema) },
      },
    },
    async (request) => ok(await mailCases.unlinkedOrPending(callerOf(request).auth, request.body)),
  );

  const idQuery = { querystring: mailCaseIdQuerySchema };
  r.get(
    `${base}/view`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The mail case, its notes and what each action allows',
        ...idQuery,
        response: { 200: envelopeOf(mailCaseViewSchema) },
      },
    },
    async (request) => ok(await mailCases.view(callerOf(request).auth, request.query.id)),
  );
  r.get(
    `${base}/getMailList`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The thread, oldest first: sanitised HTML, attachments and inline images through /api/files',
        ...idQuery,
        response: { 200: envelopeOf(mailThreadSchema) },
      },
    },
    async (request) => ok(await mailCases.thread(callerOf(request).auth, request.query.id)),
  );
  r.get(
    `${base}/getCustomerMailALLList`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The customer’s other mail cases in the caller’s scope, newest first',
        ...idQuery,
        response: { 200: envelopeOf(mailCustomerCasesSchema) },
      },
    },
    async (request) => ok(await mailCases.customerCases(callerOf(request).auth, request.query.id)),
  );
  r.get(
    `${base}/getEmailWorkOrderLog`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The case’s log, oldest first',
        ...idQuery,
        response: { 200: envelopeOf(mailCaseLogSchema) },
      },
    },
    async (request) => ok(await mailCases.log(callerOf(request).auth, request.query.id)),
  );

  for (const [path, withRecords] of [
    ['getEmailOrderInformation', false],
    ['getEmailOrderInformationV2', true],
  ] as const)
    r.get(
      `${base}/${path}`,
      {
        config: { permission: VIEW },
        schema: {
          tags,
          summary: withRecords
            ? 'The linked order with its packages, and the refunds and resends of it the caller may see'
            : 'The linked order with its packages (null when none is linked)',
          querystring: mailCaseIdQuerySchema,
          response: { 200: envelopeOf(orderInformationSchema) },
        },
      },
      async (request) =>
        ok(await mailCases.linkedOrder(callerOf(request).auth, request.query.id, withRecords)),
    );

  r.post(
    `${base}/AddNotes`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Adds a note to the case',
        body: mailNoteInputSchema,
        response: { 200: envelopeOf(mailCaseViewSchema) },
      },
    },
    async (request) => ok(await mailCases.addNote(callerOf(request), request.body)),
  );

  r.get(
    `${base}/delNotes`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Deletes one’s own note (kept with who deleted it)',
        querystring: mailNoteIdQuerySchema,
        response: { 200: envelopeOf(mailCaseViewSchema) },
      },
    },
    async (request) => ok(await mailCases.deleteNote(callerOf(request), request.query.noteId)),
  );

  for (const url of [`${base}/batchTransfer`, '/api/frontend/AiEmailWorkOrder/batchTransfer'])
    r.post(
      url,
      {
        config: { permission: MANAGE },
        schema: {
          tags,
          summary:
            'Transfers mail cases to a user or team: a result per case, transferTimes + 1, a notice to the new handler',
          body: mailBatchTransferInputSchema,
          response: { 200: envelopeOf(mailBatchResultSchema) },
        },
      },
      async (request) =>
        ok(
          (await mailCases.batchTransfer(callerOf(request), request.body)).map((row) =>
            batchRowAnswer(row, requestLang(request)),
          ),
        ),
    );

  const pending = '/api/frontend/crmWorkOrderTicketPendingController';
  r.get(
    `${pending}/getWorkOrderTicketPending`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'Whether the case is pending, and until when',
        querystring: mailCaseIdQuerySchema,
        response: { 200: envelopeOf(mailPendingSchema) },
      },
    },
    async (request) => ok(await mailCases.pendingOf(callerOf(request).auth, request.query.id)),
  );
  r.post(
    `${pending}/addWorkOrderTicketPending`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Sets the case pending until a time (at most 30 days); it goes back to unreplied or replied then',
        body: mailPendingInputSchema,
        response: { 200: envelopeOf(mailPendingSchema) },
      },
    },
    async (request) => ok(await mailCases.setPending(callerOf(request), request.body)),
  );
  r.post(
    `${pending}/setupIsComplete`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Ends the pending now',
        body: mailCaseIdQuerySchema,
        response: { 200: envelopeOf(mailPendingSchema) },
      },
    },
    async (request) => ok(await mailCases.completePending(callerOf(request), request.body.id)),
  );

  r.post(
    `${base}/checkCloseCaseManually`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'Whether the case may be closed by hand, and the warning to confirm (an unreplied case)',
        body: mailCaseIdQuerySchema,
        response: { 200: envelopeOf(mailCloseCheckSchema) },
      },
    },
    async (request) =>
      ok(await mailCases.checkClose(callerOf(request).auth, request.body.id, requestLang(request))),
  );
  r.post(
    `${base}/closeCaseManually`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Closes the case by hand (an unreplied one only with confirm); its work order is closed',
        body: mailCloseInputSchema,
        response: { 200: envelopeOf(mailCaseViewSchema) },
      },
    },
    async (request) => ok(await mailCases.close(callerOf(request), request.body)),
  );

  r.post(
    `${base}/checkAddOrderManually`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'Checks an order number before linking it by hand: it exists, the case has none, other open cases of it',
        body: mailOrderInputSchema,
        response: { 200: envelopeOf(mailOrderCheckSchema) },
      },
    },
    async (request) => ok(await mailCases.checkLinkOrder(callerOf(request).auth, request.body)),
  );
  r.post(
    `${base}/addOrderManually`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Links an order to the case by hand',
        body: mailOrderInputSchema,
        response: { 200: envelopeOf(mailCaseViewSchema) },
      },
    },
    async (request) => ok(await mailCases.linkOrder(callerOf(request), request.body)),
  );
  r.post(
    `${base}/addOrderManuallyPrompt`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The orders of the customer who wrote (by address), newest first, to choose from',
        body: mailCaseIdQuerySchema,
        response: { 200: envelopeOf(mailOrderPromptSchema) },
      },
    },
    async (request) => ok(await mailCases.orderPrompt(callerOf(request).auth, request.body.id)),
  );
  r.get(
    `${base}/delManualOrder`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Unlinks an order linked by hand',
        querystring: mailCaseIdQuerySchema,
        response: { 200: envelopeOf(mailCaseViewSchema) },
      },
    },
    async (request) => ok(await mailCases.unlinkOrder(callerOf(request), request.query.id)),
  );

  r.post(
    `${base}/SendMail`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Replies (or replies to all) from the case’s mailbox with attachments, through the outbox; the case moves to replied. 2001 when the caller may not send from the mailbox',
        body: mailSendInputSchema,
        response: { 200: envelopeOf(mailSendResultSchema) },
      },
    },
    async (request) => ok(await mailCases.send(callerOf(request), request.body)),
  );

  r.get(
    `${base}/unansweredNumCustomerList`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'Customers waiting for an answer: unreplied cases per address, longest waiting first',
        response: { 200: envelopeOf(mailUnansweredSchema) },
      },
    },
    async (request) => ok(await mailCases.unanswered(callerOf(request).auth)),
  );

  r.get(
    '/api/frontend/csWorkOrderController/getPendingWorkOrdersNum',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The caller’s (and their teams’) mail cases waiting: unreplied, overdue among them, pending',
        response: { 200: envelopeOf(mailPendingCountsSchema) },
      },
    },
    async (request) => ok(await mailCases.queueCounts(callerOf(request).auth)),
  );
}
