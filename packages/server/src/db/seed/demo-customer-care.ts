import { paypalWebhookEventSchema } from '@backdesk/domain';
import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { createPaypalWebhook } from '../../features/customer-care/paypal-webhook.js';
import { createLocalPpProvider } from '../../features/customer-care/provider/index.js';
import { mailCaseWorkOrders } from '../../features/work-orders/work-order-create.js';
import type { Db, Tx } from '../client.js';
import { appMeta, orders, payments, paypalAccounts } from '../schema/index.js';
import { pickOf } from './demo-pool.js';
import { mulberry32 } from './orders.js';

/** The appMeta key that records the demo's PayPal complaints were delivered (a restart adds nothing). */
export const DEMO_CUSTOMER_CARE_KEY = 'demoCustomerCareSeeded';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const OPENING_WORDS: Record<string, string[]> = {
  MERCHANDISE_OR_SERVICE_NOT_RECEIVED: [
    'My order has not arrived after four weeks and the tracking has not moved.',
    'El paquete figura como entregado pero no lo he recibido.',
  ],
  MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: [
    'The dress arrived in the wrong size and the colour is not the one in the photos.',
    'Das Gerät funktioniert nicht, es lässt sich nicht einschalten.',
  ],
  CREDIT_NOT_PROCESSED: ['I sent the item back two weeks ago and still have no refund.'],
};
const FOLLOW_UP = [
  'Any news? I will ask PayPal to step in if I hear nothing this week.',
  'The tracking number you gave me does not work on the carrier site.',
];

/**
 * The demo's PayPal complaints (embedded demo database only, once): a demo PayPal account answered by the local
 * stand-in, and PayPal dispute events about the demo's PayPal orders (opened, the buyer writing again, escalated to a
 * claim, under review, resolved either way, a chargeback, and one about a payment that is not ours), each signed by
 * the stand-in and delivered through the webhook's own verification and mapping: every work order is one the product
 * made. Answers false when written before.
 */
export async function seedDemoCustomerCare(
  tx: Tx,
  options: { now?: Date; adminId: number; teamId: number; platformIds: number[] },
) {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_CUSTOMER_CARE_KEY));
  if (done) return false;
  const now = options.now ?? new Date();
  const rand = mulberry32(20261129);
  const [account] = await tx
    .insert(paypalAccounts)
    .values({
      name: 'Demo PayPal account (local stand-in, not PayPal)',
      clientId: 'LOCAL-STAND-IN-DEMO',
      handlerTeamId: options.teamId,
      createdBy: options.adminId,
      updatedBy: options.adminId,
    })
    .returning();
  const candidates = await tx
    .select({
      transactionNo: sql<string>`${payments.transactionNo}`,
      currency: orders.currency,
      amount: payments.amount,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.method, 'paypal'),
        isNotNull(payments.transactionNo),
        inArray(orders.platformId, options.platformIds),
        gte(orders.createdAt, new Date(now.getTime() - 60 * DAY)),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(200);
  // twelve spread over the candidates (one plan each, in turn), and one payment that is not ours
  const step = Math.max(1, Math.floor(candidates.length / 12));
  const picked = candidates.filter((_, i) => i % step === 0).slice(0, 12);
  picked.push({ transactionNo: '9XY00000NOTOURS1', currency: 'USD', amount: '59.0000' });

  const events: { at: Date; body: Record<string, unknown> }[] = [];
  let n = 0;
  const push = (type: string, at: Date, resource: Record<string, unknown>) => {
    n += 1;
    events.push({
      at,
      body: {
        id: `WH-DEMO-CARE-${String(n).padStart(4, '0')}`,
        event_version: '1.0',
        create_time: at.toISOString(),
        resource_type: 'dispute',
        event_type: type,
        summary: `PayPal dispute ${type.split('.').at(-1)!.toLowerCase()}`,
        resource,
      },
    });
  };
  const plans = ['open', 'followUp', 'escalate', 'review', 'won', 'lost', 'chargeback', 'waitBuyer'];
  picked.forEach((c, i) => {
    const plan = plans[i % plans.length]!;
    const reason = pickOf(rand, Object.keys(OPENING_WORDS));
    const start = now.getTime() - (2 + Math.floor(rand() * 20)) * DAY - Math.floor(rand() * 20) * HOUR;
    const base = {
      dispute_id: `PP-D-DEMO-${String(i + 1).padStart(4, '0')}`,
      disputed_transactions: [{ seller_transaction_id: c.transactionNo }],
      reason: plan === 'chargeback' ? 'UNAUTHORISED' : reason,
      status: 'WAITING_FOR_SELLER_RESPONSE',
      dispute_amount: { currency_code: c.currency.toUpperCase(), value: Number(c.amount).toFixed(2) },
      dispute_life_cycle_stage: plan === 'chargeback' ? 'CHARGEBACK' : 'INQUIRY',
      dispute_channel: plan === 'chargeback' ? 'EXTERNAL' : 'INTERNAL',
      seller_response_due_date: new Date(start + 10 * DAY).toISOString(),
      messages:
        plan === 'chargeback'
          ? []
          : [
              {
                posted_by: 'BUYER',
                time_posted: new Date(start).toISOString(),
                content: pickOf(rand, OPENING_WORDS[reason]!),
              },
            ],
    };
    push('CUSTOMER.DISPUTE.CREATED', new Date(start), base);
    const later = new Date(Math.min(start + DAY, now.getTime() - HOUR));
    if (plan === 'followUp')
      push('CUSTOMER.DISPUTE.UPDATED', later, {
        ...base,
        messages: [
          ...base.messages,
          { posted_by: 'BUYER', time_posted: later.toISOString(), content: pickOf(rand, FOLLOW_UP) },
        ],
      });
    if (plan === 'escalate')
      push('CUSTOMER.DISPUTE.UPDATED', later, { ...base, dispute_life_cycle_stage: 'CHARGEBACK' });
    if (plan === 'review') push('CUSTOMER.DISPUTE.UPDATED', later, { ...base, status: 'UNDER_REVIEW' });
    if (plan === 'waitBuyer')
      push('CUSTOMER.DISPUTE.UPDATED', later, { ...base, status: 'WAITING_FOR_BUYER_RESPONSE' });
    if (plan === 'won' || plan === 'lost')
      push('CUSTOMER.DISPUTE.RESOLVED', later, {
        ...base,
        status: 'RESOLVED',
        dispute_outcome:
          plan === 'won'
            ? { outcome_code: 'RESOLVED_SELLER_FAVOUR' }
            : { outcome_code: 'RESOLVED_BUYER_FAVOUR', amount_refunded: base.dispute_amount },
      });
  });
  events.sort((a, b) => a.at.getTime() - b.at.getTime());

  // the webhook's own path: the local stand-in signs each event, the webhook verifies and applies it
  const provider = createLocalPpProvider();
  const webhook = createPaypalWebhook({
    db: tx as Db,
    provider,
    secrets: null,
    workOrders: mailCaseWorkOrders,
    now: () => now,
  });
  let applied = 0;
  for (const e of events) {
    const rawBody = JSON.stringify(e.body);
    const answer = await webhook.receive({
      accountId: account!.id,
      headers: provider.signWebhook(account!.id, rawBody, e.at),
      rawBody,
      event: paypalWebhookEventSchema.parse(JSON.parse(rawBody)),
      remoteAddress: '127.0.0.1',
    });
    if (answer.workOrderId) applied += 1;
  }
  await tx.insert(appMeta).values({
    key: DEMO_CUSTOMER_CARE_KEY,
    value: { at: now.toISOString(), events: events.length, applied },
  });
  return true;
}
