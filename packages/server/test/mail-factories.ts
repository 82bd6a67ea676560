import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { MAIL_IN, replyDueAtFor } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../src/db/client.js';
import {
  files,
  mailAttachments,
  mailboxes,
  mailboxOperators,
  mailCases,
  mailMessages,
  workOrders,
} from '../src/db/schema/index.js';

/*
 * Mail test data written straight into the tables (the fetch feature owns fetching): mailboxes with their
 * operators, mail cases (a kind-5 work order and its case), their messages and attachments in the file store.
 */

let seq = 0;
const next = () => `${Date.now().toString(36)}${++seq}`;

/** A mailbox (its secrets are placeholders: no test here connects to it). */
export async function createMailbox(
  db: Tx,
  createdBy: number,
  overrides: Partial<typeof mailboxes.$inferInsert> = {},
) {
  const n = next();
  const [row] = await db
    .insert(mailboxes)
    .values({
      address: `support.${n}@shop.example`,
      senderName: 'Shop Support',
      imapHost: '127.0.0.1',
      imapUser: `support.${n}`,
      imapSecret: 'not-a-secret',
      smtpHost: '127.0.0.1',
      smtpUser: `support.${n}`,
      smtpSecret: 'not-a-secret',
      createdBy,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Lets a user send from a mailbox. */
export async function addMailboxOperator(db: Tx, mailboxId: number, userId: number) {
  await db.insert(mailboxOperators).values({ mailboxId, userId }).onConflictDoNothing();
}

export type MessageSpec = {
  direction?: 1 | 2;
  from?: string;
  to?: string[];
  cc?: string[];
  subject?: string;
  text?: string;
  html?: string | null;
  /** Minutes before now. */
  minutesAgo?: number;
  messageId?: string;
};

/**
 * A mail case: its work order (kind 5, source 3, handled by `handlerId`), the case row and its thread (one customer
 * mail by default). The reply clock runs from the last customer mail when the case is unreplied.
 */
export async function createMailCase(
  db: Tx,
  spec: {
    mailboxId: number;
    handlerId: number;
    handlerType?: 1 | 2;
    handlerDepartmentId?: number | null;
    createdBy?: number;
    customerAddress?: string;
    customerName?: string;
    caseStatus?: number;
    orderId?: number | null;
    platformId?: number | null;
    orderLinkedBy?: string | null;
    subject?: string;
    vipLevel?: number;
    letterType?: number;
    mailLabel?: string | null;
    messages?: MessageSpec[];
    now?: Date;
  },
) {
  const now = spec.now ?? new Date();
  const customer = (spec.customerAddress ?? `customer.${next()}@example.com`).toLowerCase();
  const subject = spec.subject ?? 'Where is my order?';
  const messages = spec.messages ?? [{}];
  const [mailbox] = await db.select().from(mailboxes).where(eq(mailboxes.id, spec.mailboxId));
  const [wo] = await db
    .insert(workOrders)
    .values({
      kind: 5,
      source: 3,
      subject,
      description: messages[0]?.text ?? 'Hello',
      orderId: spec.orderId ?? null,
      platformId: spec.platformId ?? mailbox?.platformId ?? null,
      customerEmail: customer,
      handlerType: spec.handlerType ?? 1,
      handlerId: spec.handlerId,
      handlerDepartmentId: spec.handlerDepartmentId ?? null,
      createdBy: spec.createdBy ?? spec.handlerId,
      createdAt: now,
    })
    .returning();
  const times = messages.map((m) => new Date(now.getTime() - (m.minutesAgo ?? 60) * 60_000));
  const inbound = times.filter((_, i) => (messages[i]!.direction ?? MAIL_IN) === MAIL_IN);
  const outbound = times.filter((_, i) => messages[i]!.direction === 2);
  const status = spec.caseStatus ?? 1;
  const lastIn = inbound.length ? new Date(Math.max(...inbound.map((t) => t.getTime()))) : null;
  await db.insert(mailCases).values({
    workOrderId: wo!.id,
    caseNumber: wo!.workOrderNo,
    mailboxId: spec.mailboxId,
    customerAddress: customer,
    customerName: spec.customerName ?? 'Jane Customer',
    caseStatus: status,
    vipLevel: spec.vipLevel ?? 0,
    letterType: spec.letterType ?? 1,
    mailLabel: spec.mailLabel ?? null,
    subject,
    orderLinkedBy: spec.orderId ? (spec.orderLinkedBy ?? 'auto') : null,
    messageCount: messages.length,
    lastInboundAt: lastIn,
    lastOutboundAt: outbound.length ? new Date(Math.max(...outbound.map((t) => t.getTime()))) : null,
    replyDueAt: status === 1 && lastIn ? replyDueAtFor(lastIn) : null,
    createdAt: times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : now,
  });
  const rows = [];
  for (const [i, m] of messages.entries()) {
    const inboundMail = (m.direction ?? MAIL_IN) === MAIL_IN;
    const [row] = await db
      .insert(mailMessages)
      .values({
        mailboxId: spec.mailboxId,
        caseId: wo!.id,
        direction: m.direction ?? MAIL_IN,
        messageId: m.messageId ?? `${next()}@${inboundMail ? 'example.com' : 'shop.example'}`,
        fromAddress: m.from ?? (inboundMail ? customer : (mailbox?.address ?? 'support@shop.example')),
        fromName: inboundMail ? (spec.customerName ?? 'Jane Customer') : 'Shop Support',
        toAddresses: m.to ?? [inboundMail ? (mailbox?.address ?? 'support@shop.example') : customer],
        ccAddresses: m.cc ?? [],
        subject: m.subject ?? (i === 0 ? subject : `Re: ${subject}`),
        text: m.text ?? 'Hello, where is my parcel?',
        html: m.html === undefined ? null : m.html,
        sentAt: times[i]!,
      })
      .returning();
    rows.push(row!);
  }
  return {
    id: wo!.id,
    caseNumber: wo!.workOrderNo,
    workOrder: wo!,
    messages: rows,
    customerAddress: customer,
  };
}

/** An attachment (or inline image) of a message, its bytes written into the file store under `dataDir`. */
export async function createMailAttachment(
  db: Tx,
  dataDir: string,
  spec: {
    messageId: number;
    caseId: number;
    createdBy: number;
    fileName?: string;
    contentType?: string;
    data?: Buffer;
    contentId?: string | null;
  },
) {
  const id = randomUUID();
  const data = spec.data ?? Buffer.from('%PDF-1.4\n% invoice\n');
  const relative = path.join('mail', id);
  await fs.mkdir(path.join(dataDir, 'files', 'mail'), { recursive: true });
  await fs.writeFile(path.join(dataDir, 'files', relative), data);
  const contentType = spec.contentType ?? 'application/pdf';
  await db.insert(files).values({
    id,
    originalName: spec.fileName ?? 'invoice.pdf',
    mimeType: contentType,
    size: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
    storedPath: relative,
    recordType: 'mailCase',
    recordId: spec.caseId,
    createdBy: spec.createdBy,
  });
  const [row] = await db
    .insert(mailAttachments)
    .values({
      messageId: spec.messageId,
      fileId: id,
      fileName: spec.fileName ?? 'invoice.pdf',
      contentType,
      size: data.length,
      contentId: spec.contentId ?? null,
      inline: !!spec.contentId,
    })
    .returning();
  return row!;
}
