import type { MailProbeKind } from '@backdesk/domain';
import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import {
  imapOptionsOf,
  type MailAccount,
  smtpOptionsOf,
  withoutSecret,
} from '../../shared/mail/mailbox-transport.js';

export type ProbeResult = { ok: boolean; kind: MailProbeKind; message: string };

type MailError = Error & {
  code?: string;
  responseText?: string;
  response?: string;
  authenticationFailed?: boolean;
};

/** Why a connection failed, as people read it: refused, unknown host, no answer, sign-in refused, TLS, other. */
function kindOf(error: MailError): MailProbeKind {
  const text = `${error.code ?? ''} ${error.message}`;
  if (error.authenticationFailed || error.code === 'EAUTH' || /AUTHENTICATIONFAILED|auth/i.test(text))
    return 'auth';
  if (/ECONNREFUSED/.test(text)) return 'refused';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'notFound';
  if (/ETIMEDOUT|timeout|ETIMEOUT/i.test(text)) return 'timeout';
  if (/TLS|SSL|certificate|wrong version number/i.test(text)) return 'tls';
  return 'other';
}

function failed(error: unknown, account: MailAccount): ProbeResult {
  const e = (error instanceof Error ? error : new Error(String(error))) as MailError;
  // the server's own words where it gave some (e.g. "[AUTHENTICATIONFAILED] Authentication failed.")
  const detail = e.responseText || e.response || e.message || String(error);
  return { ok: false, kind: kindOf(e), message: withoutSecret(detail, account.password) };
}

/** Signs in to the IMAP account and out again. */
export async function probeImap(account: MailAccount): Promise<ProbeResult> {
  const client = new ImapFlow(imapOptionsOf(account));
  // a late socket error after the answer must not become an unhandled event
  client.on('error', () => {});
  try {
    await client.connect();
    await client.logout();
    return { ok: true, kind: 'ok', message: `${account.host}:${account.port}` };
  } catch (error) {
    return failed(error, account);
  } finally {
    client.close();
  }
}

/** Connects to the SMTP server and signs in (nodemailer's verify), without sending anything. */
export async function probeSmtp(account: MailAccount): Promise<ProbeResult> {
  const transport = nodemailer.createTransport(smtpOptionsOf(account));
  try {
    await transport.verify();
    return { ok: true, kind: 'ok', message: `${account.host}:${account.port}` };
  } catch (error) {
    return failed(error, account);
  } finally {
    transport.close();
  }
}
