import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type AuthSmtpServer = {
  host: string;
  port: number;
  /** The raw mails it accepted, with the signed-in user and the envelope. */
  messages: { user: string | undefined; from: string; to: string[]; data: string }[];
  close: () => Promise<void>;
};

/**
 * A real SMTP server (the smtp-server package) that requires AUTH PLAIN/LOGIN with the given accounts, on a free
 * loopback port without TLS, and keeps what it accepts: what a shop mailbox's SMTP account talks to in tests.
 */
export async function startAuthSmtpServer(accounts: Record<string, string>): Promise<AuthSmtpServer> {
  const messages: AuthSmtpServer['messages'] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username && accounts[auth.username] === auth.password)
        return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push({
          user: session.user as string | undefined,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
