import type { Shape } from '../../shape';
import type { enListAreas } from '../en/lists';
import { batchZh } from './batch';
import { screensZh } from './screens';
import { transferZh } from './transfer';

/** The texts the shell and the order list draw with, in Chinese: the same keys as areas/en/lists.ts. */
export const zhListAreas: Shape<typeof enListAreas> = {
  ...screensZh,
  ...batchZh,
  ...transferZh,
  // the menu's title and the order list's toolbar stand-in; the rest of the resend texts come with the other screens' (more.ts)
  resends: { pageTitle: '补发管理', batchResend: '补发' },
};
