import { batchEn } from './batch';
import { entryEn } from './entry';
import { invoicesEn } from './invoices';
import { refillsEn } from './refills';
import { refundOperationsEn } from './refund-operations';
import { refundTicketsEn } from './refund-tickets';
import { refundsEn } from './refunds';
import { resendsEn } from './resends';
import { returnsEn } from './returns';
import { screensEn } from './screens';
import { transferEn } from './transfer';
import { uploadsEn } from './uploads';

/**
 * The signed-in screens' texts in English (the shell, the lists, batch actions, refunds, resends, returns ...).
 * Not in the start texts: the signed-in app and the OA show page load them, each language on its own
 * (feature-texts.ts, issue 10).
 */
export const enAreas = {
  ...screensEn,
  ...batchEn,
  ...transferEn,
  ...invoicesEn,
  ...entryEn,
  ...refundsEn,
  ...resendsEn,
  ...refillsEn,
  ...returnsEn,
  ...refundTicketsEn,
  ...refundOperationsEn,
  ...uploadsEn,
};
