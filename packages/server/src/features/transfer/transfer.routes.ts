import {
  envelopeOf,
  fileResponseOf,
  importReportSchema,
  ORDER_IMPORT_MAX_BYTES,
  orderExportInputSchema,
} from '@backdesk/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import { createOrderExportService } from './order-export.service.js';
import { createOrderImportService } from './order-import.service.js';
import { readXlsxUpload } from './upload.js';

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * Export of the order list (spec 3 §7 POST /csOrderParent/export) and the order import screen's calls. The
 * multipart parser is registered in this scope only, with the import's own size limit.
 */
export async function transferRoutes(app: FastifyInstance, deps: { db: Db; exportRowLimit: number }) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: ORDER_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const exporter = createOrderExportService(deps.db, scope.log, deps.exportRowLimit);
    const importer = createOrderImportService(deps.db, scope.log);

    r.post(
      '/api/csOrderParent/export',
      {
        config: { permission: 'order.export' },
        schema: {
          tags: ['orders'],
          summary:
            "The order list's filters as an .xlsx file, streamed (at most EXPORT_ROW_LIMIT rows, 100,000 by default; refusals are the JSON envelope)",
          body: orderExportInputSchema,
          response: { 200: fileResponseOf([XLSX_TYPE], 'The orders as an .xlsx workbook') },
        },
      },
      async (request, reply) => {
        const file = await exporter.exportOrders(callerOf(request), request.body, requestLang(request));
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'no-store')
          .header('x-total-count', String(file.rows))
          .send(file.stream);
      },
    );

    r.get(
      '/api/orderImport/template',
      {
        config: { permission: 'order.import' },
        schema: {
          tags: ['orders'],
          summary:
            "The import template (.xlsx): the header in the caller's language, one example row, the accepted values",
          response: { 200: fileResponseOf([XLSX_TYPE], 'The import template as an .xlsx workbook') },
        },
      },
      async (request, reply) => {
        const lang = requestLang(request);
        const file = await importer.template(callerOf(request), lang);
        return reply
          .header('content-type', XLSX_TYPE)
          .header(
            'content-disposition',
            attachment(lang === 'zh' ? 'order-import-template-zh.xlsx' : 'order-import-template.xlsx'),
          )
          .header('cache-control', 'no-store')
          .send(file);
      },
    );

    r.post(
      '/api/orderImport/dryRun',
      {
        config: { permission: 'order.import' },
        schema: {
          tags: ['orders'],
          summary:
            'Checks every row of an uploaded .xlsx file (multipart, field file, 5 MB) and writes nothing',
          response: { 200: envelopeOf(importReportSchema) },
        },
      },
      async (request) => {
        const file = await readXlsxUpload(request, ORDER_IMPORT_MAX_BYTES);
        return ok(await importer.dryRun(callerOf(request), file, requestLang(request)));
      },
    );

    r.post(
      '/api/orderImport',
      {
        config: { permission: 'order.import' },
        schema: {
          tags: ['orders'],
          summary:
            'Imports the valid orders of an uploaded .xlsx file, one transaction per order; a result per row',
          response: { 200: envelopeOf(importReportSchema) },
        },
      },
      async (request) => {
        const file = await readXlsxUpload(request, ORDER_IMPORT_MAX_BYTES);
        return ok(await importer.importOrders(callerOf(request), file, requestLang(request)));
      },
    );
  });
}
