import { Readable } from 'node:stream';
import {
  careMailSchema,
  customerCareExportInputSchema,
  customerCareListSchema,
  customerCareMailInputSchema,
  customerCareRecordSchema,
  customerCareRelateInputSchema,
  customerCareSearchInputSchema,
  customerCareViewSchema,
  envelopeOf,
  fileResponseOf,
  outcomeCodeSchema,
  paypalWebhookEventSchema,
  ppCaseMessageSchema,
  ppMatchInputSchema,
  ppMatchSchema,
  ppMessageInputSchema,
  ppWebhookAnswerSchema,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import type { CustomerCareService } from './customer-care.service.js';
import type { CustomerCareExport } from './customer-care-export.js';
import type { PaypalWebhook } from './paypal-webhook.js';

const VIEW = 'customerCare.view';
const MANAGE = 'customerCare.manage';
const EXPORT = 'customerCare.export';
const base = '/api/customerCare';

/** The webhook's body exactly as it arrived: PayPal's signature covers these bytes. */
const rawBodies = new WeakMap<FastifyRequest, string>();

/** Customer care (spec 3 §7 /customerCare, /paypal/app/sendMessageToPpCustomer): PayPal complaints. */
export function customerCareRoutes(
  app: FastifyInstance,
  deps: { care: CustomerCareService; exporter: CustomerCareExport; webhook: PaypalWebhook },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { care } = deps;
  const tags = ['customer-care'];

  r.post(
    `${base}/paypalWebhook/:accountId`,
    {
      // PayPal calls without a session: the event is verified through the provider instead
      config: { permission: 'public' },
      preParsing: async (request, _reply, payload) => {
        const chunks: Buffer[] = [];
        for await (const chunk of payload) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        const raw = Buffer.concat(chunks);
        rawBodies.set(request, raw.toString('utf8'));
        const again = Readable.from([raw]) as Readable & { receivedEncodedLength?: number };
        again.receivedEncodedLength = raw.length;
        return again;
      },
      schema: {
        tags,
        summary:
          "PayPal's webhook of one account (no session): every call is recorded; the event is verified through the provider (PayPal's verify-webhook-signature with the account's webhook id; the local stand-in of demo mode and tests verifies its own HMAC) before anything is applied; refused 401/5516, no webhook id 503/5518, PayPal unreachable 502/5519, unknown or disabled account 404/5517. A dispute event opens, moves or closes its complaint work order, once per event id (a repeat answers duplicate)",
        security: [],
        params: z.object({ accountId: recordIdSchema }),
        body: paypalWebhookEventSchema,
        response: { 200: envelopeOf(ppWebhookAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await deps.webhook.receive({
          accountId: request.params.accountId,
          headers: request.headers,
          rawBody: rawBodies.get(request) ?? JSON.stringify(request.body),
          event: request.body,
          remoteAddress: request.ip,
        }),
      ),
  );

  r.post(
    `${base}/search`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          "The PayPal complaints in the caller's scope (handler scope of customerCare.view, their platforms; one not matched to an order is listed to all in scope), newest first: keyword (work order, PayPal case or transaction id, order or package number, exact), statuses, PayPal status, stage, reason, outcome, account, mine, answer due within hours, created range (one month at most)",
        body: customerCareSearchInputSchema,
        response: { 200: envelopeOf(customerCareListSchema) },
      },
    },
    async (request) => ok(await care.search(callerOf(request).auth, request.body)),
  );

  r.post(
    `${base}/dynamicCustomerCareExport`,
    {
      config: { permission: EXPORT },
      schema: {
        tags,
        summary:
          "The list's filters in the caller's scope with the chosen columns, as an .xlsx file, streamed; over the customer-care limit 422/2009 before any byte",
        body: customerCareExportInputSchema,
        response: { 200: fileResponseOf([XLSX_TYPE], 'The complaints as an .xlsx workbook') },
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

  r.get(
    `${base}/matchOrderNoOrPackageNoIsCanUseToPp`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          "Whether an order or package number (of the caller's platforms) is usable for PayPal: paid through PayPal with its transaction number, not cancelled, within PayPal's 180 days; why not as a catalogue code and text",
        querystring: ppMatchInputSchema,
        response: { 200: envelopeOf(ppMatchSchema) },
      },
    },
    async (request) =>
      ok(await care.match(callerOf(request).auth, request.query.orderNoOrPackageNo, requestLang(request))),
  );

  r.get(
    `${base}/getAllOutcomeCode`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          "PayPal's outcome codes with their Chinese (name) and English (enName) names and whether in our favour",
        response: { 200: envelopeOf(z.array(outcomeCodeSchema)) },
      },
    },
    async () => ok(care.outcomeCodes()),
  );

  r.get(
    `${base}/view`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'A complaint (ppWorkOrderDetails): the work order, its PayPal case and the case messages with their delivery states; not on the caller’s platforms 404, outside their scope 403',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(customerCareViewSchema) },
      },
    },
    async (request) => ok(await care.view(callerOf(request).auth, request.query.id)),
  );

  r.post(
    `${base}/relateOrder`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Relates a complaint PayPal’s ids did not match to an order or package number usable for PayPal (the same rule as matchOrderNoOrPackageNoIsCanUseToPp); already related 409/5506',
        body: customerCareRelateInputSchema,
        response: { 200: envelopeOf(customerCareViewSchema) },
      },
    },
    async (request) => ok(await care.relate(callerOf(request), request.body)),
  );

  r.post(
    `${base}/sendMail`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          "An e-mail to the customer of the complaint's order, from the caller's sender mailbox through the outbox (status sent, not_sent without a mail server, captured in demo mode, failed); no order 409/5522, no mailbox 2001, no customer address 3450",
        body: customerCareMailInputSchema,
        response: { 200: envelopeOf(careMailSchema) },
      },
    },
    async (request) => ok(await care.sendMail(callerOf(request), request.body)),
  );

  r.get(
    `${base}/getCorrespondence`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          "The mails written about the complaint's order (any purpose: refunds, batch, contact buyer, customer care), newest first, at most 50, addresses masked",
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(z.array(careMailSchema)) },
      },
    },
    async (request) => ok(await care.correspondence(callerOf(request).auth, request.query.id)),
  );

  r.post(
    '/api/crmAfterSalesWorkOrder/searchPaypalDisputeByPackageNo',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          "The PayPal complaints of the order a package (or order) number names, in the caller's platforms and customer-care scope, newest first (none: an empty list)",
        body: z.object({ packageNo: ppMatchInputSchema.shape.orderNoOrPackageNo }),
        response: { 200: envelopeOf(z.array(customerCareRecordSchema)) },
      },
    },
    async (request) => ok(await care.disputesOfPackage(callerOf(request).auth, request.body.packageNo)),
  );

  r.post(
    '/api/paypal/app/sendMessageToPpCustomer',
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'A message to the buyer in the PayPal case of a complaint, through the provider; kept as sent only when PayPal took it: refused or unreachable 502/5520, the account without credentials 503/5521 (the message kept as not sent); a closed case 409/5507',
        body: ppMessageInputSchema,
        response: { 200: envelopeOf(ppCaseMessageSchema) },
      },
    },
    async (request) => ok(await care.sendMessage(callerOf(request), request.body)),
  );
}
