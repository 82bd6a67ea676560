import { createHash } from 'node:crypto';
import {
  TRANSLATE_LIMIT,
  type TranslateInput,
  translationCacheText,
  translationPrompt,
  translationWait,
} from '@backdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { type AiClient, AiUnavailableError } from '../../shared/ai/ai-client.js';
import * as repo from './translation.repository.js';

const keyOf = (input: TranslateInput) =>
  createHash('sha256').update(translationCacheText(input)).digest('hex');

/**
 * POST /api/user/translate through the configured model: a needCache call is answered from the cache when it holds
 * the text; every other call asks the model (at most TRANSLATE_LIMIT calls a minute per person, counted in this
 * instance) and keeps the answer. Without a model, or when it fails or takes too long, the spec's failure message
 * with its code: nothing is made up.
 */
export function createTranslationService(
  db: Db,
  deps: { ai: AiClient | null; log: FastifyBaseLogger; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  // the provider calls of each person in the last window
  const calls = new LRUCache<number, number[]>({ max: 10_000, ttl: TRANSLATE_LIMIT.windowMs });

  function throttle(userId: number) {
    const at = now().getTime();
    const times = (calls.get(userId) ?? []).filter((t) => t > at - TRANSLATE_LIMIT.windowMs);
    const waitMs = translationWait(times, at);
    if (waitMs > 0) throw new AppError('TRANSLATION_RATE_LIMITED', { seconds: Math.ceil(waitMs / 1000) });
    calls.set(userId, [...times, at]);
  }

  async function translate(caller: Caller, input: TranslateInput) {
    const key = keyOf(input);
    if (input.needCache) {
      const cached = await repo.hitCached(db, key, now());
      if (cached) return { is_success: true, result: cached.result, cached: true };
    }
    const ai = deps.ai;
    if (!ai) throw new AppError('TRANSLATION_NOT_CONFIGURED');
    throttle(caller.auth.userId);
    let answer: Awaited<ReturnType<AiClient['complete']>>;
    try {
      answer = await ai.complete(translationPrompt(input));
    } catch (error) {
      if (!(error instanceof AiUnavailableError)) throw error;
      deps.log.warn(
        {
          reason: error.reason,
          status: error.status,
          provider: ai.provider,
          model: ai.model,
          origin: input.origin,
        },
        'translation failed',
      );
      throw new AppError(error.reason === 'timeout' ? 'TRANSLATION_TIMEOUT' : 'TRANSLATION_FAILED');
    }
    await repo.saveTranslation(db, {
      key,
      sourceLanguage: input.sourceLanguage,
      targetLanguage: input.targetLanguage,
      result: answer.text,
      provider: ai.provider,
      model: ai.model,
      inputTokens: answer.inputTokens,
      outputTokens: answer.outputTokens,
      createdBy: caller.auth.userId,
      createdAt: now(),
    });
    return { is_success: true, result: answer.text, cached: false };
  }

  return { translate };
}

export type TranslationService = ReturnType<typeof createTranslationService>;
