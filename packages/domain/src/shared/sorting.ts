import { z } from 'zod';

/** Directions of a sorted column (the table's words). */
export const sortOrders = ['ascend', 'descend'] as const;
export type SortOrder = (typeof sortOrders)[number];

/**
 * The sort fields of a list call's input: one of the list's sortable fields and its direction (ascending when
 * only the field is given); without a field the list keeps its default order. The server breaks ties by the
 * record id in the same direction, so paging through a sorted list never repeats or skips a row.
 */
export function sortInput<const F extends readonly [string, ...string[]]>(fields: F) {
  return { sortField: z.enum(fields).optional(), sortOrder: z.enum(sortOrders).optional() };
}

/** A list's sort as the repositories take it. */
export type ListSort<F extends string = string> = { sortField?: F; sortOrder?: SortOrder };
