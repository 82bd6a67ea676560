import {
  envelopeOf,
  fileResponseOf,
  fileTypes,
  type InvoiceExportInput,
  type InvoiceType,
  invoiceExportInputSchema,
  invoiceModelSchema,
  invoicePrintInputSchema,
  recordIdSchema,
  vatAuthoritySchema,
} from '@backdesk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { InvoicesService } from './invoices.service.js';

const invoiceFile = fileResponseOf([fileTypes.pdf, fileTypes.docx], 'The invoice as a PDF or DOCX file');

/** The invoice calls of the order screens (spec 3 §7 '/OAPackage'): print views (JSON) and files (blob). */
export function invoicesRoutes(app: FastifyInstance, deps: { invoices: InvoicesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { invoices } = deps;
  const tags = ['invoices'];
  const config = { permission: 'invoice.view' };

  const sendFile = async (
    type: InvoiceType,
    request: FastifyRequest,
    body: InvoiceExportInput,
    reply: FastifyReply,
  ) => {
    const file = await invoices.exportFile(callerOf(request), type, body, requestLang(request));
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.data);
  };

  for (const url of ['/api/OAPackage/PrintCommercialInvoiceNew', '/api/OAPackage/PrintCommercialInvoice'])
    r.post(
      url,
      {
        config,
        schema: {
          tags,
          summary:
            'The commercial invoice of an order or one of its packages (JSON for the print view); audited',
          body: invoicePrintInputSchema,
          response: { 200: envelopeOf(invoiceModelSchema) },
        },
      },
      async (request) => ok(await invoices.view(callerOf(request), 'commercial', request.body)),
    );

  for (const url of ['/api/OAPackage/ExportCommercialInvoiceNew', '/api/OAPackage/ExportCommercialInvoice'])
    r.post(
      url,
      {
        config,
        schema: {
          tags,
          summary: 'The commercial invoice as a PDF or DOCX file, with or without the company stamp; audited',
          body: invoiceExportInputSchema,
          response: { 200: invoiceFile },
        },
      },
      (request, reply) => sendFile('commercial', request, request.body, reply),
    );

  r.get(
    '/api/OAPackage/isAuthorVatInvoice',
    {
      config,
      schema: {
        tags,
        summary:
          "Whether the order gets a VAT invoice: own websites and eBay-type orders shipped to the EU or the UK, with the destination's rate",
        querystring: z.object({ orderId: recordIdSchema }),
        response: { 200: envelopeOf(vatAuthoritySchema) },
      },
    },
    async (request) => ok(await invoices.vatAuthority(callerOf(request).auth, request.query.orderId)),
  );

  r.post(
    '/api/OAPackage/PrintVatInvoice',
    {
      config,
      schema: {
        tags,
        summary: 'The VAT invoice (JSON for the print view); refused when isAuthorVatInvoice says no',
        body: invoicePrintInputSchema,
        response: { 200: envelopeOf(invoiceModelSchema) },
      },
    },
    async (request) => ok(await invoices.view(callerOf(request), 'vat', request.body)),
  );

  r.post(
    '/api/OAPackage/exportVatInvoice',
    {
      config,
      schema: {
        tags,
        summary: 'The VAT invoice as a PDF or DOCX file; refused when isAuthorVatInvoice says no',
        body: invoiceExportInputSchema,
        response: { 200: invoiceFile },
      },
    },
    (request, reply) => sendFile('vat', request, request.body, reply),
  );

  r.get(
    '/api/OAPackage/GenerateEbayInvoice',
    {
      config,
      schema: {
        tags,
        summary: 'The eBay invoice of an eBay-type order (JSON for the print view)',
        querystring: invoicePrintInputSchema,
        response: { 200: envelopeOf(invoiceModelSchema) },
      },
    },
    async (request) => ok(await invoices.view(callerOf(request), 'ebay', request.query)),
  );

  r.post(
    '/api/OAPackage/ExportEbayInvoice',
    {
      config,
      schema: {
        tags,
        summary: 'The eBay invoice as a PDF or DOCX file',
        body: invoiceExportInputSchema,
        response: { 200: invoiceFile },
      },
    },
    (request, reply) => sendFile('ebay', request, request.body, reply),
  );
}
