import {
  abnormalAddressInputSchema,
  abnormalBatchResultSchema,
  abnormalByIdInputSchema,
  abnormalByNoInputSchema,
  abnormalCancelInputSchema,
  abnormalChannelRemarkInputSchema,
  abnormalDetailSchema,
  abnormalEnumSchema,
  abnormalFilesSchema,
  abnormalListSchema,
  abnormalLogsSchema,
  abnormalModifyInputSchema,
  abnormalNextSchema,
  abnormalOrderFlagSchema,
  abnormalPackageRemarkInputSchema,
  abnormalPendingRemarkInputSchema,
  abnormalResendsSchema,
  abnormalResultsInputSchema,
  abnormalSchemeInputSchema,
  abnormalSearchInputSchema,
  abnormalSettingInputSchema,
  abnormalSettingSchema,
  abnormalTransferInputSchema,
  batchRowAnswer,
  channelReturnReasons,
  channelReturnStatuses,
  envelopeOf,
  fileResponseOf,
  orderErrorPrompts,
  orderTypes,
  paymentMethods,
  problemLabelNodeSchema,
  processingCentres,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import type { AbnormalActions } from './abnormal-actions.js';
import type { createAbnormalExport } from './abnormal-export.js';
import type { createAbnormalReads } from './abnormal-orders.service.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';
const SETTINGS = 'abnormalGenerate.manage';
const BASE = '/api/crmAbnormalOrder';
const ENUMS = '/api/crmAbnormalOrderCfgEnumController';
const tags = ['abnormal-orders'];

/** The enumerations of the abnormal screens (spec 3 §7 /crmAbnormalOrderCfgEnumController), value, key and names. */
const enumerations = {
  selectAllOaPaymentType: paymentMethods.map((m) => ({ value: m.code, key: m.code, zh: m.zh, en: m.en })),
  selectAllOaOrderType: orderTypes.map(({ value, key, zh, en }) => ({ value, key, zh, en })),
  selectAllOaProcessCenter: processingCentres.map((c) => ({
    value: c.code,
    key: c.code,
    zh: c.zh,
    en: c.en,
  })),
  selectAllOaErrorPrompt: orderErrorPrompts.map(({ value, key, zh, en }) => ({ value, key, zh, en })),
  selectAllChannelReturnStatus: channelReturnStatuses.map(({ value, key, zh, en }) => ({
    value,
    key,
    zh,
    en,
  })),
  selectAllOaChannelReturnReason: channelReturnReasons.map(({ value, key, zh, en }) => ({
    value,
    key,
    zh,
    en,
  })),
};

/**
 * Abnormal work orders (spec 3 §2 abnormalWorkOrderManagement, abnormalWorkerOrderDetails,
 * exceptionWorkOrderGenerateSettings; §7 /crmAbnormalOrder and its enumerations).
 */
export function abnormalOrdersRoutes(
  app: FastifyInstance,
  deps: {
    reads: ReturnType<typeof createAbnormalReads>;
    actions: AbnormalActions;
    exportFile: ReturnType<typeof createAbnormalExport>;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reads, actions } = deps;

  r.post(
    `${BASE}/search`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary: 'Abnormal work orders by number, type, statuses, scheme and handler in the caller’s scope',
        body: abnormalSearchInputSchema,
        response: { 200: envelopeOf(abnormalListSchema) },
      },
    },
    async (request) => ok(await reads.search(callerOf(request).auth, request.body)),
  );

  r.get(
    `${BASE}/view`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'One abnormal work order with the order’s address, its resends and whether a scheme may be set',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(abnormalDetailSchema) },
      },
    },
    async (request) => ok(await reads.view(callerOf(request).auth, request.query.id)),
  );

  r.post(
    `${BASE}/export`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The list’s filters as an .xlsx file (10,000 rows at most, else 5458)',
        body: abnormalSearchInputSchema,
        response: { 200: fileResponseOf([XLSX_TYPE], 'The abnormal work orders as an .xlsx workbook') },
      },
    },
    async (request, reply) => {
      const file = await deps.exportFile(callerOf(request), request.body, requestLang(request));
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-total-count', String(file.rows))
        .send(file.buffer);
    },
  );

  const batchRoute = <B extends z.ZodType<{ ids: number[] }>>(
    path: string,
    summary: string,
    body: B,
    run: (request: FastifyRequest, input: z.infer<B>) => ReturnType<AbnormalActions['results']>,
  ) =>
    r.post(
      `${BASE}/${path}`,
      {
        config: { permission: MANAGE },
        schema: { tags, summary, body, response: { 200: envelopeOf(z.array(abnormalBatchResultSchema)) } },
      },
      async (request) => {
        const lang = requestLang(request);
        const rows = await run(request, request.body as z.infer<B>);
        return ok(rows.map((row) => batchRowAnswer(row, lang)));
      },
    );

  batchRoute(
    'setProcessingScheme',
    'Chooses the processing scheme of at most 20: refused per row when reissued or stocked, or after the deadline for any but the system’s; Resend makes the resend',
    abnormalSchemeInputSchema,
    (request, input) =>
      actions.setScheme(callerOf(request), input.ids, input.scheme, {
        problemType: input.problemType,
        remark: input.remark,
      }),
  );
  batchRoute(
    'batchCancelOrder',
    'Cancels the orders of at most 20 abnormal work orders and closes them, per row',
    abnormalCancelInputSchema,
    (request, input) => actions.cancelOrders(callerOf(request), input.ids, input.reason),
  );
  batchRoute(
    'batchSetChannelReturnStepRemark',
    'Sets the channel return remark of at most 20, per row',
    abnormalChannelRemarkInputSchema,
    (request, input) => actions.channelRemarks(callerOf(request), input.ids, input.remark),
  );
  batchRoute(
    'batchProcessingResults',
    'Records the processing result of at most 20 (processed; closed when asked), per row',
    abnormalResultsInputSchema,
    (request, input) => actions.results(callerOf(request), input.ids, input.result, input.close),
  );
  batchRoute(
    'transferWorkOrder',
    'Hands at most 20 to a user or a team, per row',
    abnormalTransferInputSchema,
    (request, input) => actions.transfer(callerOf(request), input.ids, input.handler, input.note ?? null),
  );

  for (const [path, closeOnly, summary] of [
    ['getLogByWorkOrderNo', false, 'The log of an abnormal work order by its number'],
    ['getCloseLogByWorkOrderNo', true, 'The closing entries (results, cancellations, closing) by number'],
  ] as const)
    r.post(
      `${BASE}/${path}`,
      {
        config: { permission: VIEW },
        schema: {
          tags,
          summary,
          body: abnormalByNoInputSchema,
          response: { 200: envelopeOf(abnormalLogsSchema) },
        },
      },
      async (request) => ok(await reads.logByNo(callerOf(request).auth, request.body.workOrderNo, closeOnly)),
    );

  r.post(
    `${BASE}/pendingRemark/add`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Adds the pending remark of an open abnormal work order',
        body: abnormalPendingRemarkInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await actions.pendingRemark(callerOf(request), request.body.workOrderId, request.body.content);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/packageRemark/modfiy`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Changes (or clears) the parcel remark of an open abnormal work order',
        body: abnormalPackageRemarkInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await actions.packageRemark(callerOf(request), request.body.workOrderId, request.body.remark);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/editOrderAddress`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Edits the shipping address of the work order’s order (interception first while the warehouse works on it)',
        body: abnormalAddressInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await actions.editAddress(callerOf(request), request.body);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/modify`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Moves the abnormal status by hand (not to handled or closed: a scheme, result or cancel does)',
        body: abnormalModifyInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await actions.modify(callerOf(request), request.body.workOrderId, request.body.abnormalStatus);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/nextProc`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The next open abnormal work order in the caller’s scope after this one, or null',
        querystring: z.object({ workOrderId: recordIdSchema }),
        response: { 200: envelopeOf(abnormalNextSchema) },
      },
    },
    async (request) => ok(await reads.next(callerOf(request).auth, request.query.workOrderId)),
  );

  r.post(
    `${BASE}/getContactEmail`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'The e-mail of the order’s customer, masked (revealed on the order’s page with the view code)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(z.object({ email: z.string().nullable() })) },
      },
    },
    async (request) => ok(await reads.contactEmail(callerOf(request).auth, request.body.workOrderId)),
  );

  r.post(
    `${BASE}/searchChannelReturnStepFiles`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The attachments of the work order’s channel problem item',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalFilesSchema) },
      },
    },
    async (request) => ok(await reads.files(callerOf(request).auth, request.body.workOrderId)),
  );

  r.post(
    `${BASE}/getOrderFlag`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The flags of the work order’s order (marked, pending, its error)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalOrderFlagSchema) },
      },
    },
    async (request) => ok(await reads.orderFlag(callerOf(request).auth, request.body.workOrderId)),
  );

  r.post(
    `${BASE}/searchOnAbnoramlDetailPage`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The resends of the work order’s order (the spec’s spelling)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalResendsSchema) },
      },
    },
    async (request) => ok(await reads.resends(callerOf(request).auth, request.body.workOrderId)),
  );

  r.post(
    `${BASE}/getReturnRemarkHistory`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The channel return remarks set on the work order, oldest first',
        body: abnormalByNoInputSchema,
        response: { 200: envelopeOf(abnormalLogsSchema) },
      },
    },
    async (request) => ok(await reads.remarkHistory(callerOf(request).auth, request.body.workOrderNo)),
  );

  r.get(
    `${BASE}/getProblemLabelTree`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The question labels as a tree, named in the caller’s language',
        response: { 200: envelopeOf(z.array(problemLabelNodeSchema)) },
      },
    },
    async (request) => ok(await reads.problemLabelTree(requestLang(request))),
  );

  for (const [name, list] of Object.entries(enumerations))
    r.get(
      `${ENUMS}/${name}`,
      {
        config: { permission: VIEW },
        schema: {
          tags,
          summary: `The ${name.replace('selectAll', '')} enumeration`,
          response: { 200: envelopeOf(abnormalEnumSchema) },
        },
      },
      async () => ok(list),
    );

  r.get(
    '/api/crmAbnormalOrderGenerateCfg/list',
    {
      config: { permission: SETTINGS },
      schema: {
        tags,
        summary: 'Which events raise each abnormal type, on which platforms, with its deadline and handler',
        response: { 200: envelopeOf(z.array(abnormalSettingSchema)) },
      },
    },
    async () => ok(await actions.settings()),
  );

  r.post(
    '/api/crmAbnormalOrderGenerateCfg/save',
    {
      config: { permission: SETTINGS },
      schema: {
        tags,
        summary: 'Saves one type’s generation setting; an event is taken by one type at most',
        body: abnormalSettingInputSchema,
        response: { 200: envelopeOf(abnormalSettingSchema) },
      },
    },
    async (request) => ok(await actions.saveSetting(callerOf(request), request.body)),
  );
}
