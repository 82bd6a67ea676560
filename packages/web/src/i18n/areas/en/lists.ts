import { batchEn } from './batch';
import { resendsEn } from './resends';
import { screensEn } from './screens';
import { transferEn } from './transfer';

/**
 * The texts the shell and the order list draw with (screens, and the order list's batch actions, resend and
 * export): the signed-in app renders once they are in (feature-texts.ts, issue 10). English texts.
 */
export const enListAreas = {
  ...screensEn,
  ...batchEn,
  ...transferEn,
  ...resendsEn,
};
