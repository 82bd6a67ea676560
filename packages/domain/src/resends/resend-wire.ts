import { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.js';
import { batchIdsSchema, batchRowResultSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';

const personSchema = z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() });

/**
 * A resend in lists, on the order details and in answers of DataSave. `ResendRecord` is what the server builds
 * (times as a Date or text); the client receives `Wire<typeof resendRecordSchema>` (times as ISO text).
 */
export const resendRecordSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  platformId: z.number(),
  oldPackageNo: z.string(),
  newPackageNo: z.string(),
  status: z.number(),
  extraPay: wireMoney,
  extraPayTrasactionId: z.string().nullable(),
  currency: z.string(),
  needTest: z.boolean(),
  deliveryStatus: z.string(),
  batchException: z.boolean(),
  orderProblemType: z.number().nullable(),
  remark: z.string(),
  videoLink: z.string().nullable(),
  fileList: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  createdBy: personSchema,
  createDate: wireTime,
  auditUser: personSchema.nullable(),
  auditDate: wireTime.nullable(),
  auditRemark: z.string().nullable(),
});
export type ResendRecord = z.output<typeof resendRecordSchema>;
export const resendListSchema = pageOf(resendRecordSchema);

/** A resend with its problem details (GET /api/csCrmRepost/detail). */
export const resendDetailRecordSchema = resendRecordSchema.extend({
  refundSku: z.object({
    OrderID: z.number(),
    Details: z.array(
      z.object({
        ProblemProductCode: z.string(),
        ProblemType: z.number(),
        ResendProductList: z.array(
          z.object({ ResendProductCode: z.string(), Number: z.number(), inOrderDetails: z.boolean() }),
        ),
      }),
    ),
  }),
});
export type ResendDetailRecord = z.output<typeof resendDetailRecordSchema>;

/** A product of the package the dialog offers as a problem product (GetSKUPOAByOrderID). */
export const resendPackageProductSchema = z.object({
  ProductCode: z.string(),
  ProductDesc: z.string(),
  SKU: z.string(),
  POA: z.string(),
  quantity: z.number(),
  isTest: z.boolean(),
  isVirtual: z.boolean(),
});
export type ResendPackageProduct = Wire<typeof resendPackageProductSchema>;

/** POST /api/csCrmRepost/AddbeforeCheck: the pre-check of a package. */
export const resendPreCheckSchema = z.object({
  packageNo: z.string(),
  orderId: z.number(),
  orderNo: z.string(),
  platformId: z.number(),
  currency: z.string(),
  IfTest: z.boolean(),
  DeliveryStatus: z.string(),
  orderType: z.number(),
  ExistOrder: z.boolean(),
  IfPaypal: z.boolean(),
  ifReturnOrder: z.boolean(),
  ExistCase: z.boolean(),
  isLikeBlacklist: z.boolean(),
  TestProduct: z.array(z.string()),
  isVirtual: z.boolean(),
  isTestPlatform: z.boolean(),
  /** Why entry is blocked, if it is. */
  blocked: z
    .object({ name: z.custom<ErrorName>((v) => typeof v === 'string'), code: z.number(), msg: z.string() })
    .nullable(),
  /** The resends the package already has (any status but deleted). */
  existing: z.array(resendRecordSchema),
  /** Every package of the order (the order number field is a selector when several are given). */
  packageNos: z.array(z.string()),
  /** Product codes of the original order details (reissue products outside them need order details by hand). */
  orderProductCodes: z.array(z.string()),
});
export type ResendPreCheck = z.output<typeof resendPreCheckSchema>;

/** POST /api/csCrmRepost/LoadSKUPOAInfo: a typed code found as a SKU or a POA. */
export const resendCodeInfoSchema = z.object({
  ProductCode: z.string(),
  SKU: z.string(),
  POA: z.string(),
  ATTR: z.record(z.string(), z.string()),
  ProductDesc: z.string(),
  ProductDescZh: z.string(),
  isTest: z.boolean(),
});
export type ResendCodeInfo = Wire<typeof resendCodeInfoSchema>;

/** POST /api/csCrmRepost/GetIsTestProduct: per code, the SKUs it names and whether one is a test product. */
export const resendTestProductsSchema = z.array(
  z.object({ ProductCode: z.string(), SKUs: z.array(z.string()), isTest: z.boolean() }),
);

/** POST /api/csCrmRepost/GetReasonByProblem. */
export const resendReasonSchema = z.object({ zhReason: z.string(), enReason: z.string() });

/** POST /api/csCrmRepost/IfTestPlatform. */
export const resendTestPlatformSchema = z.object({ isTestPlatform: z.boolean() });

/** GET /api/csCrmRepost/GetProblemLabel: the reissue question labels. */
export const resendProblemTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  enName: z.string(),
  id_lang: z.string(),
});
export type ResendProblemType = Wire<typeof resendProblemTypeSchema>;

/** Sortable fields of the resend list. */
export const resendSortFields = ['status', 'extraPay', 'createdAt'] as const;

/** POST /api/csCrmRepost/search. */
export const resendSearchInputSchema = pageInputSchema().extend({
  statuses: z
    .array(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)]))
    .max(4)
    .optional(),
  platformIds: z.array(z.coerce.number().int().positive()).max(50).optional(),
  /** Order or package number (old or new), exact. */
  keyword: z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).optional(),
  ...createdRangeInputSchema.shape,
  mine: z.boolean().optional(),
  ...sortInput(resendSortFields),
});
export type ResendSearchInput = z.infer<typeof resendSearchInputSchema>;

/** POST /api/csCrmRepost/ReAudit: review (or review again) up to 20 resends. */
export const resendReviewInputSchema = z.object({
  ids: batchIdsSchema(),
  approve: z.boolean(),
  auditRemark: z.string().trim().max(300, { error: 'TEXT_TOO_LONG' }).nullish(),
});
export type ResendReviewInput = z.infer<typeof resendReviewInputSchema>;

/** A batch's outcome for one resend (POST ReAudit). */
export const resendBatchResultSchema = batchRowResultSchema();
export type ResendBatchResult = Wire<typeof resendBatchResultSchema>;
