import type { MailSecurity } from '@backdesk/domain';
import type { ImapFlowOptions } from 'imapflow';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** One account of a mailbox with its password opened: what IMAP and SMTP clients connect with. */
export type MailAccount = {
  host: string;
  port: number;
  security: MailSecurity;
  user: string;
  password: string;
};

const TIMEOUT_MS = 15_000;

/** imapflow's options for an account: implicit TLS, STARTTLS or plain; no logging (its lines would carry the login). */
export function imapOptionsOf(account: MailAccount): ImapFlowOptions {
  return {
    host: account.host,
    port: account.port,
    secure: account.security === 'tls',
    // 'none' is plain text (a local server); 'starttls' upgrades, and refuses a server that cannot
    doSTARTTLS: account.security === 'starttls' ? true : account.security === 'none' ? false : undefined,
    auth: { user: account.user, pass: account.password },
    logger: false,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 2,
  };
}

/** nodemailer's SMTP options for an account (the mailbox's own server, not SMTP_URL). */
export function smtpOptionsOf(account: MailAccount): SMTPTransport.Options {
  return {
    host: account.host,
    port: account.port,
    secure: account.security === 'tls',
    requireTLS: account.security === 'starttls',
    ignoreTLS: account.security === 'none',
    auth: { user: account.user, pass: account.password },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS * 2,
    logger: false,
  };
}

/**
 * An error's text for people and logs without the secret in it: servers sometimes echo what they were sent, so
 * the password (and its base64, as AUTH PLAIN/LOGIN carry it) is cut out wherever it appears.
 */
export function withoutSecret(message: string, password: string): string {
  let out = message;
  for (const form of secretForms(password)) out = out.split(form).join('***');
  return out.slice(0, 300);
}

function secretForms(password: string): string[] {
  if (!password) return [];
  return [password, Buffer.from(password).toString('base64')].filter((f) => f.length >= 3);
}
