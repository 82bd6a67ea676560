import { and, asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mailboxes, mailboxOperators } from '../../db/schema/mail.js';
import { AppError } from '../../http/app-error.js';

/** A mailbox mail goes out from, with the From it writes. */
export type SenderMailbox = { id: number; address: string; fromAddress: string };

const fromOf = (m: { address: string; senderName: string | null }) =>
  m.senderName ? `${m.senderName.replace(/[<>"]/g, '')} <${m.address}>` : m.address;

/** A mailbox as its own sender (auto-replies go out from the mailbox the customer wrote to). */
export async function mailboxAsSender(tx: Tx, mailboxId: number): Promise<SenderMailbox | null> {
  const [m] = await tx.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
  return m ? { id: m.id, address: m.address, fromAddress: fromOf(m) } : null;
}

/**
 * The operator's sender mailbox (mailbox_operators): the one asked for when they may send from it (else 5261),
 * or their default, else the first they may use; 2001 EXPORT_NO_MAILBOX when they may use none.
 * (The mailbox helper owns this rule; the lead may swap in theirs at merge.)
 */
export async function senderMailboxOf(
  tx: Tx,
  userId: number,
  mailboxId?: number | null,
): Promise<SenderMailbox> {
  const rows = await tx
    .select({ id: mailboxes.id, address: mailboxes.address, senderName: mailboxes.senderName })
    .from(mailboxOperators)
    .innerJoin(mailboxes, eq(mailboxes.id, mailboxOperators.mailboxId))
    .where(and(eq(mailboxOperators.userId, userId), eq(mailboxes.enabled, true)))
    .orderBy(desc(mailboxOperators.isDefault), asc(mailboxes.id));
  if (mailboxId != null) {
    const asked = rows.find((r) => r.id === mailboxId);
    if (!asked) throw new AppError(rows.length ? 'MAIL_SENDER_NOT_ALLOWED' : 'EXPORT_NO_MAILBOX');
    return { id: asked.id, address: asked.address, fromAddress: fromOf(asked) };
  }
  const chosen = rows[0];
  if (!chosen) throw new AppError('EXPORT_NO_MAILBOX');
  return { id: chosen.id, address: chosen.address, fromAddress: fromOf(chosen) };
}

/** The mailboxes an operator may send from, default first (the dialogs' sender box). */
export async function senderMailboxesOf(tx: Tx, userId: number) {
  return tx
    .select({ id: mailboxes.id, address: mailboxes.address, isDefault: mailboxOperators.isDefault })
    .from(mailboxOperators)
    .innerJoin(mailboxes, eq(mailboxes.id, mailboxOperators.mailboxId))
    .where(and(eq(mailboxOperators.userId, userId), eq(mailboxes.enabled, true)))
    .orderBy(desc(mailboxOperators.isDefault), asc(mailboxes.id));
}
