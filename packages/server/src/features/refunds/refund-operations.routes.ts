import {
  combinedPayPartsSchema,
  combinedRecordSearchInputSchema,
  combinedRefundRecordListSchema,
  combinedSplitInputSchema,
  combinedSplitSchema,
  envelopeOf,
  fileResponseOf,
  paypalPayoutSchema,
  type RefundExportKind,
  recordIdSchema,
  refundCustomerMailSchema,
  refundExportInputSchema,
  refundFormRoutesSchema,
  refundRoutePlatformSchema,
  refundRoutePlatformsSchema,
  refundRouteSaveInputSchema,
  refundSentMailSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import { XLSX_TYPE } from '../../shared/xlsx.js';
import type { RefundOperationsService } from './refund-operations.service.js';

const packageNoQuery = z.object({
  packageNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
});

/**
 * Refund path configuration, refund exports, refund to PayPal, the customer mail and the combined-payment calls
 * (spec 2 §7 'Refund actions', 'Combined payment'; spec 1 /orderConfiguration/refundRouteConfiguration).
 */
export function refundOperationsRoutes(app: FastifyInstance, deps: { operations: RefundOperationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { operations } = deps;
  const tags = ['refunds'];

  r.get(
    '/api/v2/refund/refund-route/config',
    {
      config: { permission: 'refundRoute.manage' },
      schema: {
        tags,
        summary: 'Every refund-path platform with its routes: enabled and preferred',
        response: { 200: envelopeOf(refundRoutePlatformsSchema) },
      },
    },
    async () => ok(await operations.routeConfigs()),
  );

  r.post(
    '/api/v2/refund/refund-route/config',
    {
      config: { permission: 'refundRoute.manage' },
      schema: {
        tags,
        summary: "Saves a platform's routes: at least one enabled, exactly one enabled route preferred",
        body: refundRouteSaveInputSchema,
        response: { 200: envelopeOf(refundRoutePlatformSchema) },
      },
    },
    async (request) => ok(await operations.saveRouteConfig(callerOf(request), request.body)),
  );

  r.get(
    '/api/v2/refund/refund-route',
    {
      config: { permission: 'refund.create' },
      schema: {
        tags,
        summary:
          "The enabled refund routes of a package's platform (newer shape: refundRoutes) and the preferred one",
        querystring: packageNoQuery,
        response: { 200: envelopeOf(refundFormRoutesSchema) },
      },
    },
    async (request) => ok(await operations.formRoutes(callerOf(request).auth, request.query.packageNo)),
  );

  const exportRoute = (url: string, kind: RefundExportKind, summary: string) =>
    r.post(
      url,
      {
        config: { permission: 'refund.export' },
        schema: {
          tags,
          summary,
          body: refundExportInputSchema,
          response: { 200: fileResponseOf([XLSX_TYPE], 'The refunds as an .xlsx workbook') },
        },
      },
      async (request, reply) => {
        const file = await operations.exportRefunds(
          callerOf(request),
          kind,
          request.body,
          requestLang(request),
        );
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
  exportRoute(
    '/api/csRefund/auditedRefundExport',
    'audited',
    'Reviewed refunds by review time as a streamed .xlsx; at most 31 days (2008 beyond)',
  );
  exportRoute(
    '/api/csRefund/completedRefundExport',
    'completed',
    'Completed refunds by completion time as a streamed .xlsx; at most 31 days (2006 beyond)',
  );

  r.get(
    '/api/csRefund/refundToPaypal',
    {
      config: { permission: 'refund.review' },
      schema: {
        tags,
        summary:
          'Pays the PayPal parts of a reviewed refund through the payment provider and completes it when all is paid; a repeat pays nothing twice',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(paypalPayoutSchema) },
      },
    },
    async (request) => ok(await operations.refundToPaypal(callerOf(request), request.query.id)),
  );

  r.get(
    '/api/csRefund/getCustomerTemplate',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: "The refund mail to the customer in the customer's language (subject and body filled)",
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(refundCustomerMailSchema) },
      },
    },
    async (request) => ok(await operations.customerTemplate(callerOf(request).auth, request.query.id)),
  );

  r.get(
    '/api/csRefund/sendEmail',
    {
      config: { permission: 'refund.create' },
      schema: {
        tags,
        summary:
          "Writes the refund mail to the outbox and sends it from the operator's mailbox (2001 without one)",
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(refundSentMailSchema) },
      },
    },
    async (request) => ok(await operations.sendEmail(callerOf(request), request.query.id)),
  );

  r.get(
    '/api/crmCombineRefundRecord/selectCombinePayByPackageNo',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: "The combined pay detail rows of a package's payment and what each part can still pay back",
        querystring: packageNoQuery,
        response: { 200: envelopeOf(combinedPayPartsSchema) },
      },
    },
    async (request) =>
      ok(await operations.combinePayByPackageNo(callerOf(request).auth, request.query.packageNo)),
  );

  r.post(
    '/api/crmCombineRefundRecord/selectCombineRefund',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary:
          'How an amount splits over the parts of a combined payment by the chosen option (nothing is written)',
        body: combinedSplitInputSchema,
        response: { 200: envelopeOf(combinedSplitSchema) },
      },
    },
    async (request) => ok(await operations.selectCombineRefund(callerOf(request).auth, request.body)),
  );

  r.post(
    '/api/v2/combine/refund/record/queryCombinePayRefundRecord',
    {
      config: { permission: 'refund.view', quiet: true },
      schema: {
        tags,
        summary: 'The parts of combined-payment refunds, newest refund first; created within one month',
        body: combinedRecordSearchInputSchema,
        response: { 200: envelopeOf(combinedRefundRecordListSchema) },
      },
    },
    async (request) => ok(await operations.combinePayRefundRecords(callerOf(request).auth, request.body)),
  );
}
