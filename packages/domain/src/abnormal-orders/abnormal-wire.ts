import { z } from 'zod';
import { batchRowResultSchema } from '../shared/batch.js';
import { cappedPageOf, wireTime } from '../shared/wire.js';
import { workOrderHandlerSchema, workOrderLogSchema } from '../work-orders/work-order-wire.js';
import {
  abnormalCrossPostSchema,
  abnormalCustomsSchema,
  abnormalParcelSchema,
} from './abnormal-detail-wire.js';

/*
 * The abnormal work orders' answers (spec 3 §7 /crmAbnormalOrder). AbnormalRecord is what the server hands the
 * serialiser; the web reads `Wire<typeof schema>`.
 */

/** An abnormal work order in the list: the work order, its type and statuses, scheme, deadline and parcel. */
export const abnormalRecordSchema = z.object({
  id: z.number(),
  workOrderNo: z.string(),
  type: z.number(),
  event: z.string(),
  abnormalStatus: z.number(),
  ticketStatus: z.number(),
  processingScheme: z.number().nullable(),
  /** The scheme the system forces now that the deadline has passed unprocessed; null while it has not. */
  forcedScheme: z.number().nullable(),
  processingDeadline: wireTime.nullable(),
  reasonForReturn: z.number().nullable(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  orderStatus: z.number().nullable(),
  packageId: z.number().nullable(),
  packageNo: z.string().nullable(),
  trackingNo: z.string().nullable(),
  trackingStatus: z.number().nullable(),
  platformId: z.number().nullable(),
  handler: workOrderHandlerSchema,
  pendingRemark: z.string().nullable(),
  packageRemark: z.string().nullable(),
  channelReturnRemark: z.string().nullable(),
  processingResult: z.string().nullable(),
  resendId: z.number().nullable(),
  createdAt: wireTime,
  updatedAt: wireTime,
  closedAt: wireTime.nullable(),
});
export type AbnormalRecord = z.output<typeof abnormalRecordSchema>;
export const abnormalListSchema = cappedPageOf(abnormalRecordSchema);

/** The detail page: the record, the order's shipping address (masked unless revealed) and the resends of the order. */
export const abnormalDetailSchema = abnormalRecordSchema.extend({
  address: z.object({
    shipName: z.string().nullable(),
    shipPhone: z.string().nullable(),
    shipCountry: z.string().nullable(),
    shipState: z.string().nullable(),
    shipCity: z.string().nullable(),
    shipPostcode: z.string().nullable(),
    shipAddress1: z.string().nullable(),
    shipAddress2: z.string().nullable(),
  }),
  /** Whether the parcel may still get a scheme (not reissued, not put in stock). */
  schemeAllowed: z.boolean(),
  resends: z.array(
    z.object({ id: z.number(), oldPackageNo: z.string(), newPackageNo: z.string(), status: z.number() }),
  ),
  /** The parcel with its lines beside the order's (null: no parcel). */
  parcel: abnormalParcelSchema.nullable(),
  crossPost: abnormalCrossPostSchema.nullable(),
  /** The customs declaration last matched (haiguan/rematch), or null. */
  customs: abnormalCustomsSchema.nullable(),
});
export type AbnormalDetail = z.output<typeof abnormalDetailSchema>;

/** A batch's row: the work order's id and number, done or refused with the catalogue's code and text. */
export const abnormalBatchResultSchema = batchRowResultSchema({ workOrderNo: z.string().nullable() });

/** The log (and the close log) of an abnormal work order: the work orders' log rows. */
export const abnormalLogsSchema = z.array(workOrderLogSchema);

/** One row of the generation settings. */
export const abnormalSettingSchema = z.object({
  type: z.number(),
  enabled: z.boolean(),
  events: z.array(z.string()),
  platformIds: z.array(z.number()),
  deadlineHours: z.number(),
  handler: workOrderHandlerSchema.nullable(),
  updatedAt: wireTime.nullable(),
});
export type AbnormalSetting = z.output<typeof abnormalSettingSchema>;

/** An enumeration of /crmAbnormalOrderCfgEnumController: value, key and both names. */
export const abnormalEnumOptionSchema = z.object({
  value: z.union([z.number(), z.string()]),
  key: z.string(),
  zh: z.string(),
  en: z.string(),
});
export const abnormalEnumSchema = z.array(abnormalEnumOptionSchema);

/** searchChannelReturnStepFiles: the attachments of the work order's channel problem item. */
export const abnormalFilesSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    url: z.string(),
    size: z.number(),
    uploaderId: z.number(),
    uploaderName: z.string().nullable(),
    uploadedAt: z.string(),
  }),
);

/** getOrderFlag: the flags of the work order's order. */
export const abnormalOrderFlagSchema = z.object({
  orderId: z.number(),
  orderStatus: z.number(),
  isMarked: z.boolean(),
  salesPending: z.boolean(),
  csPending: z.boolean(),
  errorMessage: z.string().nullable(),
});

/** searchOnAbnoramlDetailPage: the resends of the work order's order. */
export const abnormalResendsSchema = abnormalDetailSchema.shape.resends;

/** nextProc: the next open abnormal work order in the caller's scope, or null. */
export const abnormalNextSchema = z.object({ id: z.number(), workOrderNo: z.string() }).nullable();
