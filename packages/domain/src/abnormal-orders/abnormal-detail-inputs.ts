import { z } from 'zod';
import { recordIdSchema } from '../shared/batch.js';
import { moneyTextSchema } from '../shared/money.js';

/*
 * The requests of the abnormal details screen's own calls (spec 3 §7 /crmAbnormalOrder): each names the work order;
 * the parcel and order are the work order's.
 */

const code = (max: number) =>
  z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(max, { error: 'TEXT_TOO_LONG' });

/** POST processCenterAndPostType/config: the processing centre, and a logistic method with its transport level. */
export const abnormalLogisticsInputSchema = z.object({
  workOrderId: recordIdSchema,
  processingCentre: z.string().trim().max(40).optional().nullable(),
  logisticMethod: z.string().trim().max(60).optional().nullable(),
  transportLevel: z.coerce.number().int().optional().nullable(),
});
export type AbnormalLogisticsInput = z.infer<typeof abnormalLogisticsInputSchema>;

/** POST postTypeChange/config: the logistic method (post type) alone, with its transport level. */
export const abnormalPostTypeInputSchema = z.object({
  workOrderId: recordIdSchema,
  logisticMethod: code(60),
  transportLevel: z.coerce.number({ error: 'FIELD_REQUIRED' }).int(),
});
export type AbnormalPostTypeInput = z.infer<typeof abnormalPostTypeInputSchema>;

/** POST sendMail: a mail to the order's customer through the outbox. */
export const abnormalMailInputSchema = z.object({
  workOrderId: recordIdSchema,
  subject: code(200),
  content: code(10_000),
});
export type AbnormalMailInput = z.infer<typeof abnormalMailInputSchema>;

/** POST detail/editPackage: how many of each order line the parcel holds (0 takes a line out). */
export const abnormalParcelInputSchema = z.object({
  workOrderId: recordIdSchema,
  lines: z
    .array(
      z.object({
        orderLineId: recordIdSchema,
        quantity: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(0).max(9999),
      }),
    )
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(100),
});
export type AbnormalParcelInput = z.infer<typeof abnormalParcelInputSchema>;

/** POST updatePackage: the parcel's tracking as the carrier reports it (trackingStatuses 0–7). */
export const abnormalTrackingInputSchema = z.object({
  workOrderId: recordIdSchema,
  trackingNo: z.string().trim().max(60, { error: 'TEXT_TOO_LONG' }).optional().nullable(),
  trackingStatus: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(0).max(7),
});
export type AbnormalTrackingInput = z.infer<typeof abnormalTrackingInputSchema>;

/** POST crossPostProblemOrderPrice/save: the price of posting the problem parcel through another channel. */
export const abnormalCrossPostInputSchema = z.object({
  workOrderId: recordIdSchema,
  price: moneyTextSchema('ABNORMAL_CROSS_POST_PRICE'),
});

/** POST setImReply: whether the customer replied on the marketplace's messages (IM). */
export const abnormalImReplyInputSchema = z.object({
  workOrderId: recordIdSchema,
  replied: z.boolean({ error: 'FIELD_REQUIRED' }),
});

/** POST /csPackage/updatePackage: a parcel's tracking as the carrier reports it, by its package number. */
export const packageTrackingInputSchema = z.object({
  packageNo: code(50),
  trackingNo: z.string().trim().max(60, { error: 'TEXT_TOO_LONG' }).optional().nullable(),
  trackingStatus: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().min(0).max(7),
});
export type PackageTrackingInput = z.infer<typeof packageTrackingInputSchema>;
