import { senderMailboxOf as chosenSenderMailbox, fromOfMailbox } from '@backdesk/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { mailboxes } from '../../db/schema/mail.js';
import { AppError } from '../../http/app-error.js';
import { mailboxesOfSender } from '../../shared/mail/mail.repository.js';

/** A mailbox mail goes out from, with the From it writes. */
export type SenderMailbox = { id: number; address: string; fromAddress: string };

const asSender = (m: { id: number; address: string; senderName: string | null }): SenderMailbox => ({
  id: m.id,
  address: m.address,
  fromAddress: fromOfMailbox(m),
});

/** A mailbox as its own sender (auto-replies go out from the mailbox the customer wrote to). */
export async function mailboxAsSender(tx: Tx, mailboxId: number): Promise<SenderMailbox | null> {
  const [m] = await tx.select().from(mailboxes).where(eq(mailboxes.id, mailboxId));
  return m ? asSender(m) : null;
}

/**
 * The operator's sender mailbox (mailbox_operators): the one asked for when they may send from it (else 5261),
 * otherwise the domain's sender rule (their default, else their only one); 2001 EXPORT_NO_MAILBOX when none.
 */
export async function senderMailboxOf(
  tx: Tx,
  userId: number,
  mailboxId?: number | null,
): Promise<SenderMailbox> {
  const own = await mailboxesOfSender(tx, userId);
  const usable = own.filter((m) => m.enabled);
  if (mailboxId != null) {
    const asked = usable.find((m) => m.id === mailboxId);
    if (!asked) throw new AppError(usable.length ? 'MAIL_SENDER_NOT_ALLOWED' : 'EXPORT_NO_MAILBOX');
    return asSender(asked);
  }
  const chosen = chosenSenderMailbox(
    own.map((m) => ({ mailboxId: m.id, isDefault: m.isDefault, enabled: m.enabled })),
  );
  const mailbox = own.find((m) => m.id === chosen);
  if (!mailbox) throw new AppError('EXPORT_NO_MAILBOX');
  return asSender(mailbox);
}

/** The mailboxes an operator may send from, default first (the dialogs' sender box). */
export async function senderMailboxesOf(tx: Tx, userId: number) {
  const own = await mailboxesOfSender(tx, userId);
  return own
    .filter((m) => m.enabled)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id)
    .map((m) => ({ id: m.id, address: m.address, isDefault: m.isDefault }));
}
