import nodemailer from 'nodemailer';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };
export type MailTransportResult = { accepted: boolean; messageId: string | null; error: string | null };

/** Sends one mail; `accepted` only when the transport took it for the recipient. */
export type Mailer = {
  readonly kind: 'smtp' | 'json';
  send(mail: OutgoingMail): Promise<MailTransportResult>;
};

/**
 * nodemailer over SMTP when SMTP_URL is set; otherwise its JSON transport (demo and tests), which builds the
 * message and accepts it without sending anything anywhere.
 */
export function createMailer(config: { smtpUrl: string | undefined }): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: config.smtpUrl ? 'smtp' : 'json',
    async send(mail) {
      try {
        const info = await transport.sendMail(mail);
        const accepted = (info.accepted ?? []).map(String);
        const rejected = (info.rejected ?? []).map(String);
        // the JSON transport lists nobody as accepted: it took the message as a whole
        const ok = config.smtpUrl ? accepted.length > 0 && rejected.length === 0 : true;
        return {
          accepted: ok,
          messageId: info.messageId ?? null,
          error: ok ? null : `Rejected: ${rejected.join(', ') || mail.to}`,
        };
      } catch (error) {
        return {
          accepted: false,
          messageId: null,
          error: error instanceof Error ? error.message : String(error),
        };
      }
    },
  };
}
