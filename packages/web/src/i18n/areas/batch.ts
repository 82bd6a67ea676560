import type { Shape } from '../shape';

/** Batch actions on the order and package lists: English texts. */
export const batchEn = {};

/** Batch actions on the order and package lists: 中文文本。 */
export const batchZh: Shape<typeof batchEn> = {};
