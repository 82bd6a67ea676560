import { z } from 'zod';
import { batchRowResultSchema } from '../shared/batch.js';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';

const personSchema = z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() });

/**
 * A return in lists and views (POST /api/csCrmReturnStep/search, GET view). `ReturnRecord` is what the server
 * builds (times as a Date or text); the client receives `Wire<typeof returnRecordSchema>` (times as ISO text).
 */
export const returnRecordSchema = z.object({
  id: z.number(),
  returnNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string(),
  platformId: z.number(),
  returnType: z.number(),
  status: z.number(),
  returnWarehouse: z.string(),
  warehouseLabel: z.string(),
  processingCentre: z.string(),
  mailingMethod: z.number(),
  returnClassification: z.number(),
  problemLabelId: z.number().nullable(),
  needTest: z.boolean(),
  remark: z.string(),
  returnAddress: z.string().nullable(),
  sendBackAddress: z.string().nullable(),
  expenseBearer: z.number().nullable(),
  expenseAmount: wireMoney.nullable(),
  maintenanceCost: wireMoney.nullable(),
  repairShippingFee: wireMoney.nullable(),
  repairTrackingNo: z.string().nullable(),
  returnTrackingNo: z.string().nullable(),
  batchNumber: z.string().nullable(),
  processingScheme: z.number().nullable(),
  printedAt: wireTime.nullable(),
  reissuedAt: wireTime.nullable(),
  createdBy: personSchema,
  createdAt: wireTime,
  updatedAt: wireTime,
  returnQuantity: z.number(),
  merchandiseQuantity: z.number(),
  lines: z.array(
    z.object({
      id: z.number(),
      orderLineId: z.number(),
      sku: z.string(),
      title: z.string(),
      quantity: z.number(),
      originalQuantity: z.number(),
      exchangeSku: z.string().nullable(),
      exchangeQuantity: z.number().nullable(),
    }),
  ),
});
export type ReturnRecord = z.output<typeof returnRecordSchema>;
export const returnListSchema = pageOf(returnRecordSchema);

/** GET /api/csCrmReturnStep/addInfo. */
export const returnAddInfoSchema = z.object({
  packageNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  platformId: z.number(),
  shipCountry: z.string().nullable(),
  processingCentre: z.string().nullable(),
  isVirtualOrder: z.boolean(),
  lines: z.array(
    z.object({
      orderLineId: z.number(),
      sku: z.string(),
      title: z.string(),
      titleZh: z.string(),
      quantity: z.number(),
      returnedQuantity: z.number(),
    }),
  ),
});
export type ReturnAddInfo = Wire<typeof returnAddInfoSchema>;

/** A batch's outcome for one return (transfers, printing, schemes). */
export const returnBatchResultSchema = batchRowResultSchema({ returnNo: z.string().nullable() });
export type ReturnBatchResult = Wire<typeof returnBatchResultSchema>;

/** A warehouse return label as printed. */
export const returnLabelSchema = z.object({
  id: z.number(),
  returnNo: z.string(),
  orderNo: z.string(),
  packageNo: z.string(),
  returnWarehouse: z.string(),
  warehouseLabel: z.string(),
  address: z.string(),
  mailingMethod: z.number(),
  lines: z.array(z.object({ sku: z.string(), title: z.string(), quantity: z.number() })),
});
export type ReturnLabel = Wire<typeof returnLabelSchema>;

/** POST /api/csCrmReturnStep/printReturnForm. */
export const returnPrintResultSchema = z.object({
  batchNumber: z.string(),
  results: z.array(returnBatchResultSchema),
  labels: z.array(returnLabelSchema),
});
export type ReturnPrintResult = Wire<typeof returnPrintResultSchema>;

/** An entry of a return's status log. */
export const returnLogEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  note: z.string().nullable(),
  at: wireTime,
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  userEnName: z.string().nullable(),
});
export type ReturnLogEntry = z.output<typeof returnLogEntrySchema>;

/** A channel problem item in lists and views (times as a Date or text on the server, ISO text on the wire). */
export const channelProblemRecordSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string(),
  trackingNo: z.string().nullable(),
  platformId: z.number(),
  reasonForReturn: z.number(),
  recommendedProcessingCenter: z.string(),
  foreignReturnTrackingNumber: z.string().nullable(),
  processingDeadline: wireTime,
  rejectionNote: z.string().nullable(),
  returnStatus: z.number(),
  treatmentPlan: z.number().nullable(),
  systemScheme: z.number(),
  effectiveScheme: z.number().nullable(),
  deadlinePassed: z.boolean(),
  processingStatus: z.number(),
  attachments: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      size: z.number(),
      uploaderId: z.number(),
      uploaderName: z.string().nullable(),
      uploadedAt: z.string(),
    }),
  ),
  assigner: personSchema,
  createdBy: personSchema,
  createdAt: wireTime,
  updatedAt: wireTime,
});
export type ChannelProblemRecord = z.output<typeof channelProblemRecordSchema>;
export const channelProblemListSchema = pageOf(channelProblemRecordSchema);

/** An entry of a channel problem item's operation log. */
export const channelProblemLogEntrySchema = z.object({
  id: z.number(),
  action: z.string(),
  detail: z.string(),
  at: wireTime,
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  userEnName: z.string().nullable(),
});
export type ChannelProblemLogEntry = z.output<typeof channelProblemLogEntrySchema>;

/** POST /api/csCrmChannelReturnStep/save: a new item, or the package's unfinished one overwritten (and said so). */
export const channelProblemSaveAnswerSchema = z.object({
  outcome: z.enum(['create', 'overwrite']),
  item: channelProblemRecordSchema,
  notice: z.string().nullable(),
});

/** A per-item result of setProcessingScheme. */
export const channelProblemBatchResultSchema = batchRowResultSchema();
export type ChannelBatchResult = Wire<typeof channelProblemBatchResultSchema>;

/** GET /api/csCrmChannelReturnStep/queryRepostPostType: the logistic methods a resend may go by. */
export const channelRepostPostTypeSchema = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  transportLevel: z.number(),
});

/** GET /api/csCrmChannelReturnStep/assigners: a user an item may be assigned to. */
export const channelAssignerSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string().nullable(),
  email: z.string(),
});
export type ChannelAssigner = Wire<typeof channelAssignerSchema>;
