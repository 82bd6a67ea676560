import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAiServer, startOpenAiServer } from '../../../test/openai-server.js';
import { AiUnavailableError, createAiClient } from './ai-client.js';

// The client against a real OpenAI-compatible HTTP server on 127.0.0.1 (no mock of the client or of fetch).
const server: OpenAiServer = await startOpenAiServer();
afterAll(() => server.close());
beforeEach(() => server.reset());

const aiConfig = (over: Partial<{ model: string | undefined; timeoutMs: number; apiKey: string }> = {}) => ({
  ai: { baseUrl: server.url, apiKey: 'sk-test', model: 'test-model', timeoutMs: 2000, prices: null, ...over },
});

async function failureOf(promise: Promise<unknown>): Promise<AiUnavailableError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(AiUnavailableError);
    return error as AiUnavailableError;
  }
  throw new Error('the call did not fail');
}

describe('createAiClient', () => {
  it('is null without a model', () => {
    expect(createAiClient(aiConfig({ model: undefined }))).toBeNull();
  });

  it('names the endpoint and the model', () => {
    const client = createAiClient(aiConfig())!;
    expect(client.model).toBe('test-model');
    expect(client.provider).toBe(new URL(server.url).host);
  });
});

describe('complete', () => {
  it('sends the system and user prompt with the key, and answers the text with its tokens', async () => {
    server.script({
      text: ' Your parcel left the warehouse. ',
      usage: { promptTokens: 42, completionTokens: 7 },
    });
    const client = createAiClient(aiConfig())!;
    const answer = await client.complete({ system: 'Be brief.', prompt: 'Where is order A-100?' });
    expect(answer).toEqual({ text: 'Your parcel left the warehouse.', inputTokens: 42, outputTokens: 7 });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.body.model).toBe('test-model');
    expect(request!.headers.authorization).toBe('Bearer sk-test');
    expect(server.promptOf(request!)).toEqual({ system: 'Be brief.', user: 'Where is order A-100?' });
  });

  it('retries a 429 and answers the text of the next try', async () => {
    server.script({ status: 429, headers: { 'retry-after-ms': '50' } }, { text: 'second try' });
    const answer = await createAiClient(aiConfig())!.complete({ system: 's', prompt: 'p' });
    expect(answer.text).toBe('second try');
    expect(server.requests).toHaveLength(2);
  });

  it('retries a 5xx twice at most, then fails as refused with the status', async () => {
    server.script({ status: 500 }, { status: 502 }, { status: 503 }, { text: 'never reached' });
    const error = await failureOf(createAiClient(aiConfig())!.complete({ system: 's', prompt: 'p' }));
    expect(error.reason).toBe('refused');
    expect(error.status).toBe(503);
    expect(server.requests).toHaveLength(3);
  });

  it('does not retry a 400 or a 401', async () => {
    server.script({ status: 401, error: 'bad key' }, { text: 'never reached' });
    const error = await failureOf(createAiClient(aiConfig())!.complete({ system: 's', prompt: 'p' }));
    expect(error.reason).toBe('refused');
    expect(error.status).toBe(401);
    expect(server.requests).toHaveLength(1);
  });

  it('stops at the configured time and fails as a timeout', async () => {
    server.script({ text: 'too late', delayMs: 5000 });
    const started = Date.now();
    const error = await failureOf(
      createAiClient(aiConfig({ timeoutMs: 300 }))!.complete({ system: 's', prompt: 'p' }),
    );
    const took = Date.now() - started;
    expect(error.reason).toBe('timeout');
    expect(took).toBeGreaterThanOrEqual(280);
    expect(took).toBeLessThan(2000);
  });

  it("stops when the caller's signal aborts", async () => {
    server.script({ text: 'too late', delayMs: 5000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failureOf(
      createAiClient(aiConfig())!.complete({ system: 's', prompt: 'p', signal: controller.signal }),
    );
    expect(error.reason).toBe('timeout');
  });

  it('keeps retries within the time: a 429 asking for longer than is left fails at once', async () => {
    server.script({ status: 429, headers: { 'retry-after': '30' } }, { text: 'never reached' });
    const started = Date.now();
    const error = await failureOf(
      createAiClient(aiConfig({ timeoutMs: 1000 }))!.complete({ system: 's', prompt: 'p' }),
    );
    expect(error.reason).toBe('refused');
    expect(error.status).toBe(429);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['an empty answer', { text: '   ' }],
    ['a body that is not a completion', { raw: '{"hello":"world"}' }],
    ['a body that is not JSON', { raw: 'not json' }],
  ])('fails on %s as a bad answer', async (_name, answer) => {
    server.script(answer);
    const error = await failureOf(createAiClient(aiConfig())!.complete({ system: 's', prompt: 'p' }));
    expect(error.reason).toBe('bad-answer');
  });

  it('fails as refused when nothing listens at the address', async () => {
    const client = createAiClient({
      ai: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, model: 'm', timeoutMs: 2000, prices: null },
    })!;
    const error = await failureOf(client.complete({ system: 's', prompt: 'p' }));
    expect(error.reason).toBe('refused');
  });
});
