import {
  batchRowAnswer,
  envelopeOf,
  fileResponseOf,
  receivablesAccountSchema,
  recordIdSchema,
  refillBatchResultSchema,
  refillExportInputSchema,
  refillListSchema,
  refillPaymentInfoSchema,
  refillRecordSchema,
  refillSaveInputSchema,
  refillSearchInputSchema,
  refillStatusInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import type { RefillsService } from './refills.service.js';

const packageNo = z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40);
const base = '/api/csPackageReplenishment';

/** Package replenishment records, the refills (spec 2 §7; spec 3 §7 'Package replenishment'). */
export function refillsRoutes(app: FastifyInstance, deps: { refills: RefillsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { refills } = deps;
  const tags = ['refills'];

  r.get(
    `${base}/search`,
    {
      config: { permission: 'refill.view', quiet: true },
      schema: {
        tags,
        summary:
          'Refills by status, order type, amount type, currency and order, package, refill number or payment transaction id; created within one month, newest first or by a sort field',
        querystring: refillSearchInputSchema,
        response: { 200: envelopeOf(refillListSchema) },
      },
    },
    async (request) => ok(await refills.search(callerOf(request).auth, request.query, requestLang(request))),
  );

  // the order page's call, and the abnormal work order page's (spec 3 §7 /crmAbnormalOrder)
  for (const url of [
    `${base}/getReplenishmentByOrderIdOnOrderDetailPage`,
    '/api/crmAbnormalOrder/getReplenishmentByOrderId',
  ])
    r.get(
      url,
      {
        config: { permission: 'refill.view' },
        schema: {
          tags,
          summary: 'The refills of an order',
          querystring: z.object({ orderId: recordIdSchema }),
          response: { 200: envelopeOf(z.array(refillRecordSchema)) },
        },
      },
      async (request) =>
        ok(await refills.ofOrder(callerOf(request).auth, request.query.orderId, requestLang(request))),
    );

  // the package list's and order detail's refill button (spec 3 §7 'Other package calls') asks the same
  // ... and the abnormal work order page's (spec 2 §7 'Abnormal-order repost calls', the spec's spelling)
  for (const url of [
    `${base}/addPackageReplenishment`,
    '/api/csRefund/setReplenishment',
    '/api/crmAbnormalOrder/batchAddOnAbnoramlDetailPage',
  ])
    r.post(
      url,
      {
        config: { permission: 'refill.manage' },
        schema: {
          tags,
          summary:
            'Creates a refill (incompleted): remark in English, product details selected, no duplicate or unknown SKU, amount above 0, a listed currency',
          body: refillSaveInputSchema,
          response: { 200: envelopeOf(refillRecordSchema) },
        },
      },
      async (request) => ok(await refills.save(callerOf(request), request.body, false)),
    );

  for (const url of [
    `${base}/modifyPackageReplenishment`,
    '/api/crmAbnormalOrder/updateOnAbnoramlDetailPage',
  ])
    r.post(
      url,
      {
        config: { permission: 'refill.manage' },
        schema: {
          tags,
          summary: 'Edits an incompleted refill (id in the body), with the rules of the creation',
          body: refillSaveInputSchema,
          response: { 200: envelopeOf(refillRecordSchema) },
        },
      },
      async (request) => ok(await refills.save(callerOf(request), request.body, true)),
    );

  for (const url of [
    `${base}/deletePackageReplenishment`,
    '/api/crmAbnormalOrder/deleteOnAbnoramlDetailPage',
  ])
    r.post(
      url,
      {
        config: { permission: 'refill.manage' },
        schema: {
          tags,
          summary: 'Deletes an incompleted refill (id in the query); a completed refill is never deleted',
          querystring: z.object({ id: recordIdSchema }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await refills.remove(callerOf(request), request.query.id);
        return ok(null);
      },
    );

  r.post(
    `${base}/changeStatusPackageReplenishment`,
    {
      config: { permission: 'refill.manage' },
      schema: {
        tags,
        summary: 'Sets at most 20 refills to completed (1) or incompleted (0); a result per refill',
        body: refillStatusInputSchema,
        response: { 200: envelopeOf(z.array(refillBatchResultSchema)) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const rows = await refills.changeStatus(callerOf(request), request.body);
      return ok(rows.map((row) => batchRowAnswer(row, lang)));
    },
  );

  r.get(
    `${base}/getPayPayInfo`,
    {
      config: { permission: 'refill.view' },
      schema: {
        tags,
        summary: 'The order of a package: its payments (what the customer paid), currency and lines',
        querystring: z.object({ packageNo }),
        response: { 200: envelopeOf(refillPaymentInfoSchema) },
      },
    },
    async (request) => ok(await refills.payInfo(callerOf(request).auth, request.query.packageNo)),
  );

  r.get(
    `${base}/getReSentOrderNo`,
    {
      config: { permission: 'refill.view' },
      schema: {
        tags,
        summary: 'The package numbers resends made for the order of a package (or of an order id)',
        querystring: z.object({ packageNo: packageNo.optional(), orderId: recordIdSchema.optional() }),
        response: { 200: envelopeOf(z.array(z.string())) },
      },
    },
    async (request) => ok(await refills.resendPackageNos(callerOf(request).auth, request.query)),
  );

  r.post(
    `${base}/export`,
    {
      config: { permission: 'refill.manage' },
      schema: {
        tags,
        summary:
          "The list's filters (one month at most) as an .xlsx file, streamed; refusals are the JSON envelope",
        body: refillExportInputSchema,
        response: { 200: fileResponseOf([XLSX_TYPE], 'The refills as an .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const file = await refills.exportFile(callerOf(request), request.body, requestLang(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-total-count', String(file.rows))
        .send(file.stream);
    },
  );

  r.post(
    `${base}/getReceivablesAccount`,
    {
      config: { permission: 'refill.view' },
      schema: {
        tags,
        summary: "The company's enabled receiving accounts; with a currency, those of it or of any currency",
        body: z.object({ currency: z.string().trim().max(8).nullish() }).default({}),
        response: { 200: envelopeOf(z.array(receivablesAccountSchema)) },
      },
    },
    async (request) => ok(await refills.receivablesAccounts(request.body.currency)),
  );

  r.get(
    '/api/csPaypalExchangeRate/getAllCurrencyCode',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The currency list: the codes of the currencies with an exchange rate',
        response: { 200: envelopeOf(z.array(z.string())) },
      },
    },
    async () => ok(await refills.currencyCodes()),
  );
}
