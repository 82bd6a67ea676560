import { z } from 'zod';
import { orderAmountFields } from '../orders/order-amounts.js';
import {
  refundAddInfoSchema,
  refundErrorNameSchema,
  refundFileSchema,
  refundOrderAmountsSchema,
  refundPersonSchema,
} from '../refunds/refund-wire.js';
import { batchRowResultSchema } from '../shared/batch.js';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';

/*
 * The refund request tickets' answers. RefundTicketRecord and RefundTicketLogRecord are what the server hands the
 * serialiser (`z.output`: a time may still be a Date); the web reads `Wire<typeof schema>`.
 */

/** A ticket in the list and the detail. */
export const refundTicketRecordSchema = z.object({
  id: z.number(),
  ticketNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string().nullable(),
  platformId: z.number(),
  currency: z.string(),
  status: z.number(),
  requestStatus: z.number(),
  auditStatus: z.number(),
  auditReason: z.string().nullable(),
  requestedAmount: wireMoney,
  refundId: z.number().nullable(),
  refundNo: z.string().nullable(),
  remark: z.string().nullable(),
  director: refundPersonSchema.nullable(),
  createdBy: refundPersonSchema,
  createdAt: wireTime,
  auditedBy: refundPersonSchema.nullable(),
  auditedAt: wireTime.nullable(),
  finishedAt: wireTime.nullable(),
});
export type RefundTicketRecord = z.output<typeof refundTicketRecordSchema>;
export const refundTicketListSchema = pageOf(refundTicketRecordSchema);
export const refundTicketsSchema = z.array(refundTicketRecordSchema);

/** A log row of a ticket: who did what, when, with which note. */
export const refundTicketLogSchema = z.object({
  id: z.number(),
  action: z.string(),
  note: z.string().nullable(),
  user: refundPersonSchema.nullable(),
  createdAt: wireTime,
});
export type RefundTicketLogRecord = z.output<typeof refundTicketLogSchema>;
export const refundTicketLogsSchema = z.array(refundTicketLogSchema);

/** GET refund-add-info: the refund form's order data plus whether the order may get a ticket now. */
export const ticketAddInfoSchema = refundAddInfoSchema.extend({
  canNewTicket: z.boolean(),
  limit: refundErrorNameSchema.nullable(),
  limitText: z.string().nullable(),
  openTicket: z.object({ id: z.number(), ticketNo: z.string() }).nullable(),
});
export type TicketAddInfo = Wire<typeof ticketAddInfoSchema>;

/** GET getPackageCheckRefundList: the order's packages and whether each can still be refunded. */
export const ticketPackageChecksSchema = z.array(
  z.object({
    packageNo: z.string(),
    status: z.number(),
    deliveryStatus: z.number(),
    canRefund: z.boolean(),
    limit: refundErrorNameSchema.nullable(),
  }),
);

/** The refund a ticket asks for, as the refund form sent it (the stored request). */
export const ticketRequestedRefundSchema = z.object({
  serialNumber: z.string(),
  orderId: z.number(),
  packages: z.array(
    z.object({
      packageNo: z.string(),
      products: z.array(z.object({ detailId: z.number(), quantity: z.number() })),
      orderProblemType: z.number(),
      deliveryStatus: z.enum(['1', '2', '3']),
      isCancelOrder: z.union([z.literal(0), z.literal(1)]),
      isBatchException: z.union([z.literal(0), z.literal(1)]),
      needTest: z.boolean(),
      isPlatformRefund: z.boolean(),
      reason: z.string(),
      files: z.array(refundFileSchema),
      partialRefundAndOpenCase: z.boolean(),
      percent: z.string().nullish(),
      amounts: z
        .object(
          Object.fromEntries(orderAmountFields.map((key) => [key, wireMoney.optional()])) as {
            [K in (typeof orderAmountFields)[number]]: z.ZodOptional<typeof wireMoney>;
          },
        )
        .nullish(),
      extraFreight: wireMoney.nullish(),
      extraFreightProblemType: z.number().nullish(),
      deposit: wireMoney.nullish(),
      refundRoute: z.enum(['1', '2', '3', '4', '5']).nullish(),
      combinedOption: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(),
      paypalname: z.string().nullish(),
      transactionNumber: z.string().nullish(),
      reasonEn: z.string().nullish(),
      onlineRefundReason: z.string().nullish(),
      videoLink: z.string().nullish(),
    }),
  ),
  isFinishedAdd: z.boolean(),
});

/** A package of the requested refund as it evaluates against the order now. */
export const requestedPackageSchema = z.object({
  packageNo: z.string(),
  total: wireMoney,
  reference: wireMoney,
  percent: z.string(),
  amounts: refundOrderAmountsSchema,
  extraFreight: wireMoney.nullable(),
  deposit: wireMoney.nullable(),
});

const actionSchema = refundErrorNameSchema.nullable();

/** GET detail (and view, and the answer of audit, edit, finish and close): a ticket with what it requests. */
export const ticketDetailSchema = refundTicketRecordSchema.extend({
  refund: ticketRequestedRefundSchema,
  requested: z
    .object({
      total: wireMoney,
      packages: z.array(requestedPackageSchema),
      problems: z.array(refundErrorNameSchema),
    })
    .nullable(),
  refunds: z.array(
    z.object({
      id: z.number(),
      refundNo: z.string(),
      packageNo: z.string(),
      status: z.number(),
      totalAmount: wireMoney,
      currency: z.string(),
    }),
  ),
  finishReason: z.string().nullable(),
  actions: z.object({
    audit: actionSchema,
    reAudit: actionSchema,
    edit: actionSchema,
    transfer: actionSchema,
    close: actionSchema,
    finish: actionSchema,
  }),
});
export type TicketDetail = Wire<typeof ticketDetailSchema>;

/** A batch's outcome for one ticket (transfer). */
export const ticketBatchResultsSchema = z.array(batchRowResultSchema({ ticketNo: z.string().nullable() }));

/** POST getOnLineRefundReason. */
export const onlineRefundReasonsSchema = z.array(
  z.object({ value: z.string(), zh: z.string(), en: z.string() }),
);

/** POST getEbayCaseInfo: the order's eBay data for a refund. */
export const ticketEbayCaseInfoSchema = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  isEbay: z.boolean(),
  ebayOrderId: z.string().nullable(),
  currency: z.string(),
  sellerActualPrice: wireMoney,
  partialRefundThreshold: wireMoney,
  caseId: z.string().nullable(),
  caseStatus: z.string().nullable(),
});
