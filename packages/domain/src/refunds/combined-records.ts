import { z } from 'zod';
import { moneyTextSchema } from '../shared/money.js';
import { refundSearchInputSchema } from './refund-form.js';

/** POST /api/crmCombineRefundRecord/selectCombineRefund: how an amount would split over a package's payment. */
export const combinedSplitInputSchema = z.object({
  packageNo: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, { error: 'FIELD_REQUIRED' }).max(40),
  amount: moneyTextSchema(),
  combinedOption: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
});
export type CombinedSplitInput = z.infer<typeof combinedSplitInputSchema>;

/** POST /api/v2/combine/refund/record/queryCombinePayRefundRecord: the combined-payment refund details list. */
export const combinedRecordSearchInputSchema = refundSearchInputSchema
  .pick({
    pageIndex: true,
    pageSize: true,
    keyword: true,
    createdFrom: true,
    createdTo: true,
    platformIds: true,
  })
  .extend({ refundRoute: z.enum(['1', '2', '3', '4', '5']).optional() });
export type CombinedRecordSearchInput = z.infer<typeof combinedRecordSearchInputSchema>;
