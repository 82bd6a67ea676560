import type { ClientMessage, ServerMessage } from '@backdesk/domain';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A listening app's WebSocket address (the app listens on 127.0.0.1, a free port). */
export async function listening(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return `ws://127.0.0.1:${address.port}/api/ws`;
}

/** A realtime connection as a browser tab holds it: every message it got, in order, and waits on them. */
export type TestSocket = {
  ws: WebSocket;
  /** Every message received, in order. */
  messages: ServerMessage[];
  /** The next message (after those already taken) that matches, within timeoutMs. */
  next: (match?: (m: ServerMessage) => boolean, timeoutMs?: number) => Promise<ServerMessage>;
  /** Resolves with the close code once the connection is closed. */
  closed: Promise<number>;
  send: (message: ClientMessage) => void;
  close: () => Promise<void>;
};

/** Opens /api/ws with a bearer token (or the headers given); rejects with the HTTP answer when refused. */
export function openSocket(
  url: string,
  token: string | null,
  options: { headers?: Record<string, string>; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers };
  const ws = new WebSocket(url, { headers, autoPong: options.autoPong ?? true });
  const messages: ServerMessage[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));

  function next(match: (m: ServerMessage) => boolean = () => true, timeoutMs = 2_000) {
    return new Promise<ServerMessage>((resolve, reject) => {
      const look = () => {
        while (taken < messages.length) {
          const m = messages[taken++]!;
          if (match(m)) {
            waiters.delete(look);
            clearTimeout(timer);
            resolve(m);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      waiters.add(look);
      look();
    });
  }

  return new Promise((resolve, reject) => {
    ws.once('open', () =>
      resolve({
        ws,
        messages,
        next,
        closed,
        send: (message) => ws.send(JSON.stringify(message)),
        close: async () => {
          if (ws.readyState === ws.CLOSED) return;
          ws.close();
          await closed;
        },
      }),
    );
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk;
      });
      res.on('end', () => reject(new RefusedUpgrade(res.statusCode ?? 0, body)));
    });
    ws.once('error', (error) => reject(error));
  });
}

/** The HTTP answer to a refused upgrade: the status and the envelope. */
export class RefusedUpgrade extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`upgrade refused with ${status}: ${body}`);
  }
  get code(): number {
    return JSON.parse(this.body).code;
  }
}

/** The refusal of an upgrade that must be refused. */
export async function refusal(attempt: Promise<TestSocket>): Promise<RefusedUpgrade> {
  try {
    const socket = await attempt;
    await socket.close();
  } catch (error) {
    if (error instanceof RefusedUpgrade) return error;
    throw error;
  }
  throw new Error('the upgrade was accepted');
}

/** No message arrives within ms (after those already taken). */
export async function silence(socket: TestSocket, ms: number) {
  const before = socket.messages.length;
  await new Promise((resolve) => setTimeout(resolve, ms));
  return socket.messages.slice(before);
}
