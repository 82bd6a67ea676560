import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message as the sink received it: the envelope, the raw text, and what mailparser read from it. */
export type SinkMessage = {
  /** The envelope's sender and recipients, as "<address>". */
  from: string;
  to: string[];
  /** The raw message (lines end in \n). */
  data: string;
  /** The user that signed in (AUTH), when the sink asks for it. */
  user: string | null;
  subject: string;
  fromHeader: string;
  toHeader: string;
  ccHeader: string;
  messageId: string | null;
  inReplyTo: string | null;
  references: string[];
  text: string;
  html: string | null;
  /** Every header, lower-case names, as mailparser reads them. */
  headers: Map<string, unknown>;
  attachments: { filename: string | null; contentType: string; size: number; content: Buffer }[];
};

export type SmtpSinkOptions = {
  /** Ask for AUTH (PLAIN/LOGIN) with these credentials; without it the sink takes mail from anyone. */
  auth?: { user: string; pass: string };
};

export type SmtpSink = {
  url: string;
  host: string;
  port: number;
  messages: SinkMessage[];
  /**
   * Refuse mail from now on: every recipient (`'rcpt'`, 550), or the message after DATA (`'data'`, 554 with the
   * sink's own text); null to accept again.
   */
  refuse: (how: 'rcpt' | 'data' | null) => void;
  close: () => Promise<void>;
};

const angled = (a: SMTPServerAddress | false) => (a ? `<${a.address}>` : '<>');
const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  a === undefined ? '' : (Array.isArray(a) ? a : [a]).map((x) => x.text).join(', ');

/**
 * A real SMTP server (the `smtp-server` package) on a free local port that keeps every mail it accepts, parsed
 * with mailparser: the mail server of the API tests, without TLS, with optional authentication, and able to
 * refuse mail as a real server does.
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  let refusing: 'rcpt' | 'data' | null = null;
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === options.auth?.user && auth.password === options.auth?.pass)
        return done(null, { user: auth.username });
      return done(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, done) {
      if (refusing === 'rcpt') {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        return done(error);
      }
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (refusing === 'data') {
          const error = new Error('Message refused by policy') as Error & { responseCode: number };
          error.responseCode = 554;
          return done(error);
        }
        const raw = Buffer.concat(chunks);
        const parsed = await simpleParser(raw);
        const refs = parsed.references;
        messages.push({
          from: angled(session.envelope.mailFrom),
          to: session.envelope.rcptTo.map(angled),
          data: raw.toString('utf8').replace(/\r\n/g, '\n'),
          user: typeof session.user === 'string' ? session.user : null,
          subject: parsed.subject ?? '',
          fromHeader: addresses(parsed.from),
          toHeader: addresses(parsed.to),
          ccHeader: addresses(parsed.cc),
          messageId: parsed.messageId ?? null,
          inReplyTo: parsed.inReplyTo ?? null,
          references: refs === undefined ? [] : Array.isArray(refs) ? refs : [refs],
          text: parsed.text ?? '',
          html: parsed.html || null,
          headers: parsed.headers,
          attachments: parsed.attachments.map((a) => ({
            filename: a.filename ?? null,
            contentType: a.contentType,
            size: a.size,
            content: a.content,
          })),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: options.auth
      ? `smtp://${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    messages,
    refuse: (how) => {
      refusing = how;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
