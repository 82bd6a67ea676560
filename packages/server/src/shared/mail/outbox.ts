import { MAIL_OUT } from '@backdesk/domain';
import type { Tx } from '../../db/client.js';
import { mailMessages, outboundMails } from '../../db/schema/mail.js';
import { sendJob } from '../../jobs/job-queue.js';

/** What a mail written here needs: who writes it, from which mailbox, to whom, what, and what it answers. */
export type OutboundMailInput = {
  createdBy: number;
  /** The mailbox it goes out from (its SMTP account and address); null for MAIL_FROM over SMTP_URL (refund mail). */
  mailboxId: number | null;
  /** "Name <address>" of the mailbox. */
  fromAddress: string;
  to: string;
  cc?: string[];
  subject: string;
  text: string;
  /** Sanitised HTML beside the text, when written with formatting. */
  html?: string | null;
  lang: string;
  /** 'reply', 'batch', 'contactBuyer', 'autoReply', 'refund'. */
  purpose: string;
  caseId?: number | null;
  orderId?: number | null;
  refundId?: number | null;
  inReplyTo?: string | null;
  references?: string[];
  attachmentFileIds?: string[];
};

/**
 * How long the 'mail-send' job of a mail whose caller makes the first attempt itself waits: it only delivers a mail
 * that attempt never reached (the process ended between the commit and the attempt). Due at once, the job could
 * claim the mail first under load, and the caller's answer would read "sending" instead of what happened.
 */
export const CALLER_ATTEMPT_GRACE_MS = 60_000;

/**
 * Writes a mail into the outbox inside the caller's transaction and schedules its delivery (the 'mail-send' job):
 * it exists, and will be delivered, exactly when the caller's write commits. A mail that answers a case is also
 * written into the case's thread (direction out) with the Message-ID it will carry, so the customer's answer
 * threads back into the same case. Delivery marks it sent only when the mail server accepted it.
 */
export async function enqueueOutboundMail(
  tx: Tx,
  mail: OutboundMailInput,
  options: { callerAttemptsFirst?: boolean } = {},
) {
  const domain = mail.fromAddress.replace(/^.*<|>.*$/g, '').split('@')[1] ?? 'backdesk.local';
  const messageId = `${crypto.randomUUID()}@${domain}`.toLowerCase();
  const [row] = await tx
    .insert(outboundMails)
    .values({
      fromAddress: mail.fromAddress,
      toAddress: mail.to,
      ccAddresses: mail.cc ?? [],
      subject: mail.subject,
      body: mail.text,
      html: mail.html ?? null,
      lang: mail.lang,
      purpose: mail.purpose,
      mailboxId: mail.mailboxId,
      caseId: mail.caseId ?? null,
      orderId: mail.orderId ?? null,
      refundId: mail.refundId ?? null,
      inReplyTo: mail.inReplyTo ?? null,
      references: mail.references ?? [],
      attachmentFileIds: mail.attachmentFileIds ?? [],
      messageId,
      createdBy: mail.createdBy,
    })
    .returning();
  if (mail.caseId != null && mail.mailboxId !== null)
    await tx.insert(mailMessages).values({
      mailboxId: mail.mailboxId,
      caseId: mail.caseId,
      direction: MAIL_OUT,
      messageId,
      inReplyTo: mail.inReplyTo ?? null,
      references: mail.references ?? [],
      fromAddress: mail.fromAddress,
      toAddresses: [mail.to],
      ccAddresses: mail.cc ?? [],
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      sentAt: new Date(),
      outboundMailId: row!.id,
      createdBy: mail.createdBy,
    });
  const grace = options.callerAttemptsFirst ? CALLER_ATTEMPT_GRACE_MS : 0;
  await sendJob(tx, 'mail-send', { outboundMailId: row!.id }, { startAfter: new Date(Date.now() + grace) });
  return row!;
}
