import { desc, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mailSenders, outboundMails } from '../../db/schema/mail.js';

export type OutboundMailRow = typeof outboundMails.$inferSelect;

/** The operator's own sender mailbox, else the default one (a row without a user marked default). */
export async function senderOf(db: Tx, userId: number) {
  const rows = await db
    .select()
    .from(mailSenders)
    .where(or(eq(mailSenders.userId, userId), isNull(mailSenders.userId)))
    .orderBy(desc(mailSenders.userId));
  return rows.find((r) => r.userId === userId) ?? rows.find((r) => r.userId === null && r.isDefault) ?? null;
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
