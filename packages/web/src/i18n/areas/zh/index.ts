import type { Shape } from '../../shape';
import type { enAreas } from '../en';
import { batchZh } from './batch';
import { entryZh } from './entry';
import { invoicesZh } from './invoices';
import { refillsZh } from './refills';
import { refundOperationsZh } from './refund-operations';
import { refundTicketsZh } from './refund-tickets';
import { refundsZh } from './refunds';
import { resendsZh } from './resends';
import { returnsZh } from './returns';
import { screensZh } from './screens';
import { transferZh } from './transfer';
import { uploadsZh } from './uploads';

/** The feature areas' texts in Chinese: the same keys as the English ones (areas/en). */
export const zhAreas: Shape<typeof enAreas> = {
  ...screensZh,
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
