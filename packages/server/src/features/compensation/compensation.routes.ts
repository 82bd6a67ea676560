import {
  batchRowAnswer,
  compensationReviewInputSchema,
  compensationReviewResultSchema,
  couponListSchema,
  couponRequestInputSchema,
  couponSchema,
  couponSearchInputSchema,
  couponUseInputSchema,
  customerBlacklistInputSchema,
  customerBlacklistSchema,
  envelopeOf,
  pointsBalanceSchema,
  pointsGrantListSchema,
  pointsGrantSchema,
  pointsRequestInputSchema,
  pointsSearchInputSchema,
  recordIdSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { BlacklistService } from './blacklist.service.js';
import type { CouponsService } from './coupons.service.js';
import type { PointsService } from './points.service.js';

const base = '/api/compensation';

/** Points and coupons granted to customers (spec 3 §2 compensationMGT; the spec shows no calls: new names). */
export function compensationRoutes(
  app: FastifyInstance,
  deps: { points: PointsService; coupons: CouponsService; blacklist: BlacklistService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { points, coupons, blacklist } = deps;
  const tags = ['compensation'];

  r.get(
    `${base}/points/search`,
    {
      config: { permission: 'compensation.view', quiet: true },
      schema: {
        tags,
        summary: 'Points grants by status, customer, order, requester and created time (one month at most)',
        querystring: pointsSearchInputSchema,
        response: { 200: envelopeOf(pointsGrantListSchema) },
      },
    },
    async (request) => ok(await points.search(callerOf(request).auth, request.query)),
  );

  r.get(
    `${base}/points/balance`,
    {
      config: { permission: 'compensation.view' },
      schema: {
        tags,
        summary: "A customer's points balance: the sum of the approved and released ledger rows",
        querystring: z.object({ customerId: recordIdSchema }),
        response: { 200: envelopeOf(pointsBalanceSchema) },
      },
    },
    async (request) => ok(await points.balance(callerOf(request).auth, request.query.customerId)),
  );

  r.post(
    `${base}/points/request`,
    {
      config: { permission: 'compensation.request' },
      schema: {
        tags,
        summary:
          'Asks for points (-9999 to 9999, not 0) for a customer or an order; a repeat within 72 hours needs confirmRepeat',
        body: pointsRequestInputSchema,
        response: { 200: envelopeOf(pointsGrantSchema) },
      },
    },
    async (request) => ok(await points.request(callerOf(request), request.body)),
  );

  r.post(
    `${base}/points/review`,
    {
      config: { permission: 'compensation.review' },
      schema: {
        tags,
        summary: 'Approves or denies at most 20 points grants (never one’s own); a result per grant',
        body: compensationReviewInputSchema,
        response: { 200: envelopeOf(z.array(compensationReviewResultSchema)) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const rows = await points.review(callerOf(request), request.body);
      return ok(rows.map((row) => batchRowAnswer(row, lang)));
    },
  );

  r.get(
    `${base}/coupons/search`,
    {
      config: { permission: 'compensation.view', quiet: true },
      schema: {
        tags,
        summary:
          'Coupons by status (expired past the validity date), customer, order, requester and created time',
        querystring: couponSearchInputSchema,
        response: { 200: envelopeOf(couponListSchema) },
      },
    },
    async (request) => ok(await coupons.search(callerOf(request).auth, request.query)),
  );

  r.post(
    `${base}/coupons/request`,
    {
      config: { permission: 'compensation.request' },
      schema: {
        tags,
        summary:
          'Asks for a coupon (value, currency, validity date, reason); a repeat within 72 hours needs confirmRepeat',
        body: couponRequestInputSchema,
        response: { 200: envelopeOf(couponSchema) },
      },
    },
    async (request) => ok(await coupons.request(callerOf(request), request.body)),
  );

  r.post(
    `${base}/coupons/review`,
    {
      config: { permission: 'compensation.review' },
      schema: {
        tags,
        summary: 'Approves (issues with unique codes) or denies at most 20 coupons; a result per coupon',
        body: compensationReviewInputSchema,
        response: { 200: envelopeOf(z.array(compensationReviewResultSchema)) },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const rows = await coupons.review(callerOf(request), request.body);
      return ok(rows.map((row) => batchRowAnswer(row, lang)));
    },
  );

  r.post(
    `${base}/coupons/use`,
    {
      config: { permission: 'compensation.request' },
      schema: {
        tags,
        summary: 'Marks an issued coupon within its validity date as used',
        body: couponUseInputSchema,
        response: { 200: envelopeOf(couponSchema) },
      },
    },
    async (request) => ok(await coupons.use(callerOf(request), request.body.id)),
  );

  r.post(
    `${base}/blacklist`,
    {
      config: { permission: 'compensation.review' },
      schema: {
        tags,
        summary: "Sets or clears a customer's blacklist type (the blocking types refuse points and coupons)",
        body: customerBlacklistInputSchema,
        response: { 200: envelopeOf(customerBlacklistSchema) },
      },
    },
    async (request) => ok(await blacklist.set(callerOf(request), request.body)),
  );
}
