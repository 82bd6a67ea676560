import type { Shape } from '../shape';
import { batchEn, batchZh } from './batch';
import { entryEn, entryZh } from './entry';
import { invoicesEn, invoicesZh } from './invoices';
import { refillsEn, refillsZh } from './refills';
import { refundOperationsEn, refundOperationsZh } from './refund-operations';
import { refundTicketsEn, refundTicketsZh } from './refund-tickets';
import { refundsEn, refundsZh } from './refunds';
import { resendsEn, resendsZh } from './resends';
import { returnsEn, returnsZh } from './returns';
import { transferEn, transferZh } from './transfer';
import { uploadsEn, uploadsZh } from './uploads';

/**
 * The feature areas' texts (batch actions, refunds, resends, returns ...). Not in the start resources: the
 * signed-in screens add them (feature-texts.ts), so the sign-in page loads only the core texts (issue 10).
 */
export const enAreas = {
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

export const zhAreas: Shape<typeof enAreas> = {
  ...batchZh,
  ...transferZh,
  ...invoicesZh,
  ...entryZh,
  ...refundsZh,
  ...resendsZh,
  ...refillsZh,
  ...returnsZh,
  ...refundTicketsZh,
  ...refundOperationsZh,
  ...uploadsZh,
};
