import { z } from 'zod';
import { recordIdSchema } from '../shared/batch.js';
import { pageInputSchema } from '../shared/paging.js';

const text = (max: number) => z.string().trim().max(max, { error: 'TEXT_TOO_LONG' });
const required = (max: number) => text(max).min(1, { error: 'FIELD_REQUIRED' });
const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item).max(max, { error: 'TOO_MANY_ROWS' });
const vipLevel = z
  .number({ error: 'CUSTOMER_VIP_OUT_OF_RANGE' })
  .int({ error: 'CUSTOMER_VIP_OUT_OF_RANGE' })
  .min(1, { error: 'CUSTOMER_VIP_OUT_OF_RANGE' })
  .max(5, { error: 'CUSTOMER_VIP_OUT_OF_RANGE' });

/** The fields a customer search text is matched in, as the global search's. */
export const customerSearchTypes = ['customerName', 'emailAddress', 'phoneNo'] as const;

/**
 * POST /api/customer/search: a text in the name (prefix), the e-mail (prefix) or the phone (last digits), the
 * platforms, the country, VIP levels and labels; newest customers first, 20, 50 or 100 rows up to page 500.
 */
export const customerSearchInputSchema = pageInputSchema({ maxPage: 500 }).extend({
  keyword: text(100).optional(),
  searchType: z.enum(customerSearchTypes).default('customerName'),
  platformIds: list(z.coerce.number().int().positive(), 50).optional(),
  country: text(2).toUpperCase().optional(),
  vips: list(vipLevel, 5).optional(),
  labelIds: list(recordIdSchema, 20).optional(),
});
export type CustomerSearchInput = z.infer<typeof customerSearchInputSchema>;

/** POST /api/customer/revealContact: the customer and the view code. */
export const customerRevealInputSchema = z.object({
  id: recordIdSchema,
  password: required(100),
});

/** POST /api/customer/setVip: a level 1 to 5, or null to clear it. */
export const customerVipInputSchema = z.object({ id: recordIdSchema, vip: vipLevel.nullable() });
export type CustomerVipInput = z.infer<typeof customerVipInputSchema>;

/** POST /api/customer/addNote. */
export const customerNoteInputSchema = z.object({ customerId: recordIdSchema, content: required(1000) });
export type CustomerNoteInput = z.infer<typeof customerNoteInputSchema>;

/** POST /api/customer/addLabel and /removeLabel. */
export const customerLabelLinkInputSchema = z.object({ customerId: recordIdSchema, labelId: recordIdSchema });
export type CustomerLabelLinkInput = z.infer<typeof customerLabelLinkInputSchema>;

/** POST /api/customerProgramLabel/save: a new label (no id) or a change to one. */
export const customerLabelInputSchema = z.object({
  id: recordIdSchema.optional(),
  nameZh: required(30),
  nameEn: required(40),
  colour: z
    .string({ error: 'CUSTOMER_LABEL_COLOUR_INVALID' })
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'CUSTOMER_LABEL_COLOUR_INVALID' })
    .transform((s) => s.toLowerCase()),
});
export type CustomerLabelInput = z.infer<typeof customerLabelInputSchema>;

/** POST /api/customerProgramLabel/delete: `confirmed` once the person agreed to take it off its customers. */
export const customerLabelDeleteInputSchema = z.object({
  id: recordIdSchema,
  confirmed: z.boolean().default(false),
});

/** POST /api/customer/merge: the duplicate (`mergedId`) goes into the customer that stays. */
export const customerMergeInputSchema = z.object({ survivingId: recordIdSchema, mergedId: recordIdSchema });
export type CustomerMergeInput = z.infer<typeof customerMergeInputSchema>;

/** POST /api/customer/undoMerge. */
export const customerUndoMergeInputSchema = z.object({ mergeId: recordIdSchema });

/** What a favourite pins: a customer or an order. */
export const favouriteTargetTypes = ['customer', 'order'] as const;
export type FavouriteTargetType = (typeof favouriteTargetTypes)[number];

/** POST /api/favouriteClue/save: pins (or re-pins) a customer or an order, with a note and a reminder time. */
export const favouriteInputSchema = z.object({
  targetType: z.enum(favouriteTargetTypes),
  targetId: recordIdSchema,
  note: text(300).optional(),
  remindAt: z.iso.datetime({ offset: true, error: 'VALIDATION_FAILED' }).nullable().optional(),
});
export type FavouriteInput = z.infer<typeof favouriteInputSchema>;

/** POST /api/favouriteClue/search: the caller's own favourites, the soonest reminder first. */
export const favouriteSearchInputSchema = pageInputSchema({ maxPage: 500 }).extend({
  targetType: z.enum(favouriteTargetTypes).optional(),
});
export type FavouriteSearchInput = z.infer<typeof favouriteSearchInputSchema>;
