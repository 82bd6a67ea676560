import {
  batchRowAnswer,
  envelopeOf,
  recordIdSchema,
  resendBatchResultSchema,
  resendCodeInfoSchema,
  resendDetailInputSchema,
  resendDetailRecordSchema,
  resendListSchema,
  resendPackageProductSchema,
  resendPreCheckSchema,
  resendProblemTypeSchema,
  resendReasonSchema,
  resendRecordSchema,
  resendReviewInputSchema,
  resendSaveInputSchema,
  resendSearchInputSchema,
  resendTestPlatformSchema,
  resendTestProductsSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { ResendsService } from './resends.service.js';

const packageNo = z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40);
const isEdit = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .default(false)
  .transform((v) => v === true || v === 'true');

/** Resends, the repost records (spec 2 §7 'Reissue calls (repost records)'). */
export function resendsRoutes(app: FastifyInstance, deps: { resends: ResendsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { resends } = deps;
  const tags = ['resends'];

  r.post(
    '/api/csCrmRepost/search',
    {
      config: { permission: 'resend.view', quiet: true },
      schema: {
        tags,
        summary:
          'Resends by status, platform and order or package number, newest first or by a sort field; created within one month',
        body: resendSearchInputSchema,
        response: { 200: envelopeOf(resendListSchema) },
      },
    },
    async (request) => ok(await resends.search(callerOf(request).auth, request.body)),
  );

  r.get(
    '/api/csCrmRepost/detail',
    {
      config: { permission: 'resend.view' },
      schema: {
        tags,
        summary: 'One resend with its problem details',
        querystring: z.object({ id: recordIdSchema }),
        response: { 200: envelopeOf(resendDetailRecordSchema) },
      },
    },
    async (request) => ok(await resends.detail(callerOf(request).auth, request.query.id)),
  );

  r.post(
    '/api/csCrmRepost/searchOnOrderDetailPage',
    {
      config: { permission: 'resend.view' },
      schema: {
        tags,
        summary: 'The resends of an order',
        body: z.object({ orderId: recordIdSchema }),
        response: { 200: envelopeOf(z.array(resendRecordSchema)) },
      },
    },
    async (request) => ok(await resends.ofOrder(callerOf(request).auth, request.body.orderId)),
  );

  r.post(
    '/api/csCrmRepost/AddbeforeCheck',
    {
      config: { permission: 'resend.create' },
      schema: {
        tags,
        summary:
          'The pre-check of a package on entry: test, delivery status, order type, existing resend, advanced payment, return or rework, and why entry is blocked',
        body: z.object({ packageNo, IsEdit: isEdit, id: recordIdSchema.nullish() }),
        response: { 200: envelopeOf(resendPreCheckSchema) },
      },
    },
    async (request) =>
      ok(
        await resends.preCheck(
          callerOf(request).auth,
          request.body.packageNo,
          requestLang(request),
          request.body.id,
        ),
      ),
  );

  r.post(
    '/api/csCrmRepost/GetSKUPOAByOrderID',
    {
      config: { permission: 'resend.create' },
      schema: {
        tags,
        summary: 'The related problem products: the products of the package in the order number field',
        body: z.object({ OrderId: z.string().trim().max(40).nullish() }),
        response: { 200: envelopeOf(z.array(resendPackageProductSchema)) },
      },
    },
    async (request) => ok(await resends.packageProducts(callerOf(request).auth, request.body.OrderId)),
  );

  r.post(
    '/api/csCrmRepost/LoadSKUPOAInfo',
    {
      config: { permission: 'resend.create' },
      schema: {
        tags,
        summary:
          'A product code (filtered: after a comma, before a [) found as a SKU or a POA: SKU, POA, ATTR',
        body: z.object({ ProductCode: z.string().max(200).default('') }),
        response: { 200: envelopeOf(resendCodeInfoSchema) },
      },
    },
    async (request) => ok(await resends.lookupCode(request.body.ProductCode)),
  );

  r.post(
    '/api/csCrmRepost/GetReasonByProblem',
    {
      config: { permission: 'resend.create' },
      schema: {
        tags,
        summary: 'The reason remark generated from the problem details, in Chinese and English',
        body: z.object({ Details: z.array(resendDetailInputSchema).max(100) }),
        response: { 200: envelopeOf(resendReasonSchema) },
      },
    },
    async (request) => ok(resends.reason(request.body.Details)),
  );

  // the resend dialog's save, from the order pages and the abnormal work order page (spec 2 §7, spec 3 §7)
  for (const url of ['/api/csCrmRepost/DataSave', '/api/crmAbnormalOrder/saveRepost'])
    r.post(
      url,
      {
        config: { permission: 'resend.create' },
        schema: {
          tags,
          summary:
            'Creates (IsEdit=false) or edits (IsEdit=true) a resend after the save steps; a new resend makes the new package',
          querystring: z.object({ IsEdit: isEdit }),
          body: resendSaveInputSchema,
          response: { 200: envelopeOf(resendRecordSchema) },
        },
      },
      async (request) => ok(await resends.save(callerOf(request), request.body, request.query.IsEdit)),
    );

  r.post(
    '/api/csCrmRepost/IfTestPlatform',
    {
      config: { permission: 'resend.create' },
      schema: {
        tags,
        summary:
          "Whether the package's order is on a test platform (a whole resend without details is allowed there)",
        body: z.object({ packageNo }),
        response: { 200: envelopeOf(resendTestPlatformSchema) },
      },
    },
    async (request) => ok(await resends.ifTestPlatform(callerOf(request).auth, request.body.packageNo)),
  );

  r.post(
    '/api/csCrmRepost/GetIsTestProduct',
    {
      config: { permission: 'resend.create' },
      schema: {
        tags,
        summary: 'Per SKU or POA: the SKUs it returns and whether one is a test product',
        body: z.object({ ProductCodes: z.array(z.string().max(200)).max(100) }),
        response: { 200: envelopeOf(resendTestProductsSchema) },
      },
    },
    async (request) => ok(await resends.testProducts(request.body.ProductCodes)),
  );

  r.post(
    '/api/csCrmRepost/ReAudit',
    {
      config: { permission: 'resend.review' },
      schema: {
        tags,
        summary:
          'Reviews (or reviews again) at most 20 resends: approve confirms, refuse cancels; a result per resend',
        body: resendReviewInputSchema,
        response: { 200: envelopeOf(z.array(resendBatchResultSchema)) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const rows = await resends.review(callerOf(request), request.body);
      return ok(rows.map((row) => batchRowAnswer(row, lang)));
    },
  );

  for (const url of ['/api/csCrmRepost/Delete', '/api/crmAbnormalOrder/deleteRepostOnAbnoramlDetailPage'])
    r.post(
      url,
      {
        config: { permission: 'resend.create' },
        schema: {
          tags,
          summary: 'Deletes a cancelled resend (kept as deleted); an approved one is never deleted',
          body: z.object({ id: recordIdSchema }),
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (request) => {
        await resends.remove(callerOf(request), request.body.id);
        return ok(null);
      },
    );

  r.get(
    '/api/csCrmRepost/GetProblemLabel',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The reissue question labels (problem tag list of type 2)',
        querystring: z.object({
          type: z.coerce
            .number()
            .int()
            .refine((t) => t === 2, { error: 'VALIDATION_FAILED' })
            .default(2),
        }),
        response: { 200: envelopeOf(z.array(resendProblemTypeSchema)) },
      },
    },
    async (request) => ok(resends.problemTypes(requestLang(request))),
  );
}
