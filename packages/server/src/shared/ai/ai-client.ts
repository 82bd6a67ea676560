import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText } from 'ai';
import type { Config } from '../../config.js';

/** Why a model gave no usable answer: it took too long, refused or failed the call, or answered nothing usable. */
export type AiFailure = 'timeout' | 'refused' | 'bad-answer';

/** A model call that gave no usable answer; `status` is the provider's HTTP status when it answered one. */
export class AiUnavailableError extends Error {
  readonly reason: AiFailure;
  readonly status: number | undefined;
  constructor(reason: AiFailure, message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'AiUnavailableError';
    this.reason = reason;
    this.status = options.status;
  }
}

export type AiCompletionInput = { system: string; prompt: string; signal?: AbortSignal };
export type AiCompletion = { text: string; inputTokens: number; outputTokens: number };

/** One configured model behind an OpenAI-compatible endpoint. */
export type AiClient = {
  /** Who answers: the endpoint's host (api.openai.com, localhost:11434, ...). */
  provider: string;
  model: string;
  complete(input: AiCompletionInput): Promise<AiCompletion>;
};

/** Retries of one call after a 429 or a 5xx (so at most three requests), while the call's time lasts. */
export const AI_MAX_RETRIES = 2;
/** The first wait before a retry; doubled each time; a Retry-After of the provider is honoured up to the cap. */
const RETRY_BASE_MS = 250;
const RETRY_CAP_MS = 5_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

const retryable = (error: unknown) =>
  APICallError.isInstance(error) &&
  error.statusCode !== undefined &&
  (error.statusCode === 429 || error.statusCode >= 500);

/** The wait the provider asked for (Retry-After in seconds or as a date, retry-after-ms), if any. */
function retryAfterMs(error: unknown, now: number): number | undefined {
  if (!APICallError.isInstance(error)) return undefined;
  const headers = error.responseHeaders ?? {};
  const ms = Number(headers['retry-after-ms']);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : undefined;
}

/** The client's error for whatever a call ended with. */
function failureOf(error: unknown, timedOut: boolean): AiUnavailableError {
  if (error instanceof AiUnavailableError) return error;
  if (timedOut)
    return new AiUnavailableError('timeout', 'The model did not answer in time', { cause: error });
  if (APICallError.isInstance(error)) {
    // an answer that is not the protocol's (a 200 with a body that does not parse) is a bad answer
    if (error.statusCode !== undefined && error.statusCode < 300)
      return new AiUnavailableError('bad-answer', 'The model answered something unreadable', {
        cause: error,
      });
    return new AiUnavailableError(
      'refused',
      error.statusCode
        ? `The model provider answered ${error.statusCode}`
        : 'The model provider could not be reached',
      { status: error.statusCode, cause: error },
    );
  }
  const name = (error as Error | undefined)?.name ?? '';
  if (name === 'AbortError' || name === 'TimeoutError')
    return new AiUnavailableError('timeout', 'The model call was stopped', { cause: error });
  // the SDK's parse and validation errors: the provider answered, but not a chat completion
  if (/(Parse|Validation|InvalidResponse|NoContent|NoOutput)/i.test(name))
    return new AiUnavailableError('bad-answer', 'The model answered something unreadable', { cause: error });
  return new AiUnavailableError('refused', 'The model provider could not be reached', { cause: error });
}

/**
 * The configured model, or null when none is (AI_MODEL unset). Each call has AI_TIMEOUT_MS in all, retries
 * included; a 429 or 5xx is retried up to AI_MAX_RETRIES times with a growing wait; an empty answer is a bad
 * answer. Failures are AiUnavailableError with their reason.
 */
export function createAiClient(config: Pick<Config, 'ai'>): AiClient | null {
  const { baseUrl, apiKey, model, timeoutMs } = config.ai;
  if (!model) return null;
  const provider = new URL(baseUrl).host;
  const chat = createOpenAICompatible({ name: provider, baseURL: baseUrl, apiKey }).chatModel(model);

  async function complete(input: AiCompletionInput): Promise<AiCompletion> {
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = input.signal ? AbortSignal.any([input.signal, deadline]) : deadline;
    const startedAt = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const answer = await generateText({
          model: chat,
          system: input.system,
          prompt: input.prompt,
          abortSignal: signal,
          // retries are ours: they stay within the call's time and honour the provider's Retry-After
          maxRetries: 0,
        });
        const text = answer.text.trim();
        if (!text) throw new AiUnavailableError('bad-answer', 'The model answered nothing');
        return {
          text,
          inputTokens: answer.usage.inputTokens ?? 0,
          outputTokens: answer.usage.outputTokens ?? 0,
        };
      } catch (error) {
        const timedOut = deadline.aborted;
        if (timedOut || signal.aborted || attempt >= AI_MAX_RETRIES || !retryable(error))
          throw failureOf(error, timedOut);
        const now = Date.now();
        const wait = Math.min(retryAfterMs(error, now) ?? RETRY_BASE_MS * 2 ** attempt, RETRY_CAP_MS);
        // no retry that could not finish in time
        if (now + wait >= startedAt + timeoutMs) throw failureOf(error, false);
        try {
          await sleep(wait, signal);
        } catch (stopped) {
          throw failureOf(stopped, deadline.aborted);
        }
      }
    }
  }

  return { provider, model, complete };
}
