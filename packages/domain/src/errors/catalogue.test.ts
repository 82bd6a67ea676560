import { describe, expect, it } from 'vitest';
import {
  type ErrorName,
  errorCatalogue,
  errorNameOf,
  errorText,
  fillText,
  type Lang,
  langFrom,
  languages,
} from './catalogue.js';

const names = Object.keys(errorCatalogue) as ErrorName[];
const entries = names.map((name) => [name, errorCatalogue[name]] as const);

describe('errorCatalogue: every entry is well formed', () => {
  it('has one entry per numeric code', () => {
    const codes = names.map((n) => errorCatalogue[n].code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it.each(entries)('%s has zh and en text and an HTTP error status', (_name, entry) => {
    expect(entry.zh.trim()).not.toBe('');
    expect(entry.en.trim()).not.toBe('');
    expect(Number.isInteger(entry.code) && entry.code > 0).toBe(true);
    expect(entry.status).toBeGreaterThanOrEqual(400);
    expect(entry.status).toBeLessThanOrEqual(599);
  });

  it.each(entries)('%s uses the same {placeholders} in zh and en', (_name, entry) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    expect(placeholders(entry.zh)).toEqual(placeholders(entry.en));
  });
});

describe('errorCatalogue: the spec codes exist (spec 1 §8.1, §9)', () => {
  it.each([
    [1006, 'SESSION_ENDED'],
    [1301, 'QUIET_LIST_ERROR'],
    [11006, 'SYSTEM_ERROR'],
    [2001, 'EXPORT_NO_MAILBOX'],
    [2005, 'EXPORT_REVIEW_REFUNDED_LIMIT'],
    [2006, 'EXPORT_COMPLETED_REFUND_LIMIT'],
    [2007, 'EXPORT_RETURNED_ORDERS_LIMIT'],
    [2008, 'EXPORT_AUDITED_REFUND_LIMIT'],
    [2009, 'EXPORT_CUSTOMER_CARE_LIMIT'],
  ] as const)('code %i is %s', (code, name) => {
    expect(errorNameOf(code)).toBe(name);
    expect(errorCatalogue[name].code).toBe(code);
  });
});

describe("errorCatalogue: the spec's exact English texts (spec 1 §5, §8.1)", () => {
  it.each([
    ['NO_PERMISSION', 'Operation not allowed'],
    ['VALIDATION_FAILED', 'Form data is abnormal'],
    ['FIELD_REQUIRED', 'This field is required.'],
    ['SELECT_DATA', 'Please select the data'],
    ['TOO_MANY_ROWS', 'At most {count} pieces of data can be operated'],
    ['VIEW_PASSWORD_INCORRECT', 'Incorrect password!'],
    ['NOT_SIGNED_IN', 'Verification failed, please sign in again'],
    ['TOKEN_EXPIRED', 'Login timed out, please login again'],
    ['FILE_TOO_LARGE', 'Upload file size cannot exceed 5MB!'],
    ['COMPLAINT_SUMMARY_MISSING', '{num} programs detected as missing'],
    ['DISPUTE_ORDER_PLATFORM_MISMATCH', 'Order sales platform inconsistent'],
    ['DISPUTE_ALREADY_RELATED', 'A work order already associated with an order cannot be associated again'],
  ] as const)('%s -> %s', (name, en) => {
    expect(errorCatalogue[name].en).toBe(en);
  });
});

describe('errorNameOf: unknown codes fall back to SYSTEM_ERROR (11006)', () => {
  it.each([
    [1007, 'NO_PERMISSION'],
    [1203, 'DEPARTMENT_CYCLE'],
    [0, 'SYSTEM_ERROR'],
    [-1, 'SYSTEM_ERROR'],
    [999_999, 'SYSTEM_ERROR'],
    [Number.NaN, 'SYSTEM_ERROR'],
  ] as const)('%s -> %s', (code, name) => {
    expect(errorNameOf(code)).toBe(name);
  });

  it('the fallback is code 11006', () => {
    expect(errorCatalogue[errorNameOf(424_242)].code).toBe(11006);
  });
});

describe('fillText', () => {
  it.each([
    ['At most {count} rows', { count: 20 }, 'At most 20 rows'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['{a} of {b}', { a: 1, b: 2 }, '1 of 2'],
    ['{missing} stays', { other: 1 }, '{missing} stays'],
    ['no placeholders', { count: 1 }, 'no placeholders'],
    ['{count}', undefined, '{count}'],
    ['{count}', { count: 0 }, '0'],
  ] as const)('%s with %o -> %s', (text, params, expected) => {
    expect(fillText(text, params)).toBe(expected);
  });
});

describe('errorText fills {placeholders} in both languages', () => {
  it.each([
    ['TOO_MANY_ROWS', 'en', { count: 20 }, 'At most 20 pieces of data can be operated'],
    ['TOO_MANY_ROWS', 'zh', { count: 20 }, '最多只能操作 20 条数据'],
    [
      'SIGNIN_RATE_LIMITED',
      'en',
      { minutes: 15 },
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    ],
    ['SIGNIN_RATE_LIMITED', 'zh', { minutes: 15 }, '登录失败次数过多，请 15 分钟后再试'],
    ['UNKNOWN_PERMISSION', 'en', { code: 'x.y' }, 'Unknown permission code: x.y'],
    ['UNKNOWN_PERMISSION', 'zh', { code: 'x.y' }, '未知的权限代码：x.y'],
    ['NO_PERMISSION', 'en', undefined, 'Operation not allowed'],
    ['NO_PERMISSION', 'zh', undefined, '无权限操作'],
  ] as const)('%s in %s with %o -> %s', (name, lang, params, expected) => {
    expect(errorText(name, lang, params)).toBe(expected);
  });
});

describe('langFrom: zh for zh*/cn*, en otherwise (spec 1 §1 fallback en)', () => {
  it.each([
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['ZH-cn', 'zh'],
    [' zh ', 'zh'],
    ['cn', 'zh'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ] as const)('%s -> %s', (value, expected) => {
    expect(langFrom(value)).toBe(expected);
  });

  it('the languages are zh and en (spec 1 §9)', () => {
    expect([...languages].sort()).toEqual(['en', 'zh'] satisfies Lang[]);
  });
});
