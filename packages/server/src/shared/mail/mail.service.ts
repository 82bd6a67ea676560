import { fromOfMailbox, senderMailboxOf } from '@backdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../audit.js';
import type { MailDelivery } from './delivery.js';
import * as repo from './mail.repository.js';
import { enqueueOutboundMail } from './outbox.js';

export type Sender = { from: string; mailbox: repo.SenderMailbox | null };

/**
 * Today's refund mail: written into the outbox (enqueueOutboundMail, pending, with its 'mail-send' job) and audited
 * in one transaction, then tried once at once so the answer is honest: sent, queued again after a refusal (the
 * job retries it), not_sent without a mail server, captured in demo mode. The job waits a minute behind that
 * attempt (`callerAttemptsFirst`), so it cannot take the mail from under it.
 */
export function createMailService(
  db: Db,
  delivery: MailDelivery,
  defaults: { mailFrom: string | undefined; smtpUrl: string | undefined; demo: boolean },
) {
  /**
   * Who the caller sends as: their sender mailbox (their default mailbox, else their only one). An installation
   * without any mailbox yet keeps MAIL_FROM over SMTP_URL; otherwise an operator without a mailbox gets 2001.
   */
  async function senderFor(userId: number): Promise<Sender> {
    const own = await repo.mailboxesOfSender(db, userId);
    const chosen = senderMailboxOf(
      own.map((m) => ({ mailboxId: m.id, isDefault: m.isDefault, enabled: m.enabled })),
    );
    const mailbox = own.find((m) => m.id === chosen);
    if (mailbox) return { from: fromOfMailbox(mailbox), mailbox };
    if (defaults.mailFrom && !(await repo.hasAnyMailbox(db)))
      return { from: defaults.mailFrom, mailbox: null };
    throw new AppError('EXPORT_NO_MAILBOX');
  }

  async function send(
    caller: Caller,
    mail: {
      to: string | null;
      subject: string;
      body: string;
      lang: string;
      refundId?: number;
      /** What writes it (outbound_mails.purpose): 'refund' unless told. */
      purpose?: string;
      /** The order the mail is about. */
      orderId?: number | null;
      action: string;
    },
  ) {
    const sender = await senderFor(caller.auth.userId);
    if (!mail.to?.trim()) throw new AppError('MAIL_NO_RECIPIENT');
    const row = await db.transaction(async (tx) => {
      const made = await enqueueOutboundMail(
        tx,
        {
          createdBy: caller.auth.userId,
          mailboxId: sender.mailbox?.id ?? null,
          fromAddress: sender.from,
          to: mail.to!.trim(),
          subject: mail.subject,
          text: mail.body,
          lang: mail.lang,
          purpose: mail.purpose ?? 'refund',
          refundId: mail.refundId ?? null,
          orderId: mail.orderId ?? null,
        },
        { callerAttemptsFirst: true },
      );
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: mail.action,
        recordType: 'outbound_mail',
        recordId: made.id,
        after: { to: made.toAddress, subject: made.subject, refundId: made.refundId, orderId: made.orderId },
      });
      return made;
    });
    // the first attempt right away, so the answer says what happened (the job finds it done and leaves it)
    await delivery.deliver({ outboundMailId: row.id });
    return repo.findOutboundMail(db, row.id);
  }

  return {
    send,
    senderFor,
    mailServerConfigured: !!defaults.smtpUrl,
    /** Demo mode without a mail server: mails are captured locally, never sent. */
    mailCaptured: !defaults.smtpUrl && defaults.demo,
  };
}

export type MailService = ReturnType<typeof createMailService>;
