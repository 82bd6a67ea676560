import { z } from 'zod';
import { codConfirmationWindows } from '../dashboard/cod-confirmation.js';
import { pageInputSchema } from '../shared/paging.js';
import { sortInput } from '../shared/sorting.js';
import { type OrderTimeRange, orderTimeRanges } from './order-filters.js';
import { paymentMethodCodes } from './order-reference.js';

// The list request's schema apart from the filters' constants and rules (order-filters.ts), which the order
// and package lists use without loading zod (issue 10).

const ids = z.array(z.coerce.number().int().nonnegative()).max(200).optional();
const codes = z.array(z.string().trim().min(1).max(40)).max(100).optional();
const time = z.coerce.date().optional();
const rangeFields = Object.fromEntries(
  orderTimeRanges.flatMap((r) => [
    [`${r}From`, time],
    [`${r}To`, time],
  ]),
) as Record<`${OrderTimeRange}${'From' | 'To'}`, typeof time>;

/**
 * Sortable fields of the order and package lists: the created time only (the order's, or the package's), the one
 * order every filter of these million-row lists has an index for (docs/decisions.md, 'Sorting sorts the data').
 */
export const orderSortFields = ['createdAt'] as const;

/** POST /api/csOrderParent/search and /api/OAPackage/search: filters, the sort and the page. */
export const orderSearchInputSchema = pageInputSchema().extend({
  platformIds: ids,
  shopIds: ids,
  paymentMethods: z.array(z.enum(paymentMethodCodes)).max(20).optional(),
  /** Order statuses (several); on the package list, package statuses. */
  statuses: ids,
  processingCentres: codes,
  logisticMethods: codes,
  trackingStatuses: ids,
  /** Order number (prefix), original order id, package number or tracking number (exact). */
  keyword: z.string().trim().max(50, { error: 'TEXT_TOO_LONG' }).optional(),
  ...rangeFields,
  ...sortInput(orderSortFields),
});
export type OrderSearchInput = z.infer<typeof orderSearchInputSchema>;

/**
 * POST /api/csOrderParent/search (and its export): the order list also shows the cash-on-delivery orders of a
 * confirmation window of the dashboard (to confirm, paid on delivery, placed inside the window); without a time
 * range of its own the window alone bounds the created time.
 */
export const orderListInputSchema = orderSearchInputSchema.extend({
  codConfirmation: z.enum(codConfirmationWindows).optional(),
});
export type OrderListSearchInput = z.infer<typeof orderListInputSchema>;
