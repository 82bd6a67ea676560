import { senderMailboxOf } from '@backdesk/domain';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { auditedBy, type Caller } from '../../http/caller.js';
import { writeAudit } from '../audit.js';
import * as repo from './mail.repository.js';
import { smtpOptionsOf, withoutSecret } from './mailbox-transport.js';
import type { Mailer, MailTransportResult, OutgoingMail } from './mailer.js';
import type { SecretBox } from './secret-box.js';

/** "Sender Name <address>" of a mailbox, quoted when the name needs it. */
export const fromOfMailbox = (m: { address: string; senderName: string | null }) =>
  m.senderName ? `"${m.senderName.replace(/["\\\r\n]/g, '')}" <${m.address}>` : m.address;

export type Sender = { from: string; mailbox: repo.SenderMailbox | null };

/**
 * The outbox: a mail is written (pending) and audited in one transaction, then handed to the mail server, then
 * marked sent, failed with the server's error, or not_sent when no mail server is configured. The row stays.
 */
export function createMailService(
  db: Db,
  mailer: Mailer,
  defaults: {
    mailFrom: string | undefined;
    secretBox?: SecretBox | null;
    /** Demo mode: the demo mailboxes have no real server, so their mail goes to the configured mailer. */
    demo?: boolean;
  },
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

  /** Hands the mail to the sender mailbox's own SMTP server, or to SMTP_URL's for MAIL_FROM. */
  async function deliver(sender: Sender, mail: OutgoingMail): Promise<MailTransportResult> {
    if (!sender.mailbox || defaults.demo || !defaults.secretBox) return mailer.send(mail);
    let password = '';
    try {
      password = defaults.secretBox.open(sender.mailbox.smtpSecret);
      const transport = nodemailer.createTransport(
        smtpOptionsOf({
          host: sender.mailbox.smtpHost,
          port: sender.mailbox.smtpPort,
          security: sender.mailbox.smtpSecurity as 'tls',
          user: sender.mailbox.smtpUser,
          password,
        }),
      );
      try {
        const info = await transport.sendMail(mail);
        const rejected = (info.rejected ?? []).map(String);
        const ok = (info.accepted ?? []).length > 0 && rejected.length === 0;
        return {
          status: ok ? 'sent' : 'failed',
          messageId: info.messageId ?? null,
          error: ok ? null : `Rejected: ${rejected.join(', ') || mail.to}`,
        };
      } finally {
        transport.close();
      }
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { status: 'failed', messageId: null, error: withoutSecret(text, password) };
    }
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
    const sender = await senderFor(caller.auth.userId);
    const from = sender.from;
    if (!mail.to?.trim()) throw new AppError('MAIL_NO_RECIPIENT');
    const row = await db.transaction(async (tx) => {
      const made = await repo.insertOutboundMail(tx, {
        fromAddress: from,
        toAddress: mail.to!.trim(),
        subject: mail.subject,
        body: mail.body,
        lang: mail.lang,
        refundId: mail.refundId ?? null,
        mailboxId: sender.mailbox?.id ?? null,
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
    const result = await deliver(sender, { from, to: row.toAddress, subject: row.subject, text: row.body });
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
