import type { Shape } from '../../shape';
import type { enMoreAreas } from '../en/more';
import { abnormalOrdersZh } from './abnormal-orders';
import { aiAssistZh } from './ai-assist';
import { aiReplyPoliciesZh } from './ai-reply-policies';
import { batchEventsZh } from './batch-events';
import { compensationZh } from './compensation';
import { customerCareZh } from './customer-care';
import { customersZh } from './customers';
import { disputesZh } from './disputes';
import { entryZh } from './entry';
import { invoicesZh } from './invoices';
import { mailCasesZh } from './mail-cases';
import { mailOutboxZh } from './mail-outbox';
import { mailTemplatesZh } from './mail-templates';
import { mailboxesZh } from './mailboxes';
import { messagesZh } from './messages';
import { noticesZh } from './notices';
import { orderDetailsZh } from './order-details';
import { orderHistoryZh } from './order-history';
import { refillsZh } from './refills';
import { refundOperationsZh } from './refund-operations';
import { refundTicketsZh } from './refund-tickets';
import { refundsZh } from './refunds';
import { resendsZh } from './resends';
import { returnsZh } from './returns';
import { screensMoreZh } from './screens-more';
import { searchResultsZh } from './search-results';
import { uploadsZh } from './uploads';
import { workOrderSetupZh } from './work-order-setup';
import { workOrdersZh } from './work-orders';

/** The other screens' texts in Chinese: the same keys as areas/en/more.ts. */
export const zhMoreAreas: Shape<typeof enMoreAreas> = {
  ...screensMoreZh,
  ...searchResultsZh,
  ...invoicesZh,
  ...messagesZh,
  ...customerCareZh,
  ...customersZh,
  ...compensationZh,
  ...batchEventsZh,
  ...mailboxesZh,
  ...mailOutboxZh,
  ...mailCasesZh,
  ...aiAssistZh,
  ...mailTemplatesZh,
  ...aiReplyPoliciesZh,
  ...orderDetailsZh,
  ...orderHistoryZh,
  ...entryZh,
  ...refundsZh,
  ...refillsZh,
  ...abnormalOrdersZh,
  ...returnsZh,
  ...resendsZh,
  ...refundTicketsZh,
  ...refundOperationsZh,
  ...uploadsZh,
  ...workOrdersZh,
  ...workOrderSetupZh,
  ...disputesZh,
  ...noticesZh,
};
