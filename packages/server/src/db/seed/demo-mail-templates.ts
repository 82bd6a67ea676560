import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  appMeta,
  customers,
  mailAutomationRules,
  mailCases,
  mailMessages,
  mailTemplates,
  orders,
  phraseTemplates,
  workOrders,
} from '../schema/index.js';
import type { DemoMailbox } from './demo-mailboxes.js';

/** The appMeta key that records the demo's mail templates and customer mails were written (a restart adds nothing). */
export const DEMO_MAIL_TEMPLATES_KEY = 'demoMailTemplatesSeeded';
const HOUR = 3_600_000;

const templates = [
  {
    name: 'Reply: where is my parcel',
    lang: 'en',
    mailType: 1,
    subject: 'Re: your order {orderNo}',
    body: 'Dear {customerName},\n\nthank you for your message. Your parcel {packageNo} is on its way; you can follow it with the tracking number {trackingNumber}.\n\nKind regards,\n{agentName}\n{shopName}',
  },
  {
    name: 'Antwort: Wo ist mein Paket',
    lang: 'de',
    mailType: 1,
    subject: 'Re: Ihre Bestellung {orderNo}',
    body: 'Liebe(r) {customerName},\n\nvielen Dank für Ihre Nachricht. Ihr Paket {packageNo} ist unterwegs; Sendungsnummer: {trackingNumber}.\n\nMit freundlichen Grüßen\n{agentName}\n{shopName}',
  },
  {
    name: 'Shipping notice',
    lang: 'en',
    mailType: 2,
    subject: 'Order {orderNo} has shipped',
    body: 'Dear {customerName},\n\nyour order {orderNo} has shipped in parcel {packageNo} (tracking {trackingNumber}).\n\n{shopName}',
  },
  {
    name: 'Delay notice',
    lang: 'en',
    mailType: 3,
    subject: 'A short delay on order {orderNo}',
    body: 'Dear {customerName},\n\nwe are sorry: order {orderNo} leaves our warehouse a few days later than planned.\n\n{agentName}',
  },
  {
    name: '发货通知',
    lang: 'zh',
    mailType: 2,
    subject: '您的订单 {orderNo} 已发货',
    body: '{customerName}，您好：\n\n您的订单 {orderNo} 已发货，包裹号 {packageNo}，跟踪号 {trackingNumber}。\n\n{shopName}',
  },
  {
    name: 'Auto-reply: we got your mail',
    lang: 'en',
    mailType: 7,
    subject: 'We received your message',
    body: 'Dear {customerName},\n\nthank you for writing to us. We answer every mail within 24 hours.\n\n{shopName}',
  },
];

const phrases = [
  { title: 'Thanks for waiting', lang: 'en', body: 'Thank you for your patience while we look into this.' },
  {
    title: 'Tracking link',
    lang: 'en',
    body: 'You can follow your parcel with the tracking number above on the carrier’s website.',
  },
  { title: '感谢耐心等待', lang: 'zh', body: '感谢您的耐心等待，我们正在为您处理。' },
];

const customerMails = [
  {
    subject: 'Where is my parcel?',
    text: 'Hello, I ordered two weeks ago and the tracking has not moved. Where is my parcel?',
  },
  { subject: 'Refund request', text: 'The item arrived broken. I want a refund please.' },
  { subject: 'Wrong size', text: 'Die Größe ist falsch, bitte um Umtausch.' },
  { subject: 'Change of address', text: 'Please ship to my new address instead.' },
  {
    subject: 'WIN A FREE PHONE',
    text: 'Congratulations, click here to claim your prize.',
    from: 'promo@lucky-winner.example',
  },
  { subject: 'Invoice needed', text: 'Could you send me an invoice for my order?' },
];

/**
 * Demo mail templates, phrase templates, a disabled example automation rule and a few customer mails of the demo
 * shop's mailbox in cases, for the rules' dry run. Once per database.
 */
export async function seedDemoMailTemplates(
  db: Db,
  o: { leaderId: number; agentId: number; teamId: number; mailbox: DemoMailbox; now?: Date },
) {
  const [done] = await db.select().from(appMeta).where(eq(appMeta.key, DEMO_MAIL_TEMPLATES_KEY));
  if (done) return;
  const now = o.now ?? new Date();
  await db.insert(mailTemplates).values(templates.map((t) => ({ ...t, createdBy: o.leaderId })));
  await db.insert(phraseTemplates).values(phrases.map((p) => ({ ...p, createdBy: o.leaderId })));
  const box = o.mailbox;
  await db.insert(mailAutomationRules).values({
    name: 'Spam from prize senders',
    position: 1,
    enabled: false,
    conditions: { subjectKeywords: ['free phone', 'prize'] },
    actions: { closeAsSpam: true },
    createdBy: o.leaderId,
  });
  const buyers = await db
    .select({
      orderId: orders.id,
      platformId: orders.platformId,
      email: customers.email,
      name: customers.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(isNotNull(customers.email), eq(orders.platformId, 12)))
    .orderBy(asc(orders.id))
    .limit(customerMails.length);
  for (const [i, mail] of customerMails.entries()) {
    const buyer = mail.from ? undefined : buyers[i];
    const from = mail.from ?? buyer?.email ?? `customer${i}@example.com`;
    const at = new Date(now.getTime() - (i + 1) * HOUR);
    const [w] = await db
      .insert(workOrders)
      .values({
        kind: 5,
        source: 3,
        subject: mail.subject,
        description: mail.text,
        orderId: buyer?.orderId ?? null,
        platformId: buyer?.platformId ?? null,
        customerEmail: from,
        handlerType: 2,
        handlerId: o.teamId,
        createdBy: o.leaderId,
        createdAt: at,
      })
      .returning();
    await db.insert(mailCases).values({
      workOrderId: w!.id,
      caseNumber: w!.workOrderNo,
      mailboxId: box.id,
      customerAddress: from.toLowerCase(),
      customerName: buyer?.name ?? null,
      subject: mail.subject,
      messageCount: 1,
      lastInboundAt: at,
      replyDueAt: new Date(at.getTime() + 24 * HOUR),
      createdAt: at,
    });
    await db.insert(mailMessages).values({
      mailboxId: box.id,
      caseId: w!.id,
      direction: 1,
      messageId: `demo-${w!.id}@customer.example`,
      fromAddress: from.toLowerCase(),
      fromName: buyer?.name ?? null,
      toAddresses: [box.address],
      subject: mail.subject,
      text: mail.text,
      sentAt: at,
      receivedAt: at,
    });
  }
  await db.insert(appMeta).values({ key: DEMO_MAIL_TEMPLATES_KEY, value: { at: now.toISOString() } });
}
