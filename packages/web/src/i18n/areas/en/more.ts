import { abnormalOrdersEn } from './abnormal-orders';
import { aiAssistEn } from './ai-assist';
import { aiReplyPoliciesEn } from './ai-reply-policies';
import { batchEventsEn } from './batch-events';
import { compensationEn } from './compensation';
import { customerCareEn } from './customer-care';
import { customersEn } from './customers';
import { disputesEn } from './disputes';
import { entryEn } from './entry';
import { invoicesEn } from './invoices';
import { mailCasesEn } from './mail-cases';
import { mailOutboxEn } from './mail-outbox';
import { mailTemplatesEn } from './mail-templates';
import { mailboxesEn } from './mailboxes';
import { messagesEn } from './messages';
import { noticesEn } from './notices';
import { orderDetailsEn } from './order-details';
import { orderHistoryEn } from './order-history';
import { refillsEn } from './refills';
import { refundOperationsEn } from './refund-operations';
import { refundTicketsEn } from './refund-tickets';
import { refundsEn } from './refunds';
import { resendsEn } from './resends';
import { returnsEn } from './returns';
import { screensMoreEn } from './screens-more';
import { searchResultsEn } from './search-results';
import { uploadsEn } from './uploads';
import { workOrderSetupEn } from './work-order-setup';
import { workOrdersEn } from './work-orders';

/**
 * The other screens' texts (refunds, refills, returns, tickets, invoices, entry, uploads): loaded after the
 * signed-in app's first draw; a screen other than the order list renders once they are in (issue 10).
 * English texts.
 */
export const enMoreAreas = {
  ...screensMoreEn,
  ...searchResultsEn,
  ...invoicesEn,
  ...messagesEn,
  ...customerCareEn,
  ...customersEn,
  ...compensationEn,
  ...batchEventsEn,
  ...mailboxesEn,
  ...mailOutboxEn,
  ...mailCasesEn,
  ...aiAssistEn,
  ...mailTemplatesEn,
  ...aiReplyPoliciesEn,
  ...orderDetailsEn,
  ...orderHistoryEn,
  ...entryEn,
  ...refundsEn,
  ...refillsEn,
  ...abnormalOrdersEn,
  ...returnsEn,
  ...resendsEn,
  ...refundTicketsEn,
  ...refundOperationsEn,
  ...uploadsEn,
  ...workOrdersEn,
  ...workOrderSetupEn,
  ...disputesEn,
  ...noticesEn,
};
