import { z } from 'zod';
import { batchRowResultSchema, listIdSchema, recordIdSchema } from '../shared/batch.js';
import { createdRangeInputSchema } from '../shared/created-range.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { pageOf, type Wire, wireMoney, wireTime } from '../shared/wire.js';
import {
  blacklistTypeValues,
  COMPENSATION_BATCH_MAX,
  POINTS_MAX,
  POINTS_MIN,
  pointsStatusValues,
} from './compensation-rules.js';
import { couponStatusValues } from './coupon-rules.js';

const personSchema = z.object({ id: z.number(), name: z.string().nullable(), enName: z.string().nullable() });
const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const reasonSchema = z
  .string({ error: 'COMPENSATION_REASON_REQUIRED' })
  .trim()
  .min(1, { error: 'COMPENSATION_REASON_REQUIRED' })
  .max(200, { error: 'TEXT_TOO_LONG' });
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** What every grant shows: the customer (name masked), the order, who asked and who reviewed. */
const grantBase = {
  id: z.number(),
  customerId: z.number(),
  /** Masked (spec 1 §5). */
  customerName: z.string(),
  platformId: z.number(),
  orderId: z.number().nullable(),
  orderNo: z.string().nullable(),
  reason: z.string(),
  requestedBy: personSchema,
  createDate: wireTime,
  reviewedBy: personSchema.nullable(),
  reviewedAt: wireTime.nullable(),
  reviewComment: z.string().nullable(),
};

/** A points ledger row (spec 3 §3 'Points': addPoints, reason, addby, releasetime, reviewcomment, blacklist type). */
export const pointsGrantSchema = z.object({
  ...grantBase,
  points: z.number(),
  status: z.enum(pointsStatusValues),
  /** The customer's blacklist type when the grant was asked for. */
  blacklistType: z.string().nullable(),
  releaseAt: wireTime.nullable(),
  releasedAt: wireTime.nullable(),
  /** The grant this row reverses (a refund of the order), if it is a reversal. */
  reversalOf: z.number().nullable(),
});
export type PointsGrantRecord = z.output<typeof pointsGrantSchema>;
export const pointsGrantListSchema = pageOf(pointsGrantSchema);

/** A coupon (spec 3 §3 'Coupon': value, validityDate, couponReason, MainCode, SecondaryCode). */
export const couponSchema = z.object({
  ...grantBase,
  value: wireMoney,
  currency: z.string(),
  /** The last valid day, YYYY-MM-DD. */
  validityDate: z.string(),
  /** As of the read: an issued coupon past its validity date is expired. */
  status: z.enum(couponStatusValues),
  mainCode: z.string().nullable(),
  secondaryCode: z.string().nullable(),
  usedAt: wireTime.nullable(),
});
export type CouponRecord = z.output<typeof couponSchema>;
export const couponListSchema = pageOf(couponSchema);

/**
 * A customer's points: the balance, which is always the sum of the counting ledger rows, with the customer's
 * blacklist type and whether that type blocks grants (the dictionary's blocking types).
 */
export const pointsBalanceSchema = z.object({
  customerId: z.number(),
  balance: z.number(),
  blacklistType: z.enum(blacklistTypeValues).nullable(),
  blocked: z.boolean(),
});

/** Who a grant is for: an order (its customer), a customer, or both when they agree. */
const targetShape = {
  customerId: listIdSchema.nullish(),
  orderNo: text(40).nullish(),
  reason: reasonSchema,
  /** Goes ahead although the customer got a grant for the same reason within 72 hours. */
  confirmRepeat: flag.default(false),
};

/** POST /api/compensation/points/request. */
export const pointsRequestInputSchema = z.object({
  ...targetShape,
  points: z.coerce
    .number({ error: 'POINTS_INVALID' })
    .int({ error: 'POINTS_INVALID' })
    .min(POINTS_MIN, { error: 'POINTS_INVALID' })
    .max(POINTS_MAX, { error: 'POINTS_INVALID' })
    .refine((p) => p !== 0, { error: 'POINTS_INVALID' }),
  /** When the approved points reach the customer; at approval when empty. */
  releaseAt: z.coerce.date().nullish(),
});
export type PointsRequestInput = z.infer<typeof pointsRequestInputSchema>;
export type PointsRequestInputRaw = z.input<typeof pointsRequestInputSchema>;

/** POST /api/compensation/coupons/request. */
export const couponRequestInputSchema = z.object({
  ...targetShape,
  /** Money text above 0, two decimal places at most (checked by the domain rule). */
  value: z.union([z.string(), z.number()], { error: 'COUPON_VALUE_INVALID' }).transform(String),
  currency: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(8),
  validityDate: z.iso.date({ error: 'FIELD_REQUIRED' }),
});
export type CouponRequestInput = z.infer<typeof couponRequestInputSchema>;
export type CouponRequestInputRaw = z.input<typeof couponRequestInputSchema>;

/** POST …/review: at most 20 grants approved or denied (a denial with a comment); a result per grant. */
export const compensationReviewInputSchema = z.object({
  ids: z
    .array(listIdSchema)
    .min(1, { error: 'SELECT_DATA' })
    .max(COMPENSATION_BATCH_MAX, { error: 'COMPENSATION_BATCH_TOO_LARGE' }),
  approve: z.boolean({ error: 'FIELD_REQUIRED' }),
  comment: text(200).nullish(),
});
export type CompensationReviewInput = z.infer<typeof compensationReviewInputSchema>;

/** A per-row result of a review. */
export const compensationReviewResultSchema = batchRowResultSchema();

/** POST /api/compensation/coupons/use: an issued, valid coupon is marked used. */
export const couponUseInputSchema = z.object({ id: recordIdSchema });

/** POST /api/compensation/blacklist: a customer's blacklist type, or none to take them off it. */
export const customerBlacklistInputSchema = z.object({
  customerId: recordIdSchema,
  blacklistType: z.enum(blacklistTypeValues).nullable(),
  note: text(200).nullish(),
});
export type CustomerBlacklistInput = z.infer<typeof customerBlacklistInputSchema>;
/** The answer of POST /api/compensation/blacklist: the customer's blacklist type now. */
export const customerBlacklistSchema = z.object({
  customerId: z.number(),
  blacklistType: z.enum(blacklistTypeValues).nullable(),
});

export const compensationSortFields = ['createdAt', 'status'] as const;

/** The filters of both lists (query string). */
const searchShape = {
  ...createdRangeInputSchema.shape,
  customerId: listIdSchema.optional(),
  orderNo: text(40).optional(),
  requestedBy: listIdSchema.optional(),
  mine: flag.optional(),
  ...sortInput(compensationSortFields),
};

/** GET /api/compensation/points/search. */
export const pointsSearchInputSchema = pageInputSchema({ maxPage: 500 }).extend({
  ...searchShape,
  status: z.enum(pointsStatusValues).optional(),
});
export type PointsSearchInput = z.infer<typeof pointsSearchInputSchema>;

/** GET /api/compensation/coupons/search. */
export const couponSearchInputSchema = pageInputSchema({ maxPage: 500 }).extend({
  ...searchShape,
  status: z.enum(couponStatusValues).optional(),
});
export type CouponSearchInput = z.infer<typeof couponSearchInputSchema>;

export type PointsGrantWire = Wire<typeof pointsGrantSchema>;
export type CouponWire = Wire<typeof couponSchema>;
export type CompensationReviewResult = Wire<typeof compensationReviewResultSchema>;
