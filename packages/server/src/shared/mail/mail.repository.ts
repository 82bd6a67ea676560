import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mailboxes, mailboxOperators, outboundMails } from '../../db/schema/mail.js';

export type OutboundMailRow = typeof outboundMails.$inferSelect;

/** The mailboxes an operator may send from (mailbox_operators), oldest first, with their SMTP accounts. */
export async function mailboxesOfSender(db: Tx, userId: number) {
  return db
    .select({
      id: mailboxes.id,
      address: mailboxes.address,
      senderName: mailboxes.senderName,
      enabled: mailboxes.enabled,
      isDefault: mailboxOperators.isDefault,
      smtpHost: mailboxes.smtpHost,
      smtpPort: mailboxes.smtpPort,
      smtpSecurity: mailboxes.smtpSecurity,
      smtpUser: mailboxes.smtpUser,
      smtpSecret: mailboxes.smtpSecret,
    })
    .from(mailboxOperators)
    .innerJoin(mailboxes, eq(mailboxes.id, mailboxOperators.mailboxId))
    .where(eq(mailboxOperators.userId, userId))
    .orderBy(asc(mailboxes.id));
}
export type SenderMailbox = Awaited<ReturnType<typeof mailboxesOfSender>>[number];

/** Does the installation have any mailbox yet? */
export async function hasAnyMailbox(db: Tx) {
  const [row] = await db.select({ id: mailboxes.id }).from(mailboxes).limit(1);
  return !!row;
}

export async function findOutboundMail(db: Tx, id: number) {
  const [row] = await db.select().from(outboundMails).where(eq(outboundMails.id, id));
  return row!;
}

export async function mailsOfRefund(db: Tx, refundId: number) {
  return db
    .select()
    .from(outboundMails)
    .where(eq(outboundMails.refundId, refundId))
    .orderBy(desc(outboundMails.id))
    .limit(50);
}
