import { z } from 'zod';
import { orderListInputSchema } from '../orders/order-search-schema.js';

// The export request's schema apart from the export's columns and rules (order-export.ts), which the order
// list uses without loading zod (issue 10).

/** POST /api/csOrderParent/export: the list's filters, and the viewer's offset from UTC for the time columns. */
export const orderExportInputSchema = orderListInputSchema.omit({ sortField: true, sortOrder: true }).extend({
  /** Minutes east of UTC the times are written in (the viewer's time zone); UTC when absent. */
  utcOffsetMinutes: z.coerce.number().int().min(-720).max(840).optional(),
});
export type OrderExportInput = z.infer<typeof orderExportInputSchema>;
