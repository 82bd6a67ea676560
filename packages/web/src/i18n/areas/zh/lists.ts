import type { Shape } from '../../shape';
import type { enListAreas } from '../en/lists';
import { batchZh } from './batch';
import { resendsZh } from './resends';
import { screensZh } from './screens';
import { transferZh } from './transfer';

/** The texts the shell and the order list draw with, in Chinese: the same keys as areas/en/lists.ts. */
export const zhListAreas: Shape<typeof enListAreas> = {
  ...screensZh,
  ...batchZh,
  ...transferZh,
  ...resendsZh,
};
