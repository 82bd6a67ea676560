import { z } from 'zod';
import type { ErrorName } from '../errors/catalogue.js';
import { createdRange } from '../time/query-range.js';

type Person = { id: number; name: string | null; enName: string | null };

/** A resend in lists, on the order details and in answers of DataSave. */
export type ResendRecord = {
  id: number;
  orderId: number;
  orderNo: string;
  platformId: number;
  oldPackageNo: string;
  newPackageNo: string;
  status: number;
  extraPay: string;
  extraPayTrasactionId: string | null;
  currency: string;
  needTest: boolean;
  deliveryStatus: string;
  batchException: boolean;
  orderProblemType: number | null;
  remark: string;
  videoLink: string | null;
  fileList: { id: string; name: string; url: string }[];
  createdBy: Person;
  createDate: string | Date;
  auditUser: Person | null;
  auditDate: string | Date | null;
  auditRemark: string | null;
};

/** A resend with its problem details (GET /api/csCrmRepost/detail). */
export type ResendDetailRecord = ResendRecord & {
  refundSku: {
    OrderID: number;
    Details: {
      ProblemProductCode: string;
      ProblemType: number;
      ResendProductList: { ResendProductCode: string; Number: number; inOrderDetails: boolean }[];
    }[];
  };
};

/** A product of the package the dialog offers as a problem product (GetSKUPOAByOrderID). */
export type ResendPackageProduct = {
  ProductCode: string;
  ProductDesc: string;
  SKU: string;
  POA: string;
  quantity: number;
  isTest: boolean;
  isVirtual: boolean;
};

/** POST /api/csCrmRepost/AddbeforeCheck: the pre-check of a package. */
export type ResendPreCheck = {
  packageNo: string;
  orderId: number;
  orderNo: string;
  platformId: number;
  currency: string;
  IfTest: boolean;
  DeliveryStatus: string;
  orderType: number;
  ExistOrder: boolean;
  IfPaypal: boolean;
  ifReturnOrder: boolean;
  ExistCase: boolean;
  isLikeBlacklist: boolean;
  TestProduct: string[];
  isVirtual: boolean;
  isTestPlatform: boolean;
  /** Why entry is blocked, if it is. */
  blocked: { name: ErrorName; code: number; msg: string } | null;
  /** The resends the package already has (any status but deleted). */
  existing: ResendRecord[];
  /** Every package of the order (the order number field is a selector when several are given). */
  packageNos: string[];
  /** Product codes of the original order details (reissue products outside them need order details by hand). */
  orderProductCodes: string[];
};

/** POST /api/csCrmRepost/search. */
export const resendSearchInputSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => n === 20 || n === 50 || n === 100, { error: 'VALIDATION_FAILED' })
    .default(20),
  statuses: z
    .array(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)]))
    .max(4)
    .optional(),
  platformIds: z.array(z.coerce.number().int().positive()).max(50).optional(),
  /** Order or package number (old or new), exact. */
  keyword: z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).optional(),
  createdFrom: z.coerce.date().optional(),
  createdTo: z.coerce.date().optional(),
  mine: z.boolean().optional(),
});
export type ResendSearchInput = z.infer<typeof resendSearchInputSchema>;

/** The created-time range of the search (the shared list rule). */
export const resendSearchRange = createdRange;

/** POST /api/csCrmRepost/ReAudit: review (or review again) up to 20 resends. */
export const resendReviewInputSchema = z.object({
  ids: z
    .array(z.coerce.number().int().positive())
    .min(1, { error: 'SELECT_DATA' })
    .max(20, { error: 'TOO_MANY_ROWS' }),
  approve: z.boolean(),
  auditRemark: z.string().trim().max(300, { error: 'TEXT_TOO_LONG' }).nullish(),
});
export type ResendReviewInput = z.infer<typeof resendReviewInputSchema>;

/** A batch's outcome for one resend. */
export type ResendBatchResult = {
  id: number;
  is_success: boolean;
  code: number;
  response_message: string | null;
};
