import { z } from 'zod';

/**
 * The created-time filter of a list call: either end optional (ISO text or a date). `createdRange` (time/) turns
 * it into the range searched: the last 30 days by default, one month at most.
 */
export const createdRangeInputSchema = z.object({
  createdFrom: z.coerce.date().optional(),
  createdTo: z.coerce.date().optional(),
});
