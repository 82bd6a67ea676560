import { fileResponseOf, workOrderExportInputSchema } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../http/caller.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import type { WorkOrderExport } from './work-order-export.js';

/** The dynamic export of after-sales work orders (spec 3 §7 dynamicAfterSalesExport). */
export function workOrderExportRoutes(app: FastifyInstance, deps: { exporter: WorkOrderExport }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/crmAfterSalesWorkOrder/dynamicAfterSalesExport',
    {
      config: { permission: 'workOrder.view' },
      schema: {
        tags: ['work-orders'],
        summary:
          'The list’s filters in the caller’s scope with the chosen columns, in their order, as an .xlsx file, streamed; refusals are the JSON envelope',
        body: workOrderExportInputSchema,
        response: { 200: fileResponseOf([XLSX_TYPE], 'The work orders as an .xlsx workbook') },
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
}
