import {
  customerLeadersSchema,
  envelopeOf,
  orderDictionarySchema,
  paymentTypesSchema,
  processCentresSchema,
  salesManagersSchema,
  systemConfigSchema,
} from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { requestLang } from '../../http/error-handler.js';
import type { LookupsService } from './lookups.service.js';

/**
 * Lookups of the refund and order screens (spec 2 §7 'Refund lists and lookups'; spec 1 §7 and spec 3 §7
 * getOaSystemConfig, csPaymentType/list): read-only reference data and people for selectors.
 */
export function lookupsRoutes(app: FastifyInstance, deps: { lookups: LookupsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { lookups } = deps;
  const tags = ['lookups'];

  r.get(
    '/api/csRefund/getAllCustomerLeader',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: 'Active customer-service team leaders (users leading a team) with their teams',
        response: { 200: envelopeOf(customerLeadersSchema) },
      },
    },
    async () => ok(await lookups.customerLeaders()),
  );

  r.get(
    '/api/CsCrmUser/getSalesManager',
    {
      config: { permission: 'refund.view' },
      schema: {
        tags,
        summary: "Active users holding a sales manager's role (named 'Sales manager' or '销售经理')",
        response: { 200: envelopeOf(salesManagersSchema) },
      },
    },
    async () => ok(await lookups.salesManagers()),
  );

  r.get(
    '/api/batchEvent/retrieveOrderDictionary',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'The order dictionary: every enumeration of orders, packages and payments by table and column',
        response: { 200: envelopeOf(orderDictionarySchema) },
      },
    },
    async (request) => ok(await lookups.orderDictionary(requestLang(request))),
  );

  r.get(
    '/api/csPaymentType/list',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'The payment types with the refund route each pays back by (allFlag=all: all of them, as always)',
        querystring: z.object({ allFlag: z.string().max(10).optional() }),
        response: { 200: envelopeOf(paymentTypesSchema) },
      },
    },
    async (request) => ok(await lookups.paymentTypes(requestLang(request))),
  );

  r.get(
    '/api/csCrmProcessCenter/getProcessCenterInfo',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'The processing centres',
        response: { 200: envelopeOf(processCentresSchema) },
      },
    },
    async (request) => ok(await lookups.processCentres(requestLang(request))),
  );

  r.get(
    '/api/OAPackage/getOaSystemConfig',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary:
          'A public system configuration entry by code, or one property of it by key (secret entries do not exist here)',
        querystring: z.object({
          code: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(100),
          key: z.string().trim().max(100).optional(),
        }),
        response: { 200: envelopeOf(systemConfigSchema) },
      },
    },
    async (request) => ok(await lookups.systemConfig(request.query.code, request.query.key)),
  );
}
