import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ErrorName, errorCatalogue, errorText, languages } from './catalogue.js';
import { issueError, type SchemaIssue } from './issue-error.js';

const issue = (over: Partial<SchemaIssue>): SchemaIssue => ({ message: 'Invalid input', ...over });

describe('issueError: the catalogue error of a schema issue, with its numbers', () => {
  it.each([
    // too long texts: "at most {max} characters", whatever "required" text the field carries
    ['a long text, no message', { code: 'too_big', origin: 'string', maximum: 50 }, 'TEXT_TOO_LONG', true],
    [
      'a long text under a required text',
      { code: 'too_big', origin: 'string', maximum: 100, message: 'FIELD_REQUIRED' },
      'TEXT_TOO_LONG',
      true,
    ],
    [
      'a long text under the username text',
      { code: 'too_big', origin: 'string', maximum: 100, message: 'USERNAME_REQUIRED' },
      'TEXT_TOO_LONG',
      true,
    ],
    [
      'a long search text keeps its own text',
      { code: 'too_big', origin: 'string', maximum: 50, message: 'SEARCH_TEXT_TOO_LONG' },
      'SEARCH_TEXT_TOO_LONG',
      true,
    ],
    [
      'a long text named as too many rows',
      { code: 'too_big', origin: 'string', maximum: 9, message: 'TOO_MANY_ROWS' },
      'TEXT_TOO_LONG',
      true,
    ],
    // too many rows: "at most {count} pieces of data"
    ['a long list, no message', { code: 'too_big', origin: 'array', maximum: 20 }, 'TOO_MANY_ROWS', true],
    [
      'a long list named as too many rows',
      { code: 'too_big', origin: 'array', maximum: 20, message: 'TOO_MANY_ROWS' },
      'TOO_MANY_ROWS',
      true,
    ],
    [
      'a long list named as a long text',
      { code: 'too_big', origin: 'array', maximum: 5, message: 'TEXT_TOO_LONG' },
      'TOO_MANY_ROWS',
      true,
    ],
    [
      'a long list under select-data',
      { code: 'too_big', origin: 'array', maximum: 20, message: 'SELECT_DATA' },
      'TOO_MANY_ROWS',
      true,
    ],
    // numbers
    [
      'a large number, no message',
      { code: 'too_big', origin: 'number', maximum: 100 },
      'VALUE_TOO_LARGE',
      false,
    ],
    [
      'a large number under a required text',
      { code: 'too_big', origin: 'number', maximum: 100, message: 'FIELD_REQUIRED' },
      'VALUE_TOO_LARGE',
      true,
    ],
    [
      'a large quantity keeps its own text',
      { code: 'too_big', origin: 'number', maximum: 99, message: 'REFUND_QUANTITY_INVALID' },
      'REFUND_QUANTITY_INVALID',
      true,
    ],
    [
      'a small number, no message',
      { code: 'too_small', origin: 'number', minimum: 1 },
      'VALUE_TOO_SMALL',
      false,
    ],
    [
      'a small id under a required text',
      { code: 'too_small', origin: 'number', minimum: 1, message: 'FIELD_REQUIRED' },
      'FIELD_REQUIRED',
      true,
    ],
    // too short
    [
      'an empty text, no message',
      { code: 'too_small', origin: 'string', minimum: 1 },
      'FIELD_REQUIRED',
      false,
    ],
    [
      'an empty text, its own text',
      { code: 'too_small', origin: 'string', minimum: 1, message: 'PASSWORD_REQUIRED' },
      'PASSWORD_REQUIRED',
      true,
    ],
    [
      'a short text under a required text',
      { code: 'too_small', origin: 'string', minimum: 8, message: 'FIELD_REQUIRED' },
      'TEXT_TOO_SHORT',
      true,
    ],
    [
      'a short password keeps its own text',
      { code: 'too_small', origin: 'string', minimum: 8, message: 'PASSWORD_TOO_WEAK' },
      'PASSWORD_TOO_WEAK',
      true,
    ],
    ['an empty list, no message', { code: 'too_small', origin: 'array', minimum: 1 }, 'SELECT_DATA', false],
    ['a short list, no message', { code: 'too_small', origin: 'array', minimum: 2 }, 'TOO_FEW_ROWS', false],
    // the rest
    [
      'a missing value',
      { code: 'invalid_type', message: 'Invalid input: expected string, received undefined' },
      'FIELD_REQUIRED',
      false,
    ],
    [
      'a wrong type',
      { code: 'invalid_type', message: 'Invalid input: expected string, received number' },
      'VALIDATION_FAILED',
      false,
    ],
    [
      'a missing value, its own text',
      { code: 'invalid_type', message: 'USERNAME_REQUIRED' },
      'USERNAME_REQUIRED',
      true,
    ],
    ['a bad e-mail', { code: 'invalid_format', format: 'email' }, 'EMAIL_INVALID', false],
    ['an unknown choice', { code: 'invalid_value' }, 'VALIDATION_FAILED', false],
    ['a generic text given', { code: 'custom', message: 'VALIDATION_FAILED' }, 'VALIDATION_FAILED', false],
    ['a text not in the catalogue', { code: 'custom', message: 'constructor' }, 'VALIDATION_FAILED', false],
  ] as [string, Partial<SchemaIssue>, ErrorName, boolean][])('%s -> %s', (_what, over, name, named) => {
    expect(issueError(issue(over))).toMatchObject({ name, named });
  });

  it.each([
    [
      { code: 'too_big', origin: 'array', maximum: 20 },
      { max: '20', count: '20' },
    ],
    [
      { code: 'too_big', origin: 'string', maximum: 300 },
      { max: '300', count: '300' },
    ],
    [
      { code: 'too_small', origin: 'string', minimum: 8 },
      { min: '8', count: '8' },
    ],
    [
      { code: 'too_big', origin: 'bigint', maximum: 10n },
      { max: '10', count: '10' },
    ],
    [{ code: 'too_big', origin: 'number', maximum: Number.POSITIVE_INFINITY }, {}],
    [{ code: 'custom' }, {}],
  ] as [Partial<SchemaIssue>, Record<string, string>][])('params of %o -> %o', (over, params) => {
    expect(issueError(issue(over)).params).toEqual(params);
  });
});

describe('issueError fills every placeholder of the text it picks, in both languages', () => {
  const schemas: [string, z.ZodType, unknown][] = [
    ['21 packages', z.array(z.number()).max(20, { error: 'TOO_MANY_ROWS' }), Array(21).fill(1)],
    ['a long remark', z.string().max(300, { error: 'TEXT_TOO_LONG' }), 'x'.repeat(301)],
    ['a long password', z.string({ error: 'FIELD_REQUIRED' }).max(100), 'x'.repeat(101)],
    ['a short code', z.string().min(4), 'ab'],
    ['too few rows', z.array(z.number()).min(2), [1]],
    ['a large page', z.number().int().max(100), 101],
    ['a small page', z.number().int().min(1), 0],
  ];
  it.each(schemas)('%s', (_what, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    for (const zodIssue of result.error?.issues ?? []) {
      const { name, params } = issueError(zodIssue as SchemaIssue);
      for (const lang of languages) expect(errorText(name, lang, params)).not.toMatch(/\{\w+\}/);
    }
  });

  it('every size text of the catalogue is filled by the params a size issue gives', () => {
    const sizeTexts = (Object.keys(errorCatalogue) as ErrorName[]).filter((n) =>
      /\{(max|min|count)\}/.test(errorCatalogue[n].en),
    );
    expect(sizeTexts).toEqual(expect.arrayContaining(['TOO_MANY_ROWS', 'TEXT_TOO_LONG', 'NESTED_TOO_DEEP']));
    const params = { ...issueError(issue({ code: 'too_big', maximum: 3 })).params, min: '1' };
    for (const name of sizeTexts)
      for (const lang of languages) {
        const text = errorText(name, lang, params);
        // the texts that hold other placeholders as well ({days}, {width}...) are filled by their own callers
        expect(text.match(/\{(max|min|count)\}/), `${name} ${lang}: ${text}`).toBeNull();
      }
  });
});
