import {
  batchRowAnswer,
  envelopeOf,
  recordIdSchema,
  repairTrackingInputSchema,
  returnAddInfoSchema,
  returnBatchResultSchema,
  returnCreateInputSchema,
  returnIdsSchema,
  returnListSchema,
  returnLogEntrySchema,
  returnPrintResultSchema,
  returnProblemParams,
  returnRecordSchema,
  returnSchemeInputSchema,
  returnSearchInputSchema,
  returnTransferInputSchema,
} from '@backdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { type ReturnRowResult, type ReturnsService, warehouseListStatuses } from './returns.service.js';

/**
 * Returns (spec 3 §3 'Return order', §4 'Return status flow', §5 'Return'): the return-step screens
 * OABackOrderManage and OABackRequire (return.view, return.manage) and the warehouse's OABackHandleWHManage
 * (return.process).
 */
export function returnsRoutes(app: FastifyInstance, deps: { returns: ReturnsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { returns } = deps;
  const tags = ['returns'];

  /** A batch's per-return outcome in the caller's language. */
  const perRow = (request: FastifyRequest) => (row: ReturnRowResult) => {
    const lang = requestLang(request);
    const problem = row.problem && { name: row.problem.name, params: returnProblemParams(row.problem, lang) };
    return batchRowAnswer({ ...row, problem }, lang);
  };

  r.post(
    '/api/csCrmReturnStep/search',
    {
      config: { permission: 'return.view', quiet: true },
      schema: {
        tags,
        summary:
          'Returns by status, type, warehouse label and number, newest first or by a sort field; a created range of one month at most',
        body: returnSearchInputSchema,
        response: { 200: envelopeOf(returnListSchema) },
      },
    },
    async (request) => ok(await returns.search(callerOf(request).auth, request.body)),
  );

  r.post(
    '/api/csCrmReturnStep/searchWarehouse',
    {
      config: { permission: 'return.process', quiet: true },
      schema: {
        tags,
        summary: 'The warehouse list: returns whose goods are on their way back or in the warehouse',
        body: returnSearchInputSchema,
        response: { 200: envelopeOf(returnListSchema) },
      },
    },
    async (request) => ok(await returns.search(callerOf(request).auth, request.body, warehouseListStatuses)),
  );

  r.get(
    '/api/csCrmReturnStep/view',
    {
      config: { permission: 'return.view' },
      schema: {
        tags,
        summary: 'One return with its products',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(returnRecordSchema) },
      },
    },
    async (request) => ok(await returns.view(callerOf(request).auth, request.query.id)),
  );

  r.get(
    '/api/csCrmReturnStep/getLog',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The status log of a return (return.view or return.process)',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(z.array(returnLogEntrySchema)) },
      },
    },
    async (request) => ok(await returns.log(callerOf(request).auth, request.query.id)),
  );

  r.get(
    '/api/csCrmReturnStep/addInfo',
    {
      config: { permission: 'return.manage' },
      schema: {
        tags,
        summary:
          "What the return form starts from: the package's products and what of them is already on returns",
        querystring: z.object({ packageNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(40) }),
        response: { 200: envelopeOf(returnAddInfoSchema) },
      },
    },
    async (request) => ok(await returns.addInfo(callerOf(request).auth, request.query.packageNo)),
  );

  r.post(
    '/api/csCrmReturnStep/add',
    {
      config: { permission: 'return.manage' },
      schema: {
        tags,
        summary:
          'Creates a return (rework and reissue, rework without reissue, return or exchange) of one package',
        body: returnCreateInputSchema,
        response: { 200: envelopeOf(returnRecordSchema) },
      },
    },
    async (request) => ok(await returns.create(callerOf(request), request.body)),
  );

  r.post(
    '/api/csCrmReturnStep/printReturnForm',
    {
      config: { permission: 'return.manage' },
      schema: {
        tags,
        summary:
          'Prints the warehouse return labels of at most 20 returns under one batch number, with a result per return',
        body: z.object({ ids: returnIdsSchema }),
        response: { 200: envelopeOf(returnPrintResultSchema) },
      },
    },
    async (request) => {
      const printed = await returns.print(callerOf(request), request.body.ids);
      return ok({ ...printed, results: printed.results.map(perRow(request)) });
    },
  );

  r.post(
    '/api/csCrmReturnStep/transferStatus',
    {
      config: { permission: 'return.manage' },
      schema: {
        tags,
        summary:
          'Customer service moves at most 20 returns of one status (goods shipped, in transit, signed, not returned, special case)',
        body: returnTransferInputSchema,
        response: { 200: envelopeOf(z.array(returnBatchResultSchema)) },
      },
    },
    async (request) =>
      ok((await returns.transfer(callerOf(request), request.body, 'service')).map(perRow(request))),
  );

  r.post(
    '/api/csCrmReturnStep/warehouseTransfer',
    {
      config: { permission: 'return.process' },
      schema: {
        tags,
        summary:
          'The warehouse moves at most 20 returns of one status (received, signed, inspection, supplier, repair, loss, stock)',
        body: returnTransferInputSchema,
        response: { 200: envelopeOf(z.array(returnBatchResultSchema)) },
      },
    },
    async (request) =>
      ok((await returns.transfer(callerOf(request), request.body, 'warehouse')).map(perRow(request))),
  );

  r.post(
    '/api/csCrmReturnStep/setRepairTrackingNo',
    {
      config: { permission: 'return.manage' },
      schema: {
        tags,
        summary: 'Sets the repair tracking number of one rework-and-reissue return',
        body: repairTrackingInputSchema,
        response: { 200: envelopeOf(returnRecordSchema) },
      },
    },
    async (request) =>
      ok(await returns.setRepairTracking(callerOf(request), request.body.id, request.body.repairTrackingNo)),
  );

  r.post(
    '/api/csCrmReturnStep/setProcessingScheme',
    {
      config: { permission: 'return.manage' },
      schema: {
        tags,
        summary: 'Sets the processing scheme of at most 20 returns, with a result per return',
        body: returnSchemeInputSchema,
        response: { 200: envelopeOf(z.array(returnBatchResultSchema)) },
      },
    },
    async (request) =>
      ok(
        (await returns.setScheme(callerOf(request), request.body.ids, request.body.scheme)).map(
          perRow(request),
        ),
      ),
  );
}
