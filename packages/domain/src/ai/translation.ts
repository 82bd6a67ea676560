import { z } from 'zod';
import { envelopeOf } from '../shared/wire.js';

/** The longest text one translation call takes (a long mail body; longer text is refused as too long). */
export const TRANSLATE_CONTENT_MAX = 8000;

/** How many translations one person may ask the provider for in a minute (cache answers are not counted). */
export const TRANSLATE_LIMIT = { perWindow: 30, windowMs: 60_000 } as const;

const languageSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, { error: 'VALIDATION_FAILED' });

/**
 * POST /api/user/translate (spec 1 §7, spec 3 §7): translateContent, origin (the screen or column asking),
 * sourceLanguage (zh), targetLanguage (en), needCache (false: ask the provider again, and keep its answer).
 */
export const translateInputSchema = z.object({
  translateContent: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'FIELD_REQUIRED' })
    .max(TRANSLATE_CONTENT_MAX, { error: 'TEXT_TOO_LONG' }),
  origin: z.string().trim().max(100).default(''),
  /** auto: whatever language the text is in (a customer's mail). */
  sourceLanguage: z.union([z.literal('auto'), languageSchema]).default('zh'),
  targetLanguage: languageSchema.default('en'),
  needCache: z.boolean().default(false),
});
export type TranslateInput = z.infer<typeof translateInputSchema>;

/** The answer: is_success and result as the spec names them; cached tells whether the provider was asked. */
export const translateResultSchema = z.object({
  is_success: z.boolean(),
  result: z.string(),
  cached: z.boolean(),
});
export const translateResponseSchema = envelopeOf(translateResultSchema);

/** The language names a translation prompt uses (the codes the product shows; others are named by code). */
const languageNames: Record<string, string> = {
  zh: 'Chinese (Simplified)',
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  ja: 'Japanese',
  pt: 'Portuguese',
};

/** The system and user prompts of one translation: only the translation comes back, no comment. */
export function translationPrompt(
  input: Pick<TranslateInput, 'translateContent' | 'sourceLanguage' | 'targetLanguage'>,
) {
  const to = languageNames[input.targetLanguage] ?? input.targetLanguage;
  const from =
    input.sourceLanguage === 'auto'
      ? 'the language it is written in'
      : (languageNames[input.sourceLanguage] ?? input.sourceLanguage);
  return {
    system:
      `You translate customer-service text from ${from} to ${to}. ` +
      'Answer with the translation only: no quotes, no notes. Keep order numbers, tracking numbers, amounts, ' +
      'e-mail addresses and line breaks exactly as written.',
    prompt: input.translateContent,
  };
}

/** The text the cache is keyed by (hashed by the server): the languages and the text, unambiguous. */
export function translationCacheText(
  input: Pick<TranslateInput, 'translateContent' | 'sourceLanguage' | 'targetLanguage'>,
) {
  return JSON.stringify([input.sourceLanguage, input.targetLanguage, input.translateContent]);
}

/** How long to wait before the next call when `times` (ms, any order) are the provider calls in the window. */
export function translationWait(
  times: readonly number[],
  now: number,
  limit: { perWindow: number; windowMs: number } = TRANSLATE_LIMIT,
): number {
  const recent = times.filter((t) => t > now - limit.windowMs).sort((a, b) => a - b);
  if (recent.length < limit.perWindow) return 0;
  return recent[recent.length - limit.perWindow]! + limit.windowMs - now;
}

/** Han characters (CJK unified ideographs and extension A): what makes a cell Chinese text. */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/;

/**
 * Whether a cell offers its translation (spec 3 §7: Chinese cell text in chosen columns is translated to English):
 * the text holds Chinese and the reader does not read the interface in Chinese.
 */
export function offersCellTranslation(text: string | null | undefined, readerLang: string): boolean {
  return !!text && readerLang !== 'zh' && HAN.test(text);
}
