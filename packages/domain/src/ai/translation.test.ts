import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors/catalogue.js';
import {
  offersCellTranslation,
  translateInputSchema,
  translationCacheText,
  translationPrompt,
  translationWait,
} from './translation.js';

const SPEC_TEXT = 'the translation service returned an error, contact product or development staff';

describe("translation failures show the spec's message (spec 1 §7, spec 3 §8)", () => {
  it.each([
    ['TRANSLATION_FAILED', 5350, 502],
    ['TRANSLATION_TIMEOUT', 5351, 504],
    ['TRANSLATION_NOT_CONFIGURED', 5352, 503],
  ] as const)('%s', (name, code, status) => {
    expect(errorCatalogue[name]).toMatchObject({ code, status, en: SPEC_TEXT });
  });
});

describe('translateInputSchema: the spec payload', () => {
  it.each([
    [
      'defaults: zh to en, no cache',
      { translateContent: ' 你好 ' },
      { translateContent: '你好', origin: '', sourceLanguage: 'zh', targetLanguage: 'en', needCache: false },
    ],
    [
      'as sent',
      {
        translateContent: 'x',
        origin: 'returns.remark',
        sourceLanguage: 'ZH',
        targetLanguage: 'en',
        needCache: true,
      },
      {
        translateContent: 'x',
        origin: 'returns.remark',
        sourceLanguage: 'zh',
        targetLanguage: 'en',
        needCache: true,
      },
    ],
  ])('%s', (_name, input, expected) => {
    expect(translateInputSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['empty text', { translateContent: '  ' }, 'FIELD_REQUIRED'],
    ['too long', { translateContent: 'x'.repeat(8001) }, 'TEXT_TOO_LONG'],
    [
      'a language that is not a code',
      { translateContent: 'x', targetLanguage: 'english!' },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s', (_name, input, message) => {
    const result = translateInputSchema.safeParse(input);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('translationPrompt and translationCacheText', () => {
  it('names the languages and carries the text as the prompt', () => {
    const p = translationPrompt({
      translateContent: '包裹已发出',
      sourceLanguage: 'zh',
      targetLanguage: 'en',
    });
    expect(p.system).toContain('from Chinese (Simplified) to English');
    expect(p.prompt).toBe('包裹已发出');
  });

  it('translates from whatever language a mail is in', () => {
    const p = translationPrompt({
      translateContent: 'Wo ist mein Paket?',
      sourceLanguage: 'auto',
      targetLanguage: 'zh',
    });
    expect(p.system).toContain('from the language it is written in to Chinese (Simplified)');
  });

  it('keys the cache by both languages and the text', () => {
    const a = translationCacheText({ translateContent: 'x', sourceLanguage: 'zh', targetLanguage: 'en' });
    const b = translationCacheText({ translateContent: 'x', sourceLanguage: 'zh', targetLanguage: 'de' });
    expect(a).not.toBe(b);
  });
});

describe('translationWait: at most 3 provider calls a minute in this table', () => {
  const limit = { perWindow: 3, windowMs: 60_000 };
  it.each([
    ['none yet', [], 0],
    ['two in the window', [1_000, 2_000], 0],
    ['three in the window: wait for the oldest to leave', [10_000, 20_000, 30_000], 10_000],
    ['older calls do not count', [-70_000, 20_000, 30_000], 0],
    ['unordered', [30_000, 10_000, 20_000, 40_000], 20_000],
  ])('%s', (_name, times, wait) => {
    expect(translationWait(times, 60_000, limit)).toBe(wait);
  });
});

describe('offersCellTranslation: Chinese cell text, for readers of the English interface', () => {
  it.each([
    ['a Chinese remark, English reader', '客户要求退货', 'en', true],
    ['mixed text with Chinese', 'SKU A-12 尺码偏小', 'en', true],
    ['a Chinese remark, Chinese reader', '客户要求退货', 'zh', false],
    ['English text', 'Customer wants a refund', 'en', false],
    ['Japanese kana only', 'ありがとう', 'en', false],
    ['empty', '', 'en', false],
    ['no text', null, 'en', false],
  ])('%s', (_name, text, lang, offered) => {
    expect(offersCellTranslation(text, lang)).toBe(offered);
  });
});
