import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local OpenAI-compatible model endpoint for the tests: a real HTTP server on 127.0.0.1 speaking the chat
 * completions protocol (POST /v1/chat/completions, JSON answers). Each test scripts its answers in order (a text,
 * a delay that outlasts the client's timeout, a 500, a 429 then a text, a body that is not a completion) and reads
 * the requests it received, so the prompt the server sent is asserted as it went over the wire.
 */

/** One scripted answer: a completion's text, or an HTTP error, or a raw body; each may come after a delay. */
export type ScriptedAnswer =
  | { text: string; delayMs?: number; usage?: { promptTokens: number; completionTokens: number } }
  | { status: number; error?: string; headers?: Record<string, string>; delayMs?: number }
  | { raw: string; status?: number; delayMs?: number };

export type ChatMessage = { role: string; content: string };

/** A request as received: its path, headers and the parsed chat request. */
export type RecordedRequest = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: { model?: string; messages?: ChatMessage[]; [key: string]: unknown };
};

export type OpenAiServer = {
  /** The API root to configure as AI_BASE_URL (ends in /v1). */
  url: string;
  /** Every request received so far, oldest first. */
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order. */
  script(...answers: ScriptedAnswer[]): void;
  /** What a request gets when nothing is queued (by default a 500 saying no answer was scripted). */
  setDefault(answer: ScriptedAnswer): void;
  /** Forgets the queue and the recorded requests. */
  reset(): void;
  /** The system and user text of a recorded request. */
  promptOf(request: RecordedRequest): { system: string; user: string };
  close(): Promise<void>;
};

const UNSCRIPTED: ScriptedAnswer = { status: 500, error: 'no answer scripted for this request' };
const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function completion(
  model: string,
  text: string,
  messages: ChatMessage[],
  usage?: { promptTokens: number; completionTokens: number },
) {
  const promptTokens = usage?.promptTokens ?? tokensOf(messages.map((m) => m.content).join('\n'));
  const completionTokens = usage?.completionTokens ?? tokensOf(text);
  return {
    id: `chatcmpl-test-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    },
  };
}

/** Starts the endpoint on a free port of 127.0.0.1. */
export async function startOpenAiServer(): Promise<OpenAiServer> {
  const queue: ScriptedAnswer[] = [];
  const requests: RecordedRequest[] = [];
  let fallback = UNSCRIPTED;
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: RecordedRequest['body'] = {};
      try {
        body = raw ? JSON.parse(raw) : {};
      } catch {
        body = { unparsed: raw };
      }
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: `no route ${req.method} ${path}`, type: 'invalid_request_error' },
          }),
        );
        return;
      }
      requests.push({ path, headers: req.headers, body });
      const answer = queue.shift() ?? fallback;
      const send = () => {
        if (res.destroyed) return;
        if ('text' in answer) {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify(
              completion(body.model ?? 'test-model', answer.text, body.messages ?? [], answer.usage),
            ),
          );
        } else if ('raw' in answer) {
          res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
          res.end(answer.raw);
        } else {
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
          res.end(
            JSON.stringify({
              error: { message: answer.error ?? `status ${answer.status}`, type: 'server_error' },
            }),
          );
        }
      };
      if (!answer.delayMs) return send();
      const timer = setTimeout(send, answer.delayMs);
      // the client gave up: nothing to answer
      res.on('close', () => clearTimeout(timer));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => {
      queue.push(...answers);
    },
    setDefault: (answer) => {
      fallback = answer;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = UNSCRIPTED;
    },
    promptOf: (request) => {
      const messages = request.body.messages ?? [];
      const textOf = (role: string) =>
        messages
          .filter((m) => m.role === role)
          .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
          .join('\n');
      return { system: textOf('system'), user: textOf('user') };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
