import { z } from 'zod';
import {
  maskedCustomerSchema,
  packageRecordSchema,
  paymentRowSchema,
  shippingAddressSchema,
} from '../packages/package-record.js';
import { cappedPageOf, pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';
import { orderAmountFields } from './order-amounts.js';

/** A row of POST /api/csOrderParent/search (the e-mail is masked by the server). */
export const orderListRowSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  platformId: z.number(),
  platformName: z.string(),
  platformNameZh: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  originalOrderId: z.string().nullable(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string(),
  currency: z.string(),
  orderType: z.number(),
  status: z.number(),
  errorMessage: z.string().nullable(),
  isMarked: z.boolean(),
  salesPending: z.boolean(),
  csPending: z.boolean(),
  processingCentre: z.string().nullable(),
  totalAmount: wireMoney,
  depositAmount: wireMoney,
  shipCountry: z.string().nullable(),
  createdAt: wireTime,
  paidAt: wireTime.nullable(),
});
export type OrderRow = Wire<typeof orderListRowSchema>;
export const orderListSchema = cappedPageOf(orderListRowSchema);

export const orderLineSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  productId: z.number().nullable(),
  sku: z.string(),
  title: z.string(),
  titleZh: z.string().nullable(),
  poa: z.string().nullable(),
  itemCode: z.string().nullable(),
  propertyCode: z.string().nullable(),
  attributes: z.record(z.string(), z.string()).nullable(),
  isTest: z.boolean().nullable(),
  isVirtual: z.boolean().nullable(),
  quantity: z.number(),
  unitPrice: wireMoney,
  discount: wireMoney,
  deposit: wireMoney,
  amount: wireMoney,
});
export type OrderLine = Wire<typeof orderLineSchema>;
export const orderLinesPageSchema = pageOf(orderLineSchema);

export const orderPackageSchema = packageRecordSchema.extend({
  lines: z.array(
    z.object({
      id: z.number(),
      packageId: z.number(),
      orderLineId: z.number().nullable(),
      productId: z.number().nullable(),
      sku: z.string(),
      quantity: z.number(),
      title: z.string().nullable(),
      titleZh: z.string().nullable(),
      attributes: z.record(z.string(), z.string()).nullable(),
    }),
  ),
});
export type OrderPackage = Wire<typeof orderPackageSchema>;

export const orderPaymentSchema = paymentRowSchema.extend({ orderId: z.number() });
export type OrderPayment = Wire<typeof orderPaymentSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.number(),
  orderId: z.number(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  userEnName: z.string().nullable(),
  /** The event's code (orderHistory catalogue); older rows may hold a code the catalogue no longer has. */
  action: z.string(),
  /** The event's parameters; null on rows written before the catalogue, which keep their English detail. */
  params: z.record(z.string(), z.unknown()).nullable(),
  detail: z.string().nullable(),
  at: wireTime,
});
export type OrderHistoryEntry = Wire<typeof orderHistoryEntrySchema>;
export const orderHistorySchema = z.array(orderHistoryEntrySchema);

const amountKeys = [...orderAmountFields, 'discountAmount', 'depositAmount', 'totalAmount'] as const;
export const orderAmountsViewSchema = z.object(
  Object.fromEntries(amountKeys.map((key) => [key, wireMoney])) as Record<
    (typeof amountKeys)[number],
    typeof wireMoney
  >,
);
export type OrderAmountsView = Wire<typeof orderAmountsViewSchema>;

/** GET /api/csOrderParent/view: the order with everything the details screen shows (contact masked). */
export const orderViewSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  platformId: z.number(),
  platformName: z.string(),
  platformNameZh: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  shopSite: z.string(),
  originalOrderId: z.string().nullable(),
  currency: z.string(),
  orderType: z.number(),
  lang: z.string(),
  confirmType: z.number(),
  status: z.number(),
  errorMessage: z.string().nullable(),
  isMarked: z.boolean(),
  salesPending: z.boolean(),
  csPending: z.boolean(),
  processingCentre: z.string().nullable(),
  createdAt: wireTime,
  paidAt: wireTime.nullable(),
  updatedAt: wireTime,
  customer: maskedCustomerSchema.nullable(),
  shippingAddress: shippingAddressSchema,
  amounts: orderAmountsViewSchema,
  lines: z.array(orderLineSchema),
  packages: z.array(orderPackageSchema),
  payments: z.array(orderPaymentSchema),
  /** Two or more payment groups: a refund is split across them by priority. */
  combinedPayment: z.boolean(),
  history: orderHistorySchema,
  remarks: z.array(
    z.object({
      id: z.number(),
      userId: z.number().nullable(),
      userName: z.string().nullable(),
      content: z.string(),
      createdAt: wireTime,
    }),
  ),
  labels: z.array(z.object({ id: z.number(), labelId: z.number(), name: z.string() })),
});
export type OrderView = Wire<typeof orderViewSchema>;

/** GET /api/csOrderParent/getNextOrder: the next (older) or previous (newer) order of the list, or null. */
export const neighbourOrderSchema = z.object({ id: z.number(), orderNo: z.string() }).nullable();
export type NeighbourOrder = Wire<typeof neighbourOrderSchema>;

/** POST /api/csOrderParent/revealContact: the unmasked contact (audited). */
export const revealedContactSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  shipPhone: z.string().nullable(),
});
export type RevealedContact = Wire<typeof revealedContactSchema>;
