import { z } from 'zod';
import { type Wire, wireMoney, wireTime } from '../shared/wire.js';

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
