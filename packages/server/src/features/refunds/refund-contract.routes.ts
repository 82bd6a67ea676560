import {
  batchIdsSchema,
  envelopeOf,
  recordIdSchema,
  refundBatchFilesSchema,
  refundContentSchema,
  refundFlaggedLabelsSchema,
  refundPayBackInfoSchema,
  refundPaypalNamesSchema,
  removedUploadSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Caller, callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { RefundContractService } from './refund-contract.service.js';

/**
 * The spec's refund lookups and details for other clients (spec 2 §7 'Refund lists and lookups', 'Refund
 * actions'): PayPal names, the labels flagged for uploads, removing an upload, a refund's content and pay-back info,
 * and the upload items of several refunds. The calls the product serves under other paths share those routes.
 */
export function refundContractRoutes(
  app: FastifyInstance,
  deps: {
    contract: RefundContractService;
    /** The file store's removal (features/files), wired in app.ts. */
    files: { remove: (caller: Caller, id: string) => Promise<{ id: string }> };
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { contract, files } = deps;
  const tags = ['refunds'];

  r.get(
    '/api/csRefund/listPaypalNames',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: "The company's enabled PayPal accounts (receiving accounts): id, label (the account), names",
        response: { 200: envelopeOf(refundPaypalNamesSchema) },
      },
    },
    async () => ok(await contract.paypalNames()),
  );

  r.get(
    '/api/csRefund/getFlagRefundLabel',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary:
          'The question labels flagged as needing a problem picture or a video link on a refund (refundUploadProblemTypes)',
        response: { 200: envelopeOf(refundFlaggedLabelsSchema) },
      },
    },
    async (request) => ok(await contract.flaggedLabels(requestLang(request))),
  );

  r.get(
    '/api/csRefund/delUploadFilePic',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'The uploader removes a picture or video no saved form holds yet (4071 once attached, 3405 unknown or not theirs)',
        querystring: z.object({
          id: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(64),
        }),
        response: { 200: envelopeOf(removedUploadSchema) },
      },
    },
    async (request) => ok(await files.remove(callerOf(request), request.query.id)),
  );

  r.get(
    '/api/csRefund/getContentById',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: "A refund's content: reasons, online refund reason, upload items (fileList) and video link",
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(refundContentSchema) },
      },
    },
    async (request) => ok(await contract.content(callerOf(request).auth, request.query.id)),
  );

  r.get(
    '/api/csRefund/getRefundInfo',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary:
          "What refunding to PayPal works from: route, the customer's payment account, transaction number and the parts over the payments",
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(refundPayBackInfoSchema) },
      },
    },
    async (request) => ok(await contract.refundInfo(callerOf(request).auth, request.query.id)),
  );

  r.post(
    '/api/csRefund/getBatchUploadFilePic',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: 'The upload items (fileList) and video link of at most 20 refunds',
        body: z.object({
          ids: batchIdsSchema({ id: recordIdSchema }),
        }),
        response: { 200: envelopeOf(refundBatchFilesSchema) },
      },
    },
    async (request) => ok(await contract.batchFiles(callerOf(request).auth, request.body.ids)),
  );
}
