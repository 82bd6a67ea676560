import { z } from 'zod';
import { cappedPageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';

/** A package as the API sends it (money as decimal strings, times as ISO text): shared by the order and parcel views. */
export const packageRecordSchema = z.object({
  id: z.number(),
  packageNo: z.string(),
  orderId: z.number(),
  platformId: z.number(),
  status: z.number(),
  processingCentre: z.string().nullable(),
  logisticMethod: z.string().nullable(),
  transportLevel: z.number().nullable(),
  forwarder: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  trackingStatus: z.number(),
  deliveryStatus: z.number(),
  depositAmount: wireMoney,
  depositTransactionId: z.string().nullable(),
  transactionId: z.string().nullable(),
  createdAt: wireTime,
  importAt: wireTime.nullable(),
  handoverAt: wireTime.nullable(),
  consignAt: wireTime.nullable(),
  deliveryAt: wireTime.nullable(),
  signAt: wireTime.nullable(),
});
export type PackageRecord = Wire<typeof packageRecordSchema>;

/** The order a package belongs to, as the package views show it. */
const packageOrderSummary = {
  orderNo: z.string(),
  originalOrderId: z.string().nullable(),
  orderStatus: z.number(),
  currency: z.string(),
  platformName: z.string(),
  platformNameZh: z.string(),
  shopId: z.number(),
  shopName: z.string(),
};

/** A row of POST /api/OAPackage/search: the package with its order's summary (the package and OA lists). */
export const packageListRowSchema = packageRecordSchema
  .omit({ depositAmount: true, depositTransactionId: true, transactionId: true })
  .extend({
    ...packageOrderSummary,
    customerName: z.string().nullable(),
    orderTotalAmount: wireMoney,
    shipCountry: z.string().nullable(),
  });
export type PackageRow = Wire<typeof packageListRowSchema>;
export const packageListSchema = cappedPageOf(packageListRowSchema);

/** GET /api/csPackage/getPackageByPackageNo: the package with its order's summary. */
export const packageBaseSchema = packageRecordSchema.extend({
  ...packageOrderSummary,
  orderType: z.number(),
});

/** A payment group of an order (combined payments have several, refunded in priority order). */
export const paymentRowSchema = z.object({
  id: z.number(),
  paymentGroup: z.string(),
  method: z.string(),
  route: z.number(),
  priority: z.number(),
  amount: wireMoney,
  currency: z.string(),
  isDeposit: z.boolean(),
  transactionNo: z.string().nullable(),
  paidAt: wireTime.nullable(),
});
export type PaymentRow = Wire<typeof paymentRowSchema>;

/** The customer of an order or package, masked unless revealed. */
export const maskedCustomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
});

/** The shipping address of an order or package (the phone masked unless revealed). */
export const shippingAddressSchema = z.object({
  name: z.string().nullable(),
  phone: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
});

/** GET /api/csPackage/view: the package with its lines, its order's summary, customer (masked) and payments. */
export const packageViewSchema = packageBaseSchema.extend({
  orderTotalAmount: wireMoney,
  lines: z.array(
    z.object({
      id: z.number(),
      orderLineId: z.number().nullable(),
      productId: z.number().nullable(),
      sku: z.string(),
      quantity: z.number(),
      title: z.string().nullable(),
      titleZh: z.string().nullable(),
      attributes: z.record(z.string(), z.string()).nullable(),
    }),
  ),
  payments: z.array(paymentRowSchema),
  customer: maskedCustomerSchema.nullable(),
  shippingAddress: shippingAddressSchema,
});
export type PackageView = Wire<typeof packageViewSchema>;
