import { MAIL_IN, mailCaseLanguage } from '@backdesk/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { customers, mailCases, mailMessages, orders, workOrders } from '../db/schema/index.js';

/**
 * The language a mail case is answered in (the domain's mailCaseLanguage): told from the customer's last mail,
 * else the linked order's language, else the customer's (or the order's shipping) country, else English. Read by
 * the case page, the reply and the templates offered for the case.
 */
export async function mailCaseLanguageOf(db: Tx, caseId: number) {
  const [row] = await db
    .select({
      orderLang: orders.lang,
      shipCountry: orders.shipCountry,
      customerCountry: customers.country,
    })
    .from(mailCases)
    .innerJoin(workOrders, eq(workOrders.id, mailCases.workOrderId))
    .leftJoin(orders, eq(orders.id, workOrders.orderId))
    .leftJoin(customers, eq(customers.id, sql`coalesce(${mailCases.customerId}, ${orders.customerId})`))
    .where(eq(mailCases.workOrderId, caseId));
  const [inbound] = await db
    .select({ text: mailMessages.text })
    .from(mailMessages)
    .where(and(eq(mailMessages.caseId, caseId), eq(mailMessages.direction, MAIL_IN)))
    .orderBy(desc(mailMessages.sentAt), desc(mailMessages.id))
    .limit(1);
  return mailCaseLanguage({
    text: inbound?.text ?? null,
    orderLang: row?.orderLang ?? null,
    country: row?.customerCountry ?? row?.shipCountry ?? null,
  });
}
