import {
  batchRowAnswer,
  envelopeOf,
  fileResponseOf,
  workOrderBatchResultSchema,
  workOrderCentreCreateSchema,
  workOrderCentreSearchSchema,
  workOrderCountsSchema,
  workOrderDeleteSchema,
  workOrderExportInputSchema,
  workOrderListSchema,
  workOrderNoInputSchema,
  workOrderRecordSchema,
  workOrderStatusInputSchema,
  workOrderStatusOneSchema,
  workOrderUpdateSchema,
  workOrderViewSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import type { WorkOrderCentreService } from './work-order-centre.service.js';
import type { WorkOrderExport } from './work-order-export.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';

/** The work-order centre (spec 3 §7 /csWorkOrder, /frontend/csWorkOrderController): every kind in one queue. */
export function workOrderCentreRoutes(
  app: FastifyInstance,
  deps: { centre: WorkOrderCentreService; exporter: WorkOrderExport },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { centre, exporter } = deps;
  const tags = ['work-order-centre'];
  const base = '/api/csWorkOrder';

  r.get(
    `${base}/search`,
    {
      config: { permission: VIEW, quiet: true },
      schema: {
        tags,
        summary:
          'Work orders of every kind whose handler is inside the caller’s scope (or in their queue with handled=mine), by the list’s filters as query parameters',
        querystring: workOrderCentreSearchSchema,
        response: { 200: envelopeOf(workOrderListSchema) },
      },
    },
    async (request) => ok(await centre.search(callerOf(request).auth, request.query)),
  );

  r.get(
    `${base}/getWorkOrderById`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'One work order with its log and related work orders',
        querystring: z.object({ id: z.coerce.number().int().min(1) }),
        response: { 200: envelopeOf(workOrderViewSchema) },
      },
    },
    async (request) => ok(await centre.view(callerOf(request).auth, request.query.id)),
  );

  r.post(
    `${base}/add`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Creates a work order of a kind; the assignment rules and countdown of its kind apply',
        body: workOrderCentreCreateSchema,
        response: { 200: envelopeOf(workOrderRecordSchema) },
      },
    },
    async (request) => ok(await centre.add(callerOf(request), request.body)),
  );

  r.post(
    `${base}/update`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Changes an open work order’s subject, description, priority (its due time follows), label or expectation',
        body: workOrderUpdateSchema,
        response: { 200: envelopeOf(workOrderViewSchema) },
      },
    },
    async (request) => ok(await centre.update(callerOf(request), request.body)),
  );

  r.post(
    `${base}/updateWorkOrderStatus`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Moves one work order to a status; closing or solving needs a reason of the caller’s role type',
        body: workOrderStatusOneSchema,
        response: { 200: envelopeOf(workOrderViewSchema) },
      },
    },
    async (request) => ok(await centre.updateStatus(callerOf(request), request.body)),
  );

  r.post(
    `${base}/batchUpdateWorkOrderStatus`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'Moves at most 20 work orders to one status, a result per work order',
        body: workOrderStatusInputSchema,
        response: { 200: envelopeOf(workOrderBatchResultSchema) },
      },
    },
    async (request) =>
      ok(
        (await centre.batchUpdateStatus(callerOf(request), request.body)).map((row) =>
          batchRowAnswer(row, requestLang(request)),
        ),
      ),
  );

  r.post(
    `${base}/delete`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Deletes work orders nobody has worked on yet (waiting for handling, nothing but creation, assignment and remarks in the log), by their creator or a leader; a result per work order',
        body: workOrderDeleteSchema,
        response: { 200: envelopeOf(workOrderBatchResultSchema) },
      },
    },
    async (request) =>
      ok(
        (await centre.remove(callerOf(request), request.body)).map((row) =>
          batchRowAnswer(row, requestLang(request)),
        ),
      ),
  );

  r.post(
    `${base}/getSnowFlakeIdByWorkOrderNo`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The id of a work order the caller reaches, by its number',
        body: workOrderNoInputSchema,
        response: { 200: envelopeOf(z.object({ id: z.number(), workOrderNo: z.string() })) },
      },
    },
    async (request) => ok(await centre.idByNo(callerOf(request).auth, request.body.workOrderNo)),
  );

  for (const path of ['export', 'dynamicWorkOrderExport'])
    r.post(
      `${base}/${path}`,
      {
        config: { permission: VIEW },
        schema: {
          tags,
          summary:
            'Work orders of every kind by the list’s filters in the caller’s scope, the chosen columns, as an .xlsx file, streamed',
          body: workOrderExportInputSchema,
          response: { 200: fileResponseOf([XLSX_TYPE], 'The work orders as an .xlsx workbook') },
        },
      },
      async (request, reply) => {
        const file = await exporter.exportFile(callerOf(request), request.body, requestLang(request), null);
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .header('x-total-count', String(file.rows))
          .send(file.stream);
      },
    );

  r.get(
    '/api/frontend/csWorkOrderController/getALLWorkOrdersNum',
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary:
          'Open work orders per status: in the caller’s queue (theirs and their teams’) and in their whole scope',
        response: { 200: envelopeOf(workOrderCountsSchema) },
      },
    },
    async (request) => ok(await centre.counts(callerOf(request).auth)),
  );
}
