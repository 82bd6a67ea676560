import {
  abnormalAeStateSchema,
  abnormalByIdInputSchema,
  abnormalCrossPostInputSchema,
  abnormalCrossPostSchema,
  abnormalCustomsSchema,
  abnormalEbayPlaceSchema,
  abnormalExchangeSchema,
  abnormalImReplyInputSchema,
  abnormalInterceptionsSchema,
  abnormalLogisticsInputSchema,
  abnormalMailInputSchema,
  abnormalMailSchema,
  abnormalParcelInputSchema,
  abnormalParcelSchema,
  abnormalPostTypeInputSchema,
  abnormalTrackingInputSchema,
  envelopeOf,
  packageTrackingInputSchema,
  packageTrackingSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../http/caller.js';
import { ok } from '../../http/envelope.js';
import type { AbnormalDetails } from './abnormal-details.js';

const VIEW = 'workOrder.view';
const MANAGE = 'workOrder.manage';
const BASE = '/api/crmAbnormalOrder';
const tags = ['abnormal-orders'];

/** The abnormal details screen's own calls (spec 3 §2 abnormalWorkerOrderDetails, §7 /crmAbnormalOrder). */
export function abnormalDetailsRoutes(app: FastifyInstance, deps: { details: AbnormalDetails }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { details } = deps;

  r.post(
    `${BASE}/processCenterAndPostType/config`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'The parcel’s processing centre, and its logistic method with the transport level when given (unshipped parcels of editable orders)',
        body: abnormalLogisticsInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await details.logistics(callerOf(request), request.body);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/postTypeChange/config`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'The parcel’s logistic method (post type) with its transport level',
        body: abnormalPostTypeInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await details.postType(callerOf(request), request.body);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/detail/editPackage`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'How many of each order line the unshipped parcel holds; answers the parcel',
        body: abnormalParcelInputSchema,
        response: { 200: envelopeOf(abnormalParcelSchema.nullable()) },
      },
    },
    async (request) => ok(await details.editParcel(callerOf(request), request.body)),
  );

  r.post(
    `${BASE}/haiguan/rematch`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Matches the parcel’s customs declaration again from its lines and the catalogue (the price paid per line)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalCustomsSchema) },
      },
    },
    async (request) => ok(await details.customsRematch(callerOf(request), request.body.workOrderId)),
  );

  r.post(
    `${BASE}/exchangePackage`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'A new parcel number takes the unshipped parcel’s place (interception first; not again within 60 s)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalExchangeSchema) },
      },
    },
    async (request) => ok(await details.exchange(callerOf(request), request.body.workOrderId)),
  );

  r.post(
    `${BASE}/submitOrder`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'Submits the order again (contact customer, problem, intercepted or shipping problem → to check)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await details.submitOrder(callerOf(request), request.body.workOrderId);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/sendMail`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'A mail to the order’s customer through the outbox: answered as queued, sent only once delivered',
        body: abnormalMailInputSchema,
        response: { 200: envelopeOf(abnormalMailSchema) },
      },
    },
    async (request) => ok(await details.sendMail(callerOf(request), request.body)),
  );

  r.post(
    `${BASE}/updatePackage`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'The parcel’s tracking as the carrier reports it; a delivery problem raises its abnormal work order',
        body: abnormalTrackingInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await details.tracking(callerOf(request), request.body);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/crossPostProblemOrderPrice/save`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary: 'The price of posting the problem parcel through another channel, in the order’s currency',
        body: abnormalCrossPostInputSchema,
        response: { 200: envelopeOf(abnormalCrossPostSchema) },
      },
    },
    async (request) =>
      ok(await details.crossPostPrice(callerOf(request), request.body.workOrderId, request.body.price)),
  );

  r.post(
    `${BASE}/setImReply`,
    {
      config: { permission: MANAGE },
      schema: {
        tags,
        summary:
          'The customer replied on the marketplace’s messages (customerReply) or not (customerNotReply)',
        body: abnormalImReplyInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await details.imReply(callerOf(request), request.body.workOrderId, request.body.replied);
      return ok(null);
    },
  );

  r.post(
    `${BASE}/requestBlockViewOnAbnormalDetailPage`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The interceptions of the order’s parcels, newest first',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalInterceptionsSchema) },
      },
    },
    async (request) => ok(await details.interceptions(callerOf(request).auth, request.body.workOrderId)),
  );

  r.post(
    `${BASE}/searchAEOriginOrderState`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'The AliExpress order as the order record holds it (no AliExpress connection is made)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalAeStateSchema) },
      },
    },
    async (request) => ok(await details.aeOrderState(callerOf(request).auth, request.body.workOrderId)),
  );

  r.post(
    `${BASE}/searchEbayPlaceOfDelivery`,
    {
      config: { permission: VIEW },
      schema: {
        tags,
        summary: 'Where the eBay order is delivered, from the order record (country, state, city, postcode)',
        body: abnormalByIdInputSchema,
        response: { 200: envelopeOf(abnormalEbayPlaceSchema) },
      },
    },
    async (request) => ok(await details.ebayPlace(callerOf(request).auth, request.body.workOrderId)),
  );

  // the order centre's package call (spec 3 §7 /csPackage): the carrier's tracking of a parcel; no package edit
  // permission exists, so the parcel's tracking is changed by who may intercept it
  r.post(
    '/api/csPackage/updatePackage',
    {
      config: { permission: 'package.intercept' },
      schema: {
        tags,
        summary:
          'A parcel’s tracking as the carrier reports it; a delivery problem raises its abnormal work order by the generation settings',
        body: packageTrackingInputSchema,
        response: { 200: envelopeOf(packageTrackingSchema) },
      },
    },
    async (request) => ok(await details.packageTracking(callerOf(request), request.body)),
  );
}
