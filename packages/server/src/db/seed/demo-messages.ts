import { paypalWebhookEventSchema } from '@backdesk/domain';
import { and, asc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import { createMessagesService } from '../../features/messages/messages.service.js';
import { createFakePaymentProvider } from '../../features/refunds/provider/index.js';
import type { Db, Tx } from '../client.js';
import { appMeta, orders, payments, workOrders } from '../schema/index.js';
import { pickOf, type Random } from './demo-pool.js';
import { mulberry32 } from './orders.js';

/** The appMeta key that records the demo's payment-provider messages were delivered (a restart adds nothing). */
export const DEMO_MESSAGES_KEY = 'demoMessagesSeeded';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What buyers write when they open a PayPal dispute, by its reason, in their languages. */
const BUYER_WORDS: Record<string, string[]> = {
  MERCHANDISE_OR_SERVICE_NOT_RECEIVED: [
    'I ordered three weeks ago and the tracking has not moved since it left China. Where is my parcel?',
    'Hola, el paquete figura como entregado pero no lo he recibido. ¿Pueden revisarlo?',
    'Bonjour, je n’ai toujours rien reçu. Merci de me rembourser.',
  ],
  MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED: [
    'The item arrived broken, the glass is cracked. I sent photos to your e-mail already.',
    'Die Größe ist falsch, ich habe M bestellt und XL bekommen. Bitte um Rückerstattung.',
    'This is not the colour in the listing. I want to return it.',
  ],
  CREDIT_NOT_PROCESSED: [
    'Please refund me, I cancelled the order the same day and you still shipped it.',
    'I returned the item two weeks ago (tracking attached) and still have no refund.',
  ],
  INCORRECT_AMOUNT: [
    'I was charged more than the price shown at checkout.',
    'The shipping fee was charged twice on my PayPal statement.',
  ],
};
const FOLLOW_UPS = [
  'Any news? It has been five days since my last message.',
  'I still have not received a reply. I will escalate this to PayPal if I do not hear back.',
  'The tracking number you sent does not work on the carrier website.',
  '¿Alguna novedad? Sigo esperando.',
  'Thanks, but I would rather have my money back than a replacement.',
];
const REASONS = [
  'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
  'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
  'MERCHANDISE_OR_SERVICE_NOT_AS_DESCRIBED',
  'CREDIT_NOT_PROCESSED',
  'INCORRECT_AMOUNT',
];
const OUTCOMES = ['RESOLVED_SELLER_FAVOUR', 'RESOLVED_BUYER_FAVOUR', 'CANCELED_BY_BUYER', 'ACCEPTED'];

type Candidate = {
  orderId: number;
  platformId: number;
  currency: string;
  amount: string;
  transactionNo: string;
};
type Timed = { at: Date; body: Record<string, unknown> };

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const idOf = (rand: Random, n: number) =>
  Array.from({ length: n }, () => ALNUM[Math.floor(rand() * ALNUM.length)]).join('');
const digitsOf = (rand: Random, n: number) =>
  Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
/** A part of an amount with 2 places (what a buyer disputes or is refunded). */
const shareOf = (rand: Random, amount: string, shares: number[]) =>
  (Math.max(1, Number(amount)) * pickOf(rand, shares)).toFixed(2);

/** PayPal orders (a PayPal payment with its transaction id) of some platforms, paid since a time. */
async function paypalOrders(db: Tx, where: ReturnType<typeof and>) {
  return db
    .select({
      orderId: orders.id,
      platformId: orders.platformId,
      currency: orders.currency,
      amount: payments.amount,
      transactionNo: sql<string>`${payments.transactionNo}`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.method, 'paypal'),
        isNotNull(payments.transactionNo),
        eq(payments.isDeposit, false),
        where,
      ),
    )
    .orderBy(asc(orders.id));
}

/**
 * The events PayPal would have sent about the demo's orders over the last weeks: disputes (opened, the buyer
 * writing, escalated to a claim, resolved), chargebacks, refunds completed, pending and failed, a reversal, and
 * disputes about payments that are not ours (another sales channel on the same PayPal account). Times are spread
 * over the last 25 days, a few within the last hours.
 */
function demoEvents(
  rand: Random,
  now: Date,
  pools: { withWorkOrder: Candidate[]; agent: Candidate[]; others: Candidate[] },
) {
  const events: Timed[] = [];
  const at = (ms: number) => new Date(Math.min(ms, now.getTime() - 5 * 60_000));
  const event = (type: string, time: Date, resource: Record<string, unknown>, summary: string) =>
    events.push({
      at: time,
      body: {
        id: `WH-${idOf(rand, 17)}-${idOf(rand, 17)}`,
        event_version: '1.0',
        create_time: time.toISOString(),
        resource_type: type.startsWith('CUSTOMER.DISPUTE') ? 'dispute' : 'refund',
        event_type: type,
        summary,
        resource,
      },
    });

  const dispute = (
    c: { transactionNo: string; currency: string; amount: string },
    start: number,
    plan: string,
  ) => {
    const id = `PP-D-${digitsOf(rand, 6)}`;
    const reason = pickOf(rand, REASONS);
    const external = plan === 'chargeback';
    const amount = {
      currency_code: c.currency.toUpperCase(),
      value: shareOf(rand, c.amount, [1, 1, 0.5, 0.3]),
    };
    const messages: { posted_by: string; time_posted: string; content: string }[] = external
      ? []
      : [
          {
            posted_by: 'BUYER',
            time_posted: new Date(start).toISOString(),
            content: pickOf(rand, BUYER_WORDS[reason] ?? BUYER_WORDS.MERCHANDISE_OR_SERVICE_NOT_RECEIVED!),
          },
        ];
    const base = () => ({
      dispute_id: id,
      create_time: new Date(start).toISOString(),
      disputed_transactions: [{ seller_transaction_id: c.transactionNo, seller_protection_eligible: true }],
      reason: external ? 'UNAUTHORISED' : reason,
      dispute_amount: amount,
      dispute_channel: external ? 'EXTERNAL' : 'INTERNAL',
      messages: [...messages],
    });
    event(
      'CUSTOMER.DISPUTE.CREATED',
      at(start),
      {
        ...base(),
        status: 'WAITING_FOR_SELLER_RESPONSE',
        dispute_life_cycle_stage: external ? 'CHARGEBACK' : 'INQUIRY',
        update_time: new Date(start).toISOString(),
      },
      `A new dispute opened with Case # ${id}`,
    );
    let t = start;
    let stage = external ? 'CHARGEBACK' : 'INQUIRY';
    const steps = plan === 'chargeback' ? ['resolve'] : plan.split('+');
    for (const step of steps) {
      t += (0.5 + rand() * 2.5) * DAY;
      if (t > now.getTime() - HOUR) break;
      if (step === 'write') {
        messages.push({
          posted_by: 'SELLER',
          time_posted: new Date(t - 6 * HOUR).toISOString(),
          content: 'We are checking with the carrier and will get back to you within 48 hours.',
        });
        messages.push({
          posted_by: 'BUYER',
          time_posted: new Date(t).toISOString(),
          content: pickOf(rand, FOLLOW_UPS),
        });
        event(
          'CUSTOMER.DISPUTE.UPDATED',
          at(t),
          {
            ...base(),
            status: 'WAITING_FOR_SELLER_RESPONSE',
            dispute_life_cycle_stage: stage,
            update_time: new Date(t).toISOString(),
          },
          `Dispute ${id} was updated`,
        );
      } else if (step === 'escalate') {
        stage = 'CHARGEBACK';
        event(
          'CUSTOMER.DISPUTE.UPDATED',
          at(t),
          {
            ...base(),
            status: 'UNDER_REVIEW',
            dispute_life_cycle_stage: stage,
            update_time: new Date(t).toISOString(),
          },
          `Dispute ${id} was escalated to a claim`,
        );
      } else if (step === 'resolve') {
        const outcome = external
          ? pickOf(rand, ['RESOLVED_BUYER_FAVOUR', 'RESOLVED_SELLER_FAVOUR'])
          : pickOf(rand, OUTCOMES);
        event(
          'CUSTOMER.DISPUTE.RESOLVED',
          at(t),
          {
            ...base(),
            status: 'RESOLVED',
            dispute_life_cycle_stage: stage,
            update_time: new Date(t).toISOString(),
            dispute_outcome: {
              outcome_code: outcome,
              ...(outcome === 'RESOLVED_BUYER_FAVOUR' || outcome === 'ACCEPTED'
                ? { amount_refunded: amount }
                : {}),
            },
          },
          `Dispute ${id} was resolved`,
        );
      }
    }
  };

  const refund = (
    c: Candidate,
    time: number,
    status: 'COMPLETED' | 'PENDING' | 'FAILED',
    reversed = false,
  ) => {
    const id = idOf(rand, 17);
    const value = reversed ? c.amount : shareOf(rand, c.amount, [1, 0.5, 0.2, 0.1]);
    event(
      reversed ? 'PAYMENT.CAPTURE.REVERSED' : 'PAYMENT.CAPTURE.REFUNDED',
      at(time),
      {
        id,
        status,
        amount: {
          currency_code: c.currency.toUpperCase(),
          value: reversed ? `-${Number(value).toFixed(2)}` : value,
        },
        ...(status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
        ...(reversed ? { note_to_payer: 'Payment reversed' } : {}),
        create_time: new Date(time).toISOString(),
        links: [
          { href: `https://api.paypal.com/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' },
          {
            href: `https://api.paypal.com/v2/payments/captures/${c.transactionNo}`,
            rel: 'up',
            method: 'GET',
          },
        ],
      },
      reversed
        ? `A ${c.currency.toUpperCase()} ${value} capture payment was reversed`
        : `A ${c.currency.toUpperCase()} ${value} capture payment was refunded`,
    );
  };

  const daysAgo = (d: number) => now.getTime() - d * DAY - rand() * 6 * HOUR;
  const plans = [
    '',
    'write',
    'write+escalate',
    'escalate+resolve',
    'write+resolve',
    'write+write',
    '',
    'resolve',
  ];
  let k = 0;
  // disputes on orders that have an open work order: the work-order screens' badge has something to show
  for (const c of pools.withWorkOrder.slice(0, 4))
    dispute(c, daysAgo(2 + (k++ % 5) * 2), pickOf(rand, ['', 'write', 'write']));
  for (const c of pools.agent.slice(0, 12)) dispute(c, daysAgo(1 + rand() * 22), plans[k++ % plans.length]!);
  for (const c of pools.agent.slice(12, 14)) dispute(c, daysAgo(3 + rand() * 15), 'chargeback');
  const statuses = ['COMPLETED', 'PENDING', 'COMPLETED', 'FAILED'] as const;
  for (const [i, c] of pools.agent.slice(14, 18).entries()) refund(c, daysAgo(rand() * 20), statuses[i]!);
  for (const c of pools.agent.slice(18, 19)) refund(c, daysAgo(4 + rand() * 5), 'COMPLETED', true);
  // the newest: within the last hours
  for (const c of pools.agent.slice(19, 21)) dispute(c, now.getTime() - (1 + rand() * 5) * HOUR, '');
  // other platforms' orders: the agent does not see them, the leader and the administrator do
  for (const c of pools.others.slice(0, 4))
    dispute(c, daysAgo(1 + rand() * 20), pickOf(rand, ['', 'write', 'escalate+resolve']));
  // payments of another sales channel on the same PayPal account: no order of ours, seen by every holder
  for (let i = 0; i < 2; i++)
    dispute(
      {
        transactionNo: idOf(rand, 17),
        currency: pickOf(rand, ['USD', 'EUR', 'GBP']),
        amount: (20 + rand() * 180).toFixed(2),
      },
      daysAgo(2 + rand() * 12),
      i === 0 ? 'write' : '',
    );
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The demo's payment-provider messages (embedded demo database only, once): PayPal events about the demo's
 * PayPal orders, signed by the local stand-in of the payment provider and delivered through the webhook's own
 * verification and mapping, so every row is one the product made. Answers false when written before.
 */
export async function seedDemoMessages(tx: Tx, options: { now?: Date; agentPlatformIds?: number[] } = {}) {
  const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, DEMO_MESSAGES_KEY));
  if (done) return false;
  const now = options.now ?? new Date();
  const agentPlatforms = options.agentPlatformIds ?? [1, 4, 7, 12, 13];
  const rand = mulberry32(20261128);
  const since = new Date(now.getTime() - 90 * DAY);
  const shuffled = <T>(list: T[]) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  const withOpen = await tx
    .selectDistinct({ orderId: workOrders.orderId })
    .from(workOrders)
    .where(and(isNotNull(workOrders.orderId), notInArray(workOrders.status, [9, 10])));
  const openIds = withOpen.map((w) => w.orderId!).filter(Boolean);
  const withWorkOrder = openIds.length
    ? await paypalOrders(tx, and(inArray(orders.id, openIds), inArray(orders.platformId, agentPlatforms)))
    : [];
  const agent = shuffled(
    (
      await paypalOrders(tx, and(inArray(orders.platformId, agentPlatforms), gte(orders.createdAt, since)))
    ).filter((c) => !openIds.includes(c.orderId)),
  );
  const others = shuffled(
    await paypalOrders(tx, and(notInArray(orders.platformId, agentPlatforms), gte(orders.createdAt, since))),
  );
  const events = demoEvents(rand, now, { withWorkOrder, agent, others });

  // the webhook's own path: the local stand-in signs each event, the service verifies and keeps it
  const provider = createFakePaymentProvider();
  const messages = createMessagesService({ db: tx as Db, provider, now: () => now });
  let kept = 0;
  for (const e of events) {
    const rawBody = JSON.stringify(e.body);
    const answer = await messages.receiveWebhook({
      headers: provider.signWebhook(rawBody, e.at),
      rawBody,
      event: paypalWebhookEventSchema.parse(JSON.parse(rawBody)),
    });
    if (answer.stored) kept += 1;
  }
  await tx
    .insert(appMeta)
    .values({ key: DEMO_MESSAGES_KEY, value: { at: now.toISOString(), events: events.length, kept } });
  return true;
}
