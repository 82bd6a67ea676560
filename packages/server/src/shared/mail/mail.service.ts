import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../audit.js';
import * as repo from './mail.repository.js';
import type { Mailer } from './mailer.js';

const formatSender = (s: { address: string; displayName: string | null }) =>
  s.displayName ? `${s.displayName} <${s.address}>` : s.address;

/**
 * The outbox: a mail is written (pending) and audited in one transaction, then handed to the mail server, then
 * marked sent, failed with the server's error, or not_sent when no mail server is configured. The row stays.
 */
export function createMailService(db: Db, mailer: Mailer, defaults: { mailFrom: string | undefined }) {
  /** The address the caller sends from: their own mailbox, the default mailbox, MAIL_FROM; else 2001. */
  async function senderFor(userId: number) {
    const own = await repo.senderOf(db, userId);
    if (own) return formatSender(own);
    if (defaults.mailFrom) return defaults.mailFrom;
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
      action: string;
    },
  ) {
    const from = await senderFor(caller.auth.userId);
    if (!mail.to?.trim()) throw new AppError('MAIL_NO_RECIPIENT');
    const row = await db.transaction(async (tx) => {
      const made = await repo.insertOutboundMail(tx, {
        fromAddress: from,
        toAddress: mail.to!.trim(),
        subject: mail.subject,
        body: mail.body,
        lang: mail.lang,
        refundId: mail.refundId ?? null,
        createdBy: caller.auth.userId,
      });
      await writeAudit(tx, {
        ...auditedBy(caller),
        action: mail.action,
        recordType: 'outbound_mail',
        recordId: made.id,
        after: { to: made.toAddress, subject: made.subject, refundId: made.refundId },
      });
      return made;
    });
    const result = await mailer.send({ from, to: row.toAddress, subject: row.subject, text: row.body });
    const done = await repo.finishOutboundMail(db, row.id, {
      status: result.status,
      messageId: result.messageId,
      error: result.error,
      sentAt: result.status === 'sent' ? new Date() : null,
    });
    return done;
  }

  return { send, senderFor, mailServerConfigured: mailer.kind === 'smtp' };
}

export type MailService = ReturnType<typeof createMailService>;
