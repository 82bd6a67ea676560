import { z } from 'zod';
import { type ErrorName, errorCatalogue } from '../errors/catalogue.js';
import { type OrderAmountField, orderAmountFields } from '../orders/order-amounts.js';
import { orderHistorySchema } from '../orders/order-wire.js';
import { batchRowResultSchema } from '../shared/batch.js';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';
import { refundRouteSettingSchema } from './refund-route-config.js';

/*
 * The refund calls' answers. Each type named `...Record`/`RefundAddInfo`/`RefundView` is what the server hands the
 * serialiser (`z.output`: a time may still be a Date); the web and the browser tests read `Wire<typeof schema>`.
 */

/** A catalogue error name the server reports as data (a package's limit, a refused reason). */
export const refundErrorNameSchema = z.enum(Object.keys(errorCatalogue) as [ErrorName, ...ErrorName[]]);

/** The order's amount columns, decimal strings. */
export const refundOrderAmountsSchema = z.object(
  Object.fromEntries(orderAmountFields.map((key) => [key, wireMoney])) as Record<
    OrderAmountField,
    typeof wireMoney
  >,
);

/** A person named on a refund (creator, reviewer). */
export const refundPersonSchema = z.object({
  id: z.number(),
  name: z.string().nullable(),
  enName: z.string().nullable(),
});

/** An uploaded file as a refund answers it. */
export const refundFileSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

/** A line of a package the refund form offers: price per unit and what is left to refund. */
export const refundableLineSchema = z.object({
  orderLineId: z.number(),
  sku: z.string(),
  title: z.string(),
  isTest: z.boolean(),
  quantity: z.number(),
  refundedQuantity: z.number(),
  unitPrice: wireMoney,
  /** The line's discount and deposit per unit (8 places; the order keeps them per line). */
  unitDiscount: z.string(),
  unitDeposit: z.string(),
});
export type RefundableLineRecord = z.output<typeof refundableLineSchema>;

/** A part of a package's combined payment, with its payment. */
export const refundCombinedPartSchema = z.object({
  paymentId: z.number(),
  refundPriority: z.number(),
  /** Refund route as the spec's string values: '1' original, '2' wallet, '3' PayPal, '4' gift card, '5' card. */
  refundRoute: z.string(),
  alreadyRefundAmount: wireMoney,
  canRefundAmount: wireMoney,
  packageNo: z.string(),
});

/** A package of the refund form: its lines, the combined-payment parts and why it may be disabled. */
export const refundPackageSchema = z.object({
  packageNo: z.string(),
  status: z.number(),
  deliveryStatus: z.number(),
  lines: z.array(refundableLineSchema),
  limit: refundErrorNameSchema.nullable(),
  /** The package's live refunds: the limit names them, and the form's notice lists the refunded packages. */
  refundNos: z.array(z.string()),
  combined: z.array(refundCombinedPartSchema).nullable(),
  /** The refund condition as HTML (items left, cancel option, limit), shown sanitised in a tooltip. */
  refundCondition: z.string().nullable().optional(),
});
export type RefundPackageRecord = z.output<typeof refundPackageSchema>;

export const refundRouteRecordSchema = z.object({
  routeId: z.string(),
  routeCNName: z.string(),
  routeENName: z.string(),
  enabled: z.boolean(),
  preferred: z.boolean(),
});
export type RefundRouteRecord = z.output<typeof refundRouteRecordSchema>;

/** GET /api/v2/refund/refund-add-info. */
export const refundAddInfoSchema = z.object({
  order: z.object({
    id: z.number(),
    orderNo: z.string(),
    platformId: z.number(),
    platformName: z.string(),
    platformNameZh: z.string(),
    currency: z.string(),
    status: z.number(),
    orderType: z.number(),
    country: z.string().nullable(),
    state: z.string().nullable(),
    amounts: refundOrderAmountsSchema,
    totalAmount: wireMoney,
    depositAmount: wireMoney,
    refundedAmount: wireMoney,
    paymentMethod: z.string().nullable(),
  }),
  packages: z.array(refundPackageSchema),
  routes: z.array(refundRouteRecordSchema),
  uploadRequiredProblemTypes: z.array(z.number()).readonly(),
  searchedPackageNo: z.string().nullable(),
});
export type RefundAddInfo = z.output<typeof refundAddInfoSchema>;

/** A refund in lists (POST /api/csRefund/search) and answers of create. */
export const refundRecordSchema = z.object({
  id: z.number(),
  refundNo: z.string(),
  serialNumber: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string(),
  platformId: z.number(),
  currency: z.string(),
  status: z.number(),
  refundRoute: z.string().nullable(),
  totalAmount: wireMoney,
  referenceAmount: wireMoney,
  percent: z.string(),
  reason: z.string(),
  reasonEn: z.string().nullable(),
  isCancelOrder: z.boolean(),
  isPlatformRefund: z.boolean(),
  isDisputeRefund: z.boolean(),
  createdBy: refundPersonSchema,
  createdAt: wireTime,
  reviewedBy: refundPersonSchema.nullable(),
  reviewedAt: wireTime.nullable(),
  completedAt: wireTime.nullable(),
});
export type RefundRecord = z.output<typeof refundRecordSchema>;
export const refundListSchema = pageOf(refundRecordSchema);
export const refundsSchema = z.array(refundRecordSchema);

/** POST /api/v2/refund/createRefund: the refunds made (or, for a repeated serial number, found). */
export const refundCreatedSchema = z.object({ refunds: z.array(refundRecordSchema), replayed: z.boolean() });

/** The parts of a refund both the edit form and the detail view read. */
const refundPartsShape = {
  amounts: refundOrderAmountsSchema,
  extraFreightAmount: wireMoney.nullable(),
  depositAmount: wireMoney.nullable(),
  combinedOption: z.number().nullable(),
  transactionNumber: z.string().nullable(),
  deliveryStatus: z.number(),
  needTest: z.boolean(),
  isBatchException: z.boolean(),
  onlineRefundReason: z.string().nullable(),
  videoLink: z.string().nullable(),
  files: z.array(refundFileSchema),
};
/** A refunded order line. */
const refundLineSchema = z.object({
  id: z.number(),
  orderLineId: z.number(),
  sku: z.string(),
  quantity: z.number(),
  unitPrice: wireMoney,
  discount: wireMoney,
  deposit: wireMoney,
  amount: wireMoney,
});
/** The refund's part over one of the order's payments. */
const refundPaymentSchema = z.object({
  paymentId: z.number(),
  refundRoute: z.string(),
  refundPriority: z.number(),
  amount: wireMoney,
  providerRefundId: z.string().nullable(),
  paidAt: wireTime.nullable(),
});

/** GET /api/v2/refund/view: a refund with its amounts, lines and payment split (what the edit form starts from). */
export const refundViewSchema = refundRecordSchema.extend({
  ...refundPartsShape,
  paypalAccount: z.string().nullable(),
  problemLabelId: z.number(),
  extraFreightProblemLabelId: z.number().nullable(),
  lines: z.array(refundLineSchema),
  payments: z.array(refundPaymentSchema.extend({ id: z.number() })),
});
export type RefundView = z.output<typeof refundViewSchema>;

/** A question label named on a refund, in both languages. */
export const refundLabelSchema = z.object({ id: z.number(), name: z.string(), enName: z.string() });

/**
 * GET /api/csRefund/getRefundById: one refund as the detail view shows it: the products with their titles, the
 * amounts per column, the path and its split over the order's payments, both reasons, the pictures, who and when,
 * and the history of the refund (the order's history entries that name it). The customer's payment account is
 * masked.
 */
export const refundDetailSchema = refundRecordSchema.extend({
  ...refundPartsShape,
  /** The customer's payment account (route 3), masked. */
  paypalAccount: z.string().nullable(),
  problemLabel: refundLabelSchema.nullable(),
  extraFreightProblemLabel: refundLabelSchema.nullable(),
  partialRefundAndOpenCase: z.boolean(),
  /** With the product's title on the order. */
  lines: z.array(refundLineSchema.extend({ title: z.string() })),
  /** The refund's parts over the order's payments (one for a single payment), by priority, with the method code. */
  payments: z.array(refundPaymentSchema.extend({ method: z.string() })),
  updatedAt: wireTime,
  history: orderHistorySchema,
});
export type RefundDetail = z.output<typeof refundDetailSchema>;

/** A batch's outcome for one refund (review, completion). */
export const refundBatchResultSchema = batchRowResultSchema({ refundNo: z.string().nullable() });
export type RefundBatchResult = Wire<typeof refundBatchResultSchema>;
export const refundBatchResultsSchema = z.array(refundBatchResultSchema);

/** GET /api/csRefund/isCanAduit: the reason is the catalogue text in the caller's language. */
export const refundCanAuditSchema = z.object({ canAudit: z.boolean(), reason: z.string().nullable() });

/** GET /api/csRefund/getRefundRouteDic. */
export const refundRouteDicSchema = z.array(z.object({ value: z.string(), zh: z.string(), en: z.string() }));

/** GET /api/csRefund/getReasonByProblem. */
export const refundReasonsSchema = z.object({ zhReason: z.string(), enReason: z.string() });

/** GET /api/v2/refund/getAmazonOrderList/:packageNo: status '1' when the package needs a test. */
export const amazonOrderLookupSchema = z.object({ packageNo: z.string(), status: z.enum(['0', '1']) });

/** POST /api/v2/refund/getEbayCaseInfo: the order's open eBay case, or null. */
export const ebayCaseInfoSchema = z
  .object({ ebayCaseId: z.string(), caseUrl: z.string(), sellerActualPrice: wireMoney })
  .nullable();

/** A platform's refund path configuration as the screen lists it (GET and POST /api/v2/refund/refund-route/config). */
export const refundRoutePlatformSchema = z.object({
  platformId: z.number(),
  platformName: z.string(),
  platformNameZh: z.string(),
  routes: z.array(refundRouteSettingSchema.extend({ routeCNName: z.string(), routeENName: z.string() })),
  updatedAt: wireTime.nullable(),
});
export type RefundRoutePlatformRecord = Wire<typeof refundRoutePlatformSchema>;
export const refundRoutePlatformsSchema = z.array(refundRoutePlatformSchema);

/** GET /api/v2/refund/refund-route: the enabled routes of a package's platform and the preferred one. */
export const refundFormRoutesSchema = z.object({
  refundRoutes: z.array(refundRouteRecordSchema),
  preferredRoute: z.string().nullable(),
});

/** GET /api/csRefund/refundToPaypal: what was paid to PayPal now, and whether the refund is completed. */
export const paypalPayoutSchema = z.object({
  id: z.number(),
  refundNo: z.string(),
  paid: z.array(z.object({ paymentId: z.number(), amount: wireMoney, providerRefundId: z.string() })),
  completed: z.boolean(),
});

/** GET /api/csRefund/getCustomerTemplate: the refund mail in the customer's language. */
export const refundCustomerMailSchema = z.object({
  id: z.number(),
  refundNo: z.string(),
  to: z.string(),
  lang: z.string(),
  subject: z.string(),
  body: z.string(),
  /** False without a mail server (no SMTP_URL): a mail is then kept as not sent. */
  mailServerConfigured: z.boolean(),
  /** Demo mode without a mail server: the mail is captured locally (the outbox shows it), never sent. */
  mailCaptured: z.boolean(),
});

/**
 * GET /api/csRefund/sendEmail: the outbox row after its first attempt: sent, pending (queued again after a
 * refusal, with the error and the next attempt), not_sent (no mail server) or captured (demo mode).
 */
export const refundSentMailSchema = z.object({
  id: z.number(),
  refundId: z.number(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  attempts: z.number(),
  nextAttemptAt: wireTime.nullable(),
  sentAt: wireTime.nullable(),
});

/** A part of a package's combined payment and what it can still pay back (or pays back now). */
export const combinedPayPartSchema = z.object({
  paymentId: z.number(),
  method: z.string(),
  refundPriority: z.number(),
  refundRoute: z.string(),
  alreadyRefundAmount: wireMoney,
  canRefundAmount: wireMoney,
  curRefundAmount: wireMoney,
  packageNo: z.string(),
});

/** GET /api/crmCombineRefundRecord/selectCombinePayByPackageNo. */
export const combinedPayPartsSchema = z.object({
  packageNo: z.string(),
  currency: z.string(),
  combined: z.boolean(),
  list: z.array(combinedPayPartSchema),
});

/** POST /api/crmCombineRefundRecord/selectCombineRefund: how an amount splits by the chosen option. */
export const combinedSplitSchema = z.object({
  packageNo: z.string(),
  currency: z.string(),
  combinedOption: z.number(),
  list: z.array(combinedPayPartSchema),
});

/** One part of a combined-payment refund in the details list. */
export const combinedRefundRecordSchema = z.object({
  id: z.number(),
  refundId: z.number(),
  refundNo: z.string(),
  refundStatus: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  packageNo: z.string(),
  combinedOption: z.number().nullable(),
  method: z.string(),
  refundPriority: z.number(),
  refundRoute: z.string(),
  paymentAmount: wireMoney,
  curRefundAmount: wireMoney,
  currency: z.string(),
  providerRefundId: z.string().nullable(),
  paidAt: wireTime.nullable(),
  createdAt: wireTime,
});
export type CombinedRefundRecord = Wire<typeof combinedRefundRecordSchema>;
/** POST /api/v2/combine/refund/record/queryCombinePayRefundRecord. */
export const combinedRefundRecordListSchema = pageOf(combinedRefundRecordSchema);

/** GET /api/csRefund/listPaypalNames: the company's enabled PayPal (receiving) accounts. */
export const refundPaypalNamesSchema = z.array(
  z.object({
    id: z.number(),
    label: z.string(),
    code: z.string(),
    name: z.string(),
    enName: z.string(),
    account: z.string(),
    currency: z.string().nullable(),
  }),
);

/** GET /api/csRefund/getFlagRefundLabel: the question labels flagged as needing an upload. */
export const refundFlaggedLabelsSchema = z.array(
  z.object({
    id: z.number(),
    parentId: z.number().nullable(),
    id_lang: z.string(),
    name: z.string(),
    enName: z.string(),
    uploadFlag: z.boolean(),
  }),
);

/** GET /api/csRefund/delUploadFilePic: the removed upload. */
export const removedUploadSchema = z.object({ id: z.string() });

/** GET /api/csRefund/getContentById: a refund's reasons, upload items and video link. */
export const refundContentSchema = z.object({
  id: z.number(),
  refundNo: z.string(),
  orderNo: z.string(),
  packageNo: z.string(),
  reason: z.string(),
  reasonEn: z.string().nullable(),
  onlineRefundReason: z.string().nullable(),
  videoLink: z.string().nullable(),
  fileList: z.array(refundFileSchema),
});

/** GET /api/csRefund/getRefundInfo: what refunding to PayPal works from. */
export const refundPayBackInfoSchema = z.object({
  id: z.number(),
  refundNo: z.string(),
  orderNo: z.string(),
  packageNo: z.string(),
  platformId: z.number(),
  status: z.number(),
  currency: z.string(),
  totalAmount: wireMoney,
  refundRoute: z.string().nullable(),
  combinedOption: z.number().nullable(),
  paypalname: z.string().nullable(),
  transactionNumber: z.string().nullable(),
  parts: z.array(
    z.object({
      paymentId: z.number(),
      method: z.string(),
      transactionNo: z.string().nullable(),
      refundRoute: z.string(),
      refundPriority: z.number(),
      amount: wireMoney,
      providerRefundId: z.string().nullable(),
      paidAt: wireTime.nullable(),
    }),
  ),
});

/** POST /api/csRefund/getBatchUploadFilePic: the upload items and video link of several refunds. */
export const refundBatchFilesSchema = z.array(
  z.object({
    id: z.number(),
    refundNo: z.string(),
    packageNo: z.string(),
    videoLink: z.string().nullable(),
    fileList: z.array(refundFileSchema),
  }),
);
