import { batchEn } from './batch';
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
  // the menu's title and the order list's toolbar stand-in; the rest of the resend texts come with the other screens' (more.ts)
  resends: { pageTitle: 'Resends', batchResend: 'Resend' },
};
