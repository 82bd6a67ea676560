import { z } from 'zod';
import type { Wire } from '../shared/wire.js';
import { tableVarSchema } from '../shell/system-wire.js';

const personSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  email: z.string(),
});

/** GET /api/csRefund/getAllCustomerLeader: active users leading a team, with those teams. */
export const customerLeadersSchema = z.array(
  personSchema.extend({
    teams: z.array(z.object({ id: z.number(), name: z.string(), enName: z.string().nullable() })),
  }),
);
export type CustomerLeaders = Wire<typeof customerLeadersSchema>;

/** GET /api/CsCrmUser/getSalesManager: active users holding a sales manager's role. */
export const salesManagersSchema = z.array(personSchema);
export type SalesManagers = Wire<typeof salesManagersSchema>;

/** GET /api/batchEvent/retrieveOrderDictionary: each enumeration by table and column (name in the caller's language). */
export const orderDictionarySchema = z.array(
  z.object({ tableName: z.string(), columnName: z.string(), values: z.array(tableVarSchema) }),
);
export type OrderDictionary = Wire<typeof orderDictionarySchema>;

/** GET /api/csPaymentType/list: the payment types with the refund route each pays back by. */
export const paymentTypesSchema = z.array(
  z.object({
    id: z.string(),
    code: z.string(),
    zh: z.string(),
    en: z.string(),
    name: z.string(),
    refundRoute: z.string(),
  }),
);
export type PaymentTypes = Wire<typeof paymentTypesSchema>;

/** GET /api/csCrmProcessCenter/getProcessCenterInfo: the processing centres. */
export const processCentresSchema = z.array(
  z.object({ id: z.string(), code: z.string(), zh: z.string(), en: z.string(), name: z.string() }),
);
export type ProcessCentres = Wire<typeof processCentresSchema>;

/** GET /api/OAPackage/getOaSystemConfig: a public configuration entry, or one property of it (key). */
export const systemConfigSchema = z.object({
  code: z.string(),
  key: z.string().nullable(),
  value: z.unknown(),
});
export type SystemConfig = Wire<typeof systemConfigSchema>;
