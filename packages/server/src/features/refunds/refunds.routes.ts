import {
  amazonOrderLookupSchema,
  type BatchRowResult,
  batchIdsSchema,
  batchRowAnswer,
  ebayCaseInfoSchema,
  envelopeOf,
  errorText,
  recordIdSchema,
  refundAddInfoSchema,
  refundBatchResultsSchema,
  refundCanAuditSchema,
  refundCreatedSchema,
  refundCreateRequestSchema,
  refundDetailSchema,
  refundListSchema,
  refundReasonsSchema,
  refundRecordSchema,
  refundRouteDicSchema,
  refundRoutes,
  refundSearchInputSchema,
  refundsSchema,
  refundUpdateInputSchema,
  refundViewSchema,
} from '@backdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { RefundsService } from './refunds.service.js';

/** A batch of refunds: at most 20 (spec 2 §9 'Batch operation maximum'). */
const batchIds = z.object({ ids: batchIdsSchema({ id: recordIdSchema }) });

/** Refunds (spec 2 §7 'Refund lists and lookups', 'Refund actions', 'Combined payment'). */
export function refundsRoutes(app: FastifyInstance, deps: { refunds: RefundsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { refunds } = deps;
  const tags = ['refunds'];

  /** A batch's per-refund outcome in the caller's language. */
  const perRow = (request: FastifyRequest) => (row: BatchRowResult<'refundNo'>) =>
    batchRowAnswer(row, requestLang(request));

  r.get(
    '/api/v2/refund/refund-add-info',
    {
      config: { permission: 'refund.create' },
      schema: {
        tags,
        summary:
          "What the refund form starts from: the order's amounts, its packages with refundable lines, combined-payment parts and the refund paths",
        querystring: z.object({
          orderId: recordIdSchema.optional(),
          packageNo: z.string().trim().max(40).optional(),
          /** Editing: the refund's order, with this refund's own lines and amounts counted as not refunded. */
          refundId: recordIdSchema.optional(),
        }),
        response: { 200: envelopeOf(refundAddInfoSchema) },
      },
    },
    async (request) => ok(await refunds.addInfo(callerOf(request).auth, request.query, requestLang(request))),
  );

  for (const url of [
    '/api/v2/refund/createRefund',
    '/api/csRefund/batchAdd',
    '/api/csRefund/batchAddUploadFile',
  ])
    r.post(
      url,
      {
        config: { permission: 'refund.create' },
        schema: {
          tags,
          summary:
            "Creates one refund per package in one transaction; the caller's serialNumber again answers the first refunds, with another body 409/4029. Raised from a work order (workOrderNo, or workOrderTrack): the work order must be open, in the caller's scope and about the order; the refunds are linked to it and it moves to CSR processed",
          body: refundCreateRequestSchema,
          response: { 200: envelopeOf(refundCreatedSchema) },
        },
      },
      async (request) => ok(await refunds.create(callerOf(request), request.body)),
    );

  for (const url of [
    '/api/v2/refund/updateRefund',
    '/api/csRefund/update',
    '/api/csRefund/updateOnOrderDetailPage',
  ])
    r.post(
      url,
      {
        config: { permission: 'refund.create' },
        schema: {
          tags,
          summary:
            'The creator edits a refund not reviewed yet (package, path, deposit and combined choice stay), in one transaction',
          body: refundUpdateInputSchema,
          response: { 200: envelopeOf(refundRecordSchema) },
        },
      },
      async (request) => ok(await refunds.update(callerOf(request), request.body)),
    );

  r.post(
    '/api/csRefund/search',
    {
      config: { permission: 'refund.view', quiet: true },
      schema: {
        tags,
        summary:
          'Refunds by status, platform and number, newest first or by a sort field; created within one month',
        body: refundSearchInputSchema,
        response: { 200: envelopeOf(refundListSchema) },
      },
    },
    async (request) => ok(await refunds.search(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/v2/refund/view',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: 'One refund with its lines and payment split, as the edit form starts from it',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(refundViewSchema) },
      },
    },
    async (request) => ok(await refunds.view(callerOf(request).auth, request.query.id)),
  );

  r.get(
    '/api/csRefund/getRefundById',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary:
          "One refund as its detail view shows it: products, amounts per column, path and payment split, reasons, pictures, who and when, its history (payment account masked; another platform's or out of scope 404/4023)",
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(refundDetailSchema) },
      },
    },
    async (request) => ok(await refunds.detail(callerOf(request).auth, request.query.id)),
  );

  for (const url of [
    '/api/csRefund/getRefundByOrderParentIdOnOrderDetailPage',
    '/api/erpOrderRefunded/getOaRefundData',
    // the abnormal work order's page (spec 3 §7 /crmAbnormalOrder)
    '/api/crmAbnormalOrder/getRefundByOrderParentId',
  ])
    r.get(
      url,
      {
        config: { permission: 'order.view' },
        schema: {
          tags,
          summary: 'The refunds of an order',
          querystring: z.object({ orderId: recordIdSchema }),
          response: { 200: envelopeOf(refundsSchema) },
        },
      },
      async (request) => ok(await refunds.ofOrder(callerOf(request).auth, request.query.orderId)),
    );

  r.get(
    '/api/csRefund/isCanAduit',
    {
      config: { permission: 'refund.review' },
      schema: {
        tags,
        summary: 'Whether the caller may review the refund (not its creator, not reviewed yet)',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(refundCanAuditSchema) },
      },
    },
    async (request) => {
      const answer = await refunds.canAudit(callerOf(request).auth, request.query.id);
      return ok({
        canAudit: answer.canAudit,
        reason: answer.reason ? errorText(answer.reason, requestLang(request)) : null,
      });
    },
  );

  for (const url of ['/api/csRefund/aduit', '/api/csRefund/setApprovedInToken'])
    r.post(
      url,
      {
        config: { permission: 'refund.review' },
        schema: {
          tags,
          summary: 'Reviews at most 20 refunds, one transaction each, with a result per refund',
          body: batchIds,
          response: { 200: envelopeOf(refundBatchResultsSchema) },
        },
      },
      async (request) => ok((await refunds.audit(callerOf(request), request.body.ids)).map(perRow(request))),
    );

  r.post(
    '/api/csRefund/setFinished',
    {
      config: { permission: 'refund.review' },
      schema: {
        tags,
        summary: 'Completes at most 20 reviewed refunds, with a result per refund',
        body: batchIds,
        response: { 200: envelopeOf(refundBatchResultsSchema) },
      },
    },
    async (request) =>
      ok((await refunds.setFinished(callerOf(request), request.body.ids)).map(perRow(request))),
  );

  r.post(
    '/api/csRefund/delete',
    {
      config: { permission: 'refund.create' },
      schema: {
        tags,
        summary: 'The creator deletes a refund not reviewed yet',
        body: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await refunds.remove(callerOf(request), request.body.id);
      return ok(null);
    },
  );

  r.get(
    '/api/csRefund/getRefundRouteDic',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The refund route enumeration',
        response: { 200: envelopeOf(refundRouteDicSchema) },
      },
    },
    async () => ok(refundRoutes.map((route) => ({ value: String(route.value), zh: route.zh, en: route.en }))),
  );

  r.get(
    '/api/csRefund/getReasonByProblem',
    {
      config: { permission: 'refund.create' },
      schema: {
        tags,
        summary:
          "The reasons generated for a question label and the SKUs: '因{label}退款：{skus}' and 'Refund for {label}: {skus}'",
        querystring: z.object({
          problemId: recordIdSchema,
          /** SKUs, comma joined. */
          sku: z.string().max(2000).optional(),
          /** The platform id. */
          category: z.coerce.number().int().nonnegative().optional(),
        }),
        response: { 200: envelopeOf(refundReasonsSchema) },
      },
    },
    async (request) => ok(await refunds.reasonByProblem(request.query)),
  );

  r.get(
    '/api/v2/refund/getAmazonOrderList/:packageNo',
    {
      config: { permission: 'refund.create' },
      schema: {
        tags,
        summary: "Whether the package needs a test: status '1' when one of its products is a test product",
        params: z.object({ packageNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(40) }),
        response: { 200: envelopeOf(amazonOrderLookupSchema) },
      },
    },
    async (request) => ok(await refunds.amazonOrder(callerOf(request).auth, request.params.packageNo)),
  );

  r.post(
    '/api/v2/refund/getEbayCaseInfo',
    {
      config: { permission: 'refund.create' },
      schema: {
        tags,
        summary:
          "The order's open eBay case (case id, link, seller actual price), or null when there is none",
        body: z.object({ packageNo: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(40) }),
        response: { 200: envelopeOf(ebayCaseInfoSchema) },
      },
    },
    async (request) => ok(await refunds.ebayCaseInfo(callerOf(request).auth, request.body.packageNo)),
  );
}
