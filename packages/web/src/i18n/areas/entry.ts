import type { Shape } from '../shape';

/** Order entry, dashboard indicators and the OA order screens: English texts. */
export const entryEn = {};

/** Order entry, dashboard indicators and the OA order screens: 中文文本。 */
export const entryZh: Shape<typeof entryEn> = {};
