import { z } from 'zod';
import { pageOf, type Wire, wireTime } from '../shared/wire.js';

/**
 * The rows of POST /api/search, one kind per data source. Every kind carries every field (null where the kind has
 * none), so the result table reads any column of any row; the contact is masked.
 */
const platformFields = {
  platformId: z.number(),
  platformName: z.string(),
  platformNameZh: z.string(),
};
const noPlatform = { platformId: z.null(), platformName: z.null(), platformNameZh: z.null() };

export const searchOrderRowSchema = z.object({
  type: z.literal('order'),
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.null(),
  trackingNo: z.null(),
  customerName: z.string().nullable(),
  contact: z.string(),
  ...platformFields,
  status: z.number(),
  sku: z.null(),
  title: z.null(),
  createdAt: wireTime,
});

export const searchParcelRowSchema = z.object({
  type: z.literal('parcel'),
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string(),
  trackingNo: z.string().nullable(),
  customerName: z.string().nullable(),
  contact: z.string(),
  ...platformFields,
  status: z.number(),
  sku: z.null(),
  title: z.null(),
  createdAt: wireTime,
});

export const searchCustomerRowSchema = z.object({
  type: z.literal('customer'),
  id: z.number(),
  orderId: z.null(),
  orderNo: z.null(),
  packageNo: z.null(),
  trackingNo: z.null(),
  customerName: z.string(),
  contact: z.string(),
  ...platformFields,
  status: z.null(),
  sku: z.null(),
  title: z.null(),
  createdAt: wireTime,
});

export const searchSkuRowSchema = z.object({
  type: z.literal('sku'),
  id: z.number(),
  orderId: z.null(),
  orderNo: z.null(),
  packageNo: z.null(),
  trackingNo: z.null(),
  customerName: z.null(),
  contact: z.null(),
  ...noPlatform,
  status: z.null(),
  sku: z.string(),
  title: z.string(),
  createdAt: wireTime,
});

export const searchRowSchema = z.discriminatedUnion('type', [
  searchOrderRowSchema,
  searchParcelRowSchema,
  searchCustomerRowSchema,
  searchSkuRowSchema,
]);
/** A row as the server builds it (its time a Date). */
export type SearchRowValue = z.output<typeof searchRowSchema>;
/** A row as the client receives it. */
export type SearchRow = Wire<typeof searchRowSchema>;
export const searchResultSchema = pageOf(searchRowSchema);
