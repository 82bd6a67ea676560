import type { Shape } from '../shape';

/** Invoices: English texts. */
export const invoicesEn = {};

/** Invoices: 中文文本。 */
export const invoicesZh: Shape<typeof invoicesEn> = {};
