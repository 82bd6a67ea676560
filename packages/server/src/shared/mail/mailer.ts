/** Why a mail without a mailbox is not sent without SMTP_URL; also the warning the server logs at start. */
export const NO_MAIL_SERVER =
  'No mail server configured (SMTP_URL is not set): customer mails are kept as not sent';

/** The warning of demo mode without SMTP_URL: mails are captured locally, never sent. */
export const NO_MAIL_SERVER_DEMO =
  'No mail server configured (SMTP_URL is not set): demo mode captures customer mails locally, none is sent';
