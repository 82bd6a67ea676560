import type { OutboundMailStatus } from '@backdesk/domain';
import nodemailer from 'nodemailer';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };
export type MailTransportResult = {
  status: Extract<OutboundMailStatus, 'sent' | 'failed' | 'not_sent'>;
  messageId: string | null;
  error: string | null;
};

/** Why a mail is not sent without SMTP_URL; also the warning the server logs at start. */
export const NO_MAIL_SERVER =
  'No mail server configured (SMTP_URL is not set): customer mails are kept as not sent';

/** Sends one mail: `sent` only when a mail server accepted it for the recipient. */
export type Mailer = {
  readonly kind: 'smtp' | 'none';
  send(mail: OutgoingMail): Promise<MailTransportResult>;
};

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it there is no mail server: every mail is answered
 * `not_sent`, never counted as sent.
 */
export function createMailer(config: { smtpUrl: string | undefined }): Mailer {
  if (!config.smtpUrl)
    return {
      kind: 'none',
      send: async () => ({ status: 'not_sent', messageId: null, error: NO_MAIL_SERVER }),
    };
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        const info = await transport.sendMail(mail);
        const accepted = (info.accepted ?? []).map(String);
        const rejected = (info.rejected ?? []).map(String);
        const ok = accepted.length > 0 && rejected.length === 0;
        return {
          status: ok ? 'sent' : 'failed',
          messageId: info.messageId ?? null,
          error: ok ? null : `Rejected: ${rejected.join(', ') || mail.to}`,
        };
      } catch (error) {
        return {
          status: 'failed',
          messageId: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
