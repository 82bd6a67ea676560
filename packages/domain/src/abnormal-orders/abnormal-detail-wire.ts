import { z } from 'zod';
import { wireTime } from '../shared/wire.js';

/* The answers of the abnormal details screen's own calls (spec 3 §7 /crmAbnormalOrder). */

/** sendMail: the mail as the outbox holds it (pending until delivered: sent only once the mail server took it). */
export const abnormalMailSchema = z.object({
  id: z.number(),
  /** The recipient, masked. */
  to: z.string(),
  subject: z.string(),
  /** outbound_mails status: pending, sent, failed, not_sent, captured. */
  status: z.string(),
  error: z.string().nullable(),
  createdAt: wireTime,
  sentAt: wireTime.nullable(),
});

/** The parcel as the details screen edits it: its lines beside the order's. */
export const abnormalParcelSchema = z.object({
  packageNo: z.string(),
  processingCentre: z.string().nullable(),
  logisticMethod: z.string().nullable(),
  transportLevel: z.number().nullable(),
  deliveryStatus: z.number(),
  lines: z.array(
    z.object({
      orderLineId: z.number(),
      sku: z.string(),
      title: z.string(),
      /** The order line's quantity, and how many the order's other open parcels hold. */
      ordered: z.number(),
      inOtherParcels: z.number(),
      quantity: z.number(),
    }),
  ),
});

/** haiguan/rematch: the declaration matched from the parcel's lines and the catalogue. */
export const abnormalCustomsSchema = z.object({
  currency: z.string(),
  total: z.string(),
  matchedAt: wireTime,
  items: z.array(
    z.object({
      sku: z.string(),
      title: z.string(),
      quantity: z.number(),
      unitValue: z.string(),
      value: z.string(),
    }),
  ),
});

/** exchangePackage: the parcel that was replaced and the new one. */
export const abnormalExchangeSchema = z.object({ oldPackageNo: z.string(), newPackageNo: z.string() });

/** requestBlockViewOnAbnormalDetailPage: the interceptions of the order's parcels, newest first. */
export const abnormalInterceptionsSchema = z.array(
  z.object({
    id: z.number(),
    packageNo: z.string(),
    reason: z.string(),
    targetStatus: z.number().nullable(),
    fromStatus: z.number(),
    toStatus: z.number(),
    userName: z.string().nullable(),
    userEnName: z.string().nullable(),
    createdAt: wireTime,
  }),
);

/** searchAEOriginOrderState: the AliExpress order as the order record holds it (no call to AliExpress). */
export const abnormalAeStateSchema = z.object({
  originalOrderId: z.string(),
  orderStatus: z.number(),
  paidAt: wireTime.nullable(),
  shipped: z.boolean(),
  source: z.literal('orderRecord'),
});

/** searchEbayPlaceOfDelivery: where the eBay order is delivered, from the order record (no street or name). */
export const abnormalEbayPlaceSchema = z.object({
  originalOrderId: z.string().nullable(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  source: z.literal('orderRecord'),
});

/** crossPostProblemOrderPrice/save: the saved price in the order's currency. */
export const abnormalCrossPostSchema = z.object({ price: z.string(), currency: z.string() });

/** /csPackage/updatePackage: the parcel's tracking now, and the abnormal work order it raised (or null). */
export const packageTrackingSchema = z.object({
  packageNo: z.string(),
  trackingStatus: z.number(),
  abnormalWorkOrderId: z.number().nullable(),
});
