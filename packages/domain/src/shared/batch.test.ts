import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue } from '../errors/catalogue.js';
import {
  type BatchRowResult,
  batchIdsSchema,
  batchRowAnswer,
  batchRowResultSchema,
  listIdSchema,
  recordIdSchema,
} from './batch.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('recordIdSchema and listIdSchema: ids as numbers', () => {
  it.each([
    ['a number', 7, 7],
    ['query text', '7', 7],
  ])('take %s', (_case, input, expected) => {
    expect(recordIdSchema.parse(input)).toBe(expected);
    expect(listIdSchema.parse(input)).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['0', 0],
    ['a fraction', 1.5],
    ['text that is no number', 'x'],
  ])('the record a call is about, %s, is required', (_case, input) => {
    expect(messages(recordIdSchema.safeParse(input))).toEqual(['FIELD_REQUIRED']);
  });

  it('an id in a list is refused with the issue of its kind', () => {
    expect(listIdSchema.safeParse(0).success).toBe(false);
    expect(messages(listIdSchema.safeParse(0))).not.toContain('FIELD_REQUIRED');
  });
});

describe('batchIdsSchema: one to 20 ids (or the route maximum)', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
  it.each([
    ['one id', batchIdsSchema(), ['3'], [3], []],
    ['twenty ids', batchIdsSchema(), twenty, twenty, []],
    ['none', batchIdsSchema(), [], null, ['SELECT_DATA']],
    ['21 ids', batchIdsSchema(), [...twenty, 21], null, ['TOO_MANY_ROWS']],
    ['3 ids of at most 2', batchIdsSchema({ max: 2 }), [1, 2, 3], null, ['TOO_MANY_ROWS']],
    ['a 0 among record ids', batchIdsSchema({ id: recordIdSchema }), [1, 0], null, ['FIELD_REQUIRED']],
  ])('%s', (_case, schema, input, parsed, refused) => {
    const result = schema.safeParse(input);
    if (parsed) expect(result.data).toEqual(parsed);
    expect(messages(result)).toEqual(refused);
  });
});

describe('batchRowAnswer: a batch row as the caller reads it', () => {
  type Row = BatchRowResult<'refundNo'>;
  it.each<[string, Row, 'en' | 'zh', object]>([
    [
      'done',
      { id: 1, refundNo: 'RF1', problem: null },
      'en',
      { id: 1, refundNo: 'RF1', is_success: true, code: 200, response_message: null },
    ],
    [
      'refused, in English',
      { id: 2, refundNo: null, problem: { name: 'SELECT_DATA' } },
      'en',
      {
        id: 2,
        refundNo: null,
        is_success: false,
        code: errorCatalogue.SELECT_DATA.code,
        response_message: 'Please select the data',
      },
    ],
    [
      'refused, in Chinese, its numbers filled in',
      { id: 3, refundNo: null, problem: { name: 'TOO_MANY_ROWS', params: { count: 20 } } },
      'zh',
      {
        id: 3,
        refundNo: null,
        is_success: false,
        code: errorCatalogue.TOO_MANY_ROWS.code,
        response_message: errorCatalogue.TOO_MANY_ROWS.zh.replace('{count}', '20'),
      },
    ],
  ])('%s', (_case, row, lang, expected) => {
    expect(batchRowAnswer(row, lang)).toEqual(expected);
  });

  it('fits the answer schema, with the row number where there is one', () => {
    const schema = batchRowResultSchema({ refundNo: z.string().nullable() });
    const answer = batchRowAnswer({ id: 1, refundNo: 'RF1', problem: { name: 'SELECT_DATA' } }, 'en');
    expect(schema.parse(answer)).toEqual(answer);
    expect(Object.keys(schema.shape)).toEqual(['id', 'refundNo', 'is_success', 'code', 'response_message']);
    expect(Object.keys(batchRowResultSchema().shape)).toEqual([
      'id',
      'is_success',
      'code',
      'response_message',
    ]);
  });
});
