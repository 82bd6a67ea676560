import type { Shape } from '../shape';

/** Order export and import: English texts. */
export const transferEn = {};

/** Order export and import: 中文文本。 */
export const transferZh: Shape<typeof transferEn> = {};
