import { replyDueAtFor } from '@backdesk/domain';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../client.js';
import {
  appMeta,
  customers,
  mailCaseNotes,
  mailCases,
  mailMessages,
  orders,
  users,
  workOrders,
} from '../schema/index.js';
import type { DemoMailbox } from './demo-mailboxes.js';
import { pickOf } from './demo-pool.js';
import { mulberry32 } from './orders.js';

/*
 * Demo mail cases (demo mode only): conversations of the demo shop's mailbox (demo-mailboxes.ts) with the demo
 * orders' customers — unreplied ones with the 24-hour clock running (some overdue), answered, pending and closed
 * ones — most handled by the demo agent, who sends from that mailbox.
 */

export const DEMO_MAIL_CASES_KEY = 'demoMailCasesSeeded';
const HOUR = 3_600_000;

const OPENINGS = [
  [
    'Where is my order {orderNo}?',
    'Hello, I ordered {orderNo} two weeks ago and the tracking has not moved for 6 days. Can you check with the carrier?',
  ],
  [
    'Wrong size received ({orderNo})',
    'Hi, I ordered size M but received XL. How can I exchange it? Order {orderNo}.',
  ],
  [
    'Refund request for {orderNo}',
    'The parcel arrived damaged, the box was crushed and the lamp is broken. I would like a refund please.',
  ],
  [
    'Change of address – {orderNo}',
    'Sorry, I made a mistake in my address. The flat number is 12B, not 21B. Can you still change it?',
  ],
  [
    'Pedido {orderNo} no recibido',
    'Hola, el paquete figura como entregado pero no lo he recibido. ¿Pueden revisarlo?',
  ],
  ['Commande {orderNo}', 'Bonjour, je n’ai toujours rien reçu. Pouvez-vous me donner des nouvelles ?'],
  [
    'Invoice for order {orderNo}',
    'Could you send me an invoice with my company name for order {orderNo}? Thanks.',
  ],
] as const;
const ANSWERS = [
  'Thank you for your message. We have asked the carrier to check your parcel and will come back to you within 48 hours.',
  'We are sorry for the trouble. Please send us a photo of the item and the label, and we will arrange a replacement.',
  'Your address has been updated; the parcel has not left the warehouse yet.',
];
const FOLLOW_UPS = [
  'Any news? It has been three days.',
  'Thanks, here are the photos you asked for.',
  'I still have not received anything.',
  'OK, a replacement is fine for me.',
];
const NAMES = [
  'Emma Schneider',
  'Lucas Martin',
  'Sofia García',
  'Oliver Smith',
  'Chloé Bernard',
  'Noah Johnson',
  'Mia Rossi',
];

/** Seeds the demo mail cases once (an appMeta row remembers it). */
export async function seedDemoMailCases(db: Tx, options: { now?: Date; mailbox: DemoMailbox }) {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MAIL_CASES_KEY));
  if (done) return;
  const now = options.now ?? new Date();
  const staff = await db
    .select({ id: users.id, email: users.email, departmentId: users.departmentId })
    .from(users)
    .where(inArray(users.email, ['admin@backdesk.demo', 'leader@backdesk.demo', 'agent@backdesk.demo']));
  const agent = staff.find((u) => u.email === 'agent@backdesk.demo');
  const leader = staff.find((u) => u.email === 'leader@backdesk.demo');
  if (!agent || !leader) return;
  const { mailbox } = options;
  const picked = await db
    .select({ id: orders.id, orderNo: orders.orderNo, platformId: orders.platformId, email: customers.email })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(isNotNull(customers.email)))
    .orderBy(asc(orders.id))
    .limit(60);
  const random = mulberry32(1414);
  const pick = <T>(list: readonly T[]) => pickOf(random, list);
  for (const [i, order] of picked.entries()) {
    // the first cases are the agent's unreplied ones, linked to their order (the inbox opens on them)
    const status = i < 14 ? 1 : i < 26 ? 2 : i < 32 ? 3 : i < 40 ? 4 : i % 3 === 0 ? 1 : 2;
    const handler = i % 4 === 3 ? leader : agent;
    const opening = pick(OPENINGS);
    const fill = (s: string) => s.replaceAll('{orderNo}', order.orderNo);
    const subject = fill(opening[0]);
    const startedAt = new Date(now.getTime() - (2 + Math.floor(random() * 70)) * HOUR);
    const thread: { direction: 1 | 2; text: string; at: Date }[] = [
      { direction: 1, text: fill(opening[1]), at: startedAt },
    ];
    if (status !== 1 || i % 5 === 0)
      thread.push({ direction: 2, text: pick(ANSWERS), at: new Date(startedAt.getTime() + 3 * HOUR) });
    if (status === 1 && thread.length > 1)
      thread.push({ direction: 1, text: pick(FOLLOW_UPS), at: new Date(startedAt.getTime() + 5 * HOUR) });
    const lastIn = thread.filter((m) => m.direction === 1).at(-1)!.at;
    const outs = thread.filter((m) => m.direction === 2);
    const name = pick(NAMES);
    const [wo] = await db
      .insert(workOrders)
      .values({
        kind: 5,
        source: 3,
        status: status === 4 ? 9 : 1,
        subject,
        description: thread[0]!.text,
        orderId: order.id,
        platformId: order.platformId,
        customerEmail: order.email!.toLowerCase(),
        handlerType: 1,
        handlerId: handler.id,
        handlerDepartmentId: handler.departmentId,
        createdBy: leader.id,
        lastRepliedAt: outs.at(-1)?.at ?? null,
        finishedAt: status === 4 ? now : null,
        finishReason: status === 4 ? 'mailClosed' : null,
        createdAt: startedAt,
        updatedAt: thread.at(-1)!.at,
      })
      .returning();
    await db.insert(mailCases).values({
      workOrderId: wo!.id,
      caseNumber: wo!.workOrderNo,
      mailboxId: mailbox.id,
      customerAddress: order.email!.toLowerCase(),
      customerName: name,
      caseStatus: status,
      vipLevel: i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0,
      transferTimes: i % 6 === 0 ? 1 : 0,
      letterType: 1,
      mailLabel: i % 5 === 1 ? 'logistics' : i % 5 === 2 ? 'refund' : null,
      subject,
      orderLinkedBy: 'auto',
      messageCount: thread.length,
      lastInboundAt: lastIn,
      lastOutboundAt: outs.at(-1)?.at ?? null,
      replyDueAt: status === 1 ? replyDueAtFor(lastIn) : null,
      pendingUntil: status === 3 ? new Date(now.getTime() + (24 + i) * HOUR) : null,
      createdAt: startedAt,
    });
    for (const [n, m] of thread.entries())
      await db.insert(mailMessages).values({
        mailboxId: mailbox.id,
        caseId: wo!.id,
        direction: m.direction,
        messageId: `demo-${wo!.id}-${n}@${m.direction === 1 ? 'customer.example' : 'backdesk.demo'}`,
        fromAddress: m.direction === 1 ? order.email!.toLowerCase() : mailbox.address,
        fromName: m.direction === 1 ? name : mailbox.senderName,
        toAddresses: [m.direction === 1 ? mailbox.address : order.email!.toLowerCase()],
        subject: n === 0 ? subject : `Re: ${subject}`,
        text: m.text,
        html: m.direction === 1 ? `<p>${m.text}</p>` : null,
        sentAt: m.at,
        receivedAt: m.at,
        // an agent's reply answers the customer's mail before it (the reply-time windows read it)
        answersInboundAt:
          m.direction === 2 ? (thread.slice(0, n).findLast((x) => x.direction === 1)?.at ?? null) : null,
        createdBy: m.direction === 2 ? handler.id : null,
      });
    if (i % 6 === 1)
      await db
        .insert(mailCaseNotes)
        .values({ caseId: wo!.id, body: 'Customer also called the hotline.', createdBy: leader.id });
  }
  await db.insert(appMeta).values({ key: DEMO_MAIL_CASES_KEY, value: { at: now.toISOString() } });
}
