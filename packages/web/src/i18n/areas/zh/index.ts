import type { Shape } from '../../shape';
import type { enAreas } from '../en';
import { zhListAreas } from './lists';
import { zhMoreAreas } from './more';

/** The feature areas' texts in Chinese: the same keys as the English ones (areas/en), in the same two parts. */
export const zhAreas: Shape<typeof enAreas> = {
  ...zhListAreas,
  ...zhMoreAreas,
  resends: { ...zhListAreas.resends, ...zhMoreAreas.resends },
  orders: { ...zhListAreas.orders, ...zhMoreAreas.orders },
};
