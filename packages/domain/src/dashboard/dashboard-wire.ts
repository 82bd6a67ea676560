import { z } from 'zod';
import { type Wire, wireMoney, wireTime } from '../shared/wire.js';

const currencyAmountSchema = z.object({ currency: z.string(), amount: wireMoney });

/** GET /api/dashboard/indicators: the five indicators (percentages as decimal text, null with no orders). */
export const dashboardIndicatorsSchema = z.object({
  from: wireTime,
  to: wireTime,
  orderCount: z.number(),
  revenue: z.array(currencyAmountSchema),
  cancelledCount: z.number(),
  cancelPercent: z.string().nullable(),
  refund: z.object({
    count: z.number(),
    percent: z.string().nullable(),
    amount: z.array(currencyAmountSchema),
  }),
  redelivery: z.object({ count: z.number(), percent: z.string().nullable() }),
});
export type DashboardIndicatorsWire = Wire<typeof dashboardIndicatorsSchema>;
